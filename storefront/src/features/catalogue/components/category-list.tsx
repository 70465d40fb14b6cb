import styled from 'styled-components';
import { STOREFRONT_TEXT } from '../../../storefront-text';

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
}

/** 'All' and every category; the chosen one is pressed. */
export function CategoryList({ categories, selected, onSelect }: CategoryListProps) {
  const choices = ['', ...categories.filter((category) => category !== '')];
  // A category from a shared link stays choosable even if the list has not loaded yet.
  if (selected && !choices.includes(selected)) choices.push(selected);
  return (
    <nav aria-labelledby="category-list-title">
      <h2 id="category-list-title">{text.categories}</h2>
      <List>
        {choices.map((category) => (
          <li key={category || 'all'}>
            <Choice type="button" $active={category === selected} aria-pressed={category === selected} onClick={() => onSelect(category)}>
              {category || text.all}
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}
