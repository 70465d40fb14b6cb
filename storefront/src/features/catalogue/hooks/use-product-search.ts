import { useEffect, useState } from 'react';
import type { SearchResultPage } from '@shop/shared';
import { searchProducts, type ProductSearch } from '../api/search-products';
import type { CatalogProduct } from '../../../storefront-types';

export interface ProductSearchState {
  loading: boolean;
  /** The latest answer; while a newer search runs it still holds the previous one. */
  result: SearchResultPage<CatalogProduct> | null;
  /** The search `result` answers (so the pager shows the page on screen, not the one loading). */
  answered: ProductSearch | null;
}

/** Runs one paged search per change of its inputs; a newer search cancels the older one. */
export function useProductSearch(search: ProductSearch): ProductSearchState {
  const key = JSON.stringify(search);
  const [answer, setAnswer] = useState<{ key: string; result: SearchResultPage<CatalogProduct> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    searchProducts(JSON.parse(key) as ProductSearch, controller.signal).then(
      (result) => setAnswer({ key, result }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC section 8: search failures are logged, nothing is shown.
        console.error('Product search failed', error);
        setAnswer({ key, result: { content: [], totalPages: 0 } });
      },
    );
    return () => controller.abort();
  }, [key]);

  return { loading: answer?.key !== key, result: answer?.result ?? null, answered: answer ? (JSON.parse(answer.key) as ProductSearch) : null };
}
