import { Button } from '@shop/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';
import type { ListStatus } from '../hooks/use-paged-list';

const Message = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface ListStateProps {
  status: ListStatus;
  /** Rows on the current page. */
  count: number;
  empty: string;
  error: string;
  onRetry: () => void;
  /** The list itself, shown once something loaded (kept visible while the next page loads). */
  children: ReactNode;
  hasData: boolean;
}

/** Loading, error (with Retry), empty, or the list. */
export function ListState({ status, count, empty, error, onRetry, children, hasData }: ListStateProps) {
  if (status === 'error') {
    return (
      <Message role="alert">
        <ErrorText>{error}</ErrorText>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {STAFF_TEXT.retry}
        </Button>
      </Message>
    );
  }
  if (!hasData) return <Message role="status">{STAFF_TEXT.loading}</Message>;
  if (status === 'ready' && count === 0) return <Message role="status">{empty}</Message>;
  return <div aria-busy={status === 'loading'}>{children}</div>;
}
