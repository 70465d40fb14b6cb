import { Button } from '@shop/shared';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface PagerProps {
  /** Zero-based page. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

/** Prev/Next with 'page / total' (one-based for people, zero-based for the server). */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const total = Math.max(totalPages, 1);
  return (
    <Bar aria-label={label}>
      <Button type="button" $variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {STAFF_TEXT.pager.previous}
      </Button>
      <span aria-live="polite">{STAFF_TEXT.pager.position(page + 1, total)}</span>
      <Button type="button" $variant="secondary" disabled={page + 1 >= total} onClick={() => onPage(page + 1)}>
        {STAFF_TEXT.pager.next}
      </Button>
    </Bar>
  );
}
