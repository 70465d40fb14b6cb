import styled from 'styled-components';
import { Button } from '@shop/shared';
import * as STOREFRONT_TEXT from '../storefront-text';

const text = STOREFRONT_TEXT.pager;

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

export interface PagerProps {
  /** One-based page shown to the user. */
  page: number;
  totalPages: number;
  /** The total is a lower bound (the server pages through its first results only): shown as 'page / total+'. */
  totalCapped?: boolean;
  onChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one pager. */
  label?: string;
  disabled?: boolean;
}

/** Prev / Next with 'page / total' (one-based in the UI). */
export function Pager({ page, totalPages, totalCapped = false, onChange, label = text.label, disabled = false }: PagerProps) {
  const total = Math.max(totalPages, 1);
  return (
    <Bar aria-label={label}>
      <Button type="button" $variant="secondary" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        {text.prev}
      </Button>
      <span aria-live="polite" aria-atomic="true">
        {text.position(page, total, totalCapped)}
      </span>
      <Button type="button" $variant="secondary" disabled={disabled || page >= total} onClick={() => onChange(page + 1)}>
        {text.next}
      </Button>
    </Bar>
  );
}
