import { useQuery } from '@shop/shared';
import { getCategories } from '../api/get-categories';
import { queryKeys } from '../../../lib/query-keys';

/** Categories change rarely: one request serves every page for five minutes. */
const CATEGORIES_CACHE_MS = 5 * 60_000;

/** The categories of live products; a failure leaves only 'All' (logged, PRODUCT.md §8). */
export function useCategories(): string[] {
  const { state } = useQuery(queryKeys.categories, (signal) => getCategories(signal), {
    cacheMs: CATEGORIES_CACHE_MS,
    onError: (error) => console.error('Could not load categories', error),
  });
  return state.status === 'ready' ? state.data : [];
}
