import type { QueryState } from '@shop/shared';
import type { ReactNode } from 'react';
import { ListState } from './list-state';

/** One loaded thing (not a list): 'Loading…', the error with Retry, or `children` drawn from the answer. */
export function QueryView<T>({ state, error, onRetry, children }: { state: QueryState<T>; error: string; onRetry: () => void; children: (data: T) => ReactNode }) {
  const data = state.status === 'ready' ? state.data : undefined;
  const status = state.status === 'ready' ? 'ready' : state.status === 'error' ? 'error' : 'loading';
  return (
    <ListState status={status} count={1} hasData={data !== undefined} empty="" error={error} onRetry={onRetry}>
      {data !== undefined && children(data)}
    </ListState>
  );
}
