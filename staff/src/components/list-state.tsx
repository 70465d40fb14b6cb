import { Button } from '@shop/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';
import type { ListStatus, PagedList } from '../hooks/use-paged-list';
import { Pager } from './pager';

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

export interface PagedListStateProps<T> {
  list: PagedList<T>;
  empty: string;
  error: string;
  /** The pager's accessible name, e.g. "All Orders pages". */
  pagerLabel: string;
  /** Rows shown on this page when the page filters what the server sent (default: every row of the page). */
  count?: number;
  children: ReactNode;
}

/** One page of a server list: its loading, error and empty states, the list itself and the pager below it. */
export function PagedListState<T>({ list, empty, error, pagerLabel, count, children }: PagedListStateProps<T>) {
  return (
    <ListState
      status={list.status}
      count={count ?? list.data?.content.length ?? 0}
      hasData={list.data !== null}
      empty={empty}
      error={error}
      onRetry={list.reload}
    >
      {children}
      <Pager page={list.page} totalPages={list.data?.totalPages ?? 1} onPage={list.setPage} label={pagerLabel} />
    </ListState>
  );
}
