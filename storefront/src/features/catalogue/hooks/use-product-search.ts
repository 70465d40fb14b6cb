import { useEffect, useState } from 'react';
import type { ProductSearchPage } from '@shop/shared';
import { searchProducts, type ProductSearch } from '../api/search-products';

export interface ProductSearchState {
  loading: boolean;
  /** The latest answer; while a newer search runs it still holds the previous one. */
  result: ProductSearchPage | null;
  /** The search `result` answers (so the pager shows the page on screen, not the one loading). */
  answered: ProductSearch | null;
}

/** Runs one paged search per change of its inputs; a newer search cancels the older one. */
export function useProductSearch(search: ProductSearch): ProductSearchState {
  const key = JSON.stringify(search);
  const [answer, setAnswer] = useState<{ key: string; result: ProductSearchPage } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    searchProducts(JSON.parse(key) as ProductSearch, controller.signal).then(
      (result) => setAnswer({ key, result }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // PRODUCT.md §8: search failures are logged, nothing is shown.
        console.error('Product search failed', error);
        setAnswer({ key, result: { content: [], totalPages: 0, totalElements: 0, number: 0, size: 0, totalCapped: false } });
      },
    );
    return () => controller.abort();
  }, [key]);

  return { loading: answer?.key !== key, result: answer?.result ?? null, answered: answer ? (JSON.parse(answer.key) as ProductSearch) : null };
}
