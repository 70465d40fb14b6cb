import { useQuery, type ProductSearchPage } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { searchProducts, type ProductSearch } from '../api/search-products';

export interface ProductSearchState {
  loading: boolean;
  /** The latest answer; while a newer search runs it still holds the previous one. */
  result: ProductSearchPage | null;
  /** The search `result` answers (so the pager shows the page on screen, not the one loading). */
  answered: ProductSearch | null;
}

/**
 * One paged search per change of its inputs, through the shared data hook: a newer search aborts the older one and
 * cards asking the same search share one request. Stock changes with every sale, so answers are not cached.
 */
export function useProductSearch(search: ProductSearch): ProductSearchState {
  const { state } = useQuery(
    queryKeys.productSearch(JSON.stringify(search)),
    (signal) => searchProducts(search, signal).then((result) => ({ search, result })),
    // PRODUCT.md §8: search failures are logged, nothing is shown.
    { onError: (error) => console.error('Product search failed', error) },
  );
  switch (state.status) {
    case 'ready':
      return { loading: false, result: state.data.result, answered: state.data.search };
    case 'error':
      // PRODUCT.md §8: a failure is only logged, so what was on screen stays (null on a first visit: no "no products").
      return { loading: false, result: state.previous?.result ?? null, answered: state.previous?.search ?? null };
    case 'loading':
      return { loading: true, result: state.previous?.result ?? null, answered: state.previous?.search ?? null };
    default:
      return { loading: true, result: null, answered: null };
  }
}
