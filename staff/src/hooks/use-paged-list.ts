import { useCallback, useEffect, useState } from 'react';
import type { StaffPage } from '../types';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  /** Zero-based, as the server counts. */
  page: number;
  setPage: (page: number) => void;
  /** The last page that loaded; kept while the next one loads so the layout does not jump. */
  data: StaffPage<T> | null;
  status: ListStatus;
  reload: () => void;
}

type Loader<T> = (page: number) => Promise<StaffPage<T>>;

interface Outcome<T> {
  load: Loader<T>;
  page: number;
  reloads: number;
  failed: boolean;
}

/**
 * Loads one page of a server list at a time. `load` must be stable (useCallback): a new loader means
 * new filters, which start again at the first page.
 */
export function usePagedList<T>(load: Loader<T>): PagedList<T> {
  const [pageState, setPageState] = useState({ load, page: 0 });
  const page = pageState.load === load ? pageState.page : 0;
  const [reloads, setReloads] = useState(0);
  const [data, setData] = useState<StaffPage<T> | null>(null);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);

  useEffect(() => {
    let current = true;
    load(page).then(
      (answer) => {
        if (!current) return;
        // The list shrank under us (a dispute resolved, a filter changed): step back to its last page.
        if (answer.content.length === 0 && page > 0 && answer.totalPages > 0) {
          setPageState({ load, page: Math.min(page, answer.totalPages) - 1 });
          return;
        }
        setData(answer);
        setOutcome({ load, page, reloads, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Could not load the list', error);
        setOutcome({ load, page, reloads, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load, page, reloads]);

  const settled = outcome !== null && outcome.load === load && outcome.page === page && outcome.reloads === reloads;
  const status: ListStatus = !settled ? 'loading' : outcome.failed ? 'error' : 'ready';
  const setPage = useCallback((next: number) => setPageState({ load, page: next }), [load]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { page, setPage, data, status, reload };
}
