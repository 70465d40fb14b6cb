import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { FacetCount } from './facet-count';

const text = STOREFRONT_TEXT.catalogue;

// One scrolling row: its height never changes when the categories arrive, so the results below do not jump.
const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  min-height: 48px;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  list-style: none;
  li { flex: none; }
`;

// The row and, when more chips are hidden to the right, a faded edge with a button that scrolls on.
const Row = styled.div`
  position: relative;
`;

const MoreButton = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  height: 36px;
  width: 56px;
  border: 0;
  padding: 0 ${({ theme }) => theme.space.xs} 0 0;
  text-align: right;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  background: linear-gradient(to right, rgba(247, 248, 250, 0), ${({ theme }) => theme.colors.background} 45%);
  cursor: pointer;
`;

const Choice = styled.button<{ $active: boolean }>`
  font: inherit;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  white-space: nowrap;
  cursor: pointer;
`;

export interface CategoryListProps {
  categories: string[];
  selected: string;
  onSelect: (category: string) => void;
  /** How many of the search's products each category holds (a search's facets), when known. */
  counts?: ReadonlyMap<string, number> | undefined;
}

/** 'All' and every category, each with its count when known; the chosen one is pressed. */
export function CategoryList({ categories, selected, onSelect, counts }: CategoryListProps) {
  const id = useId();
  const choices = ['', ...categories.filter((category) => category !== '')];
  // A category from a shared link stays choosable even if the list has not loaded yet.
  if (selected && !choices.includes(selected)) choices.push(selected);
  const list = useRef<HTMLUListElement>(null);
  const [moreToTheRight, setMoreToTheRight] = useState(false);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setMoreToTheRight(element.scrollLeft + element.clientWidth < element.scrollWidth - 4);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [choices.length]);

  return (
    <nav aria-labelledby="category-list-title">
      <h2 id="category-list-title">{text.categories}</h2>
      <Row>
        <List ref={list}>
          {choices.map((category, index) => {
            // A category the words are not in counts 0 (facets list only the categories that hold some).
            const count = category && counts ? (counts.get(category) ?? 0) : undefined;
            const countId = `${id}-count-${index}`;
            return (
              <li key={category || 'all'}>
                <Choice
                  type="button"
                  $active={category === selected}
                  aria-pressed={category === selected}
                  aria-describedby={count === undefined ? undefined : countId}
                  onClick={() => onSelect(category)}
                >
                  {category || text.all}
                  {count !== undefined && <FacetCount id={countId} count={count} />}
                </Choice>
              </li>
            );
          })}
        </List>
        {moreToTheRight && (
          <MoreButton
            type="button"
            aria-label={text.moreCategories}
            title={text.moreCategories}
            onClick={() => list.current?.scrollBy({ left: list.current.clientWidth * 0.7, behavior: 'smooth' })}
          >
            ›
          </MoreButton>
        )}
      </Row>
    </nav>
  );
}
