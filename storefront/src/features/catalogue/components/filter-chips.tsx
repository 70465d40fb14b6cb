import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.catalogue;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0;
  list-style: none;
`;

const Chip = styled.button`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  span { margin-left: ${({ theme }) => theme.space.sm}; font-weight: 700; }
`;

export type RemovableFilter = 'q' | 'category' | 'price' | 'inStock' | 'minRating';

export interface FilterChipsProps {
  q: string;
  category: string;
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
  minRating?: number;
  onRemove: (filter: RemovableFilter) => void;
}

/** One removable chip per active filter. */
export function FilterChips({ q, category, minPrice = '', maxPrice = '', inStock = false, minRating = 0, onRemove }: FilterChipsProps) {
  const chips = [
    q ? { key: 'q' as const, label: text.searchChip(q) } : null,
    category ? { key: 'category' as const, label: text.categoryChip(category) } : null,
    minPrice || maxPrice ? { key: 'price' as const, label: text.priceChip(minPrice, maxPrice) } : null,
    inStock ? { key: 'inStock' as const, label: text.inStockChip } : null,
    minRating ? { key: 'minRating' as const, label: text.ratingChip(minRating) } : null,
  ].filter((chip) => chip !== null);
  return (
    <List aria-label={text.filters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip type="button" aria-label={text.removeFilter(chip.label)} onClick={() => onRemove(chip.key)}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </Chip>
        </li>
      ))}
    </List>
  );
}
