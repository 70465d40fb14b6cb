import { apiClient, DEFAULT_SEARCH_SORT, SEARCH_PAGE_SIZE, SEARCH_TIMEOUT_MS, type ProductSearchPage, type ProductSort } from '@shop/shared';

export interface ProductSearch {
  /** Empty, or at least 3 characters (the server refuses 1-2). */
  q?: string;
  category?: string;
  sort?: ProductSort;
  /** Dollars, inclusive; '' or absent for no bound. */
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
  /** Only products averaging at least this many stars (1-4); 0 or absent for any. */
  minRating?: number;
  /** Zero-based, as the server counts. */
  page?: number;
  size?: number;
  excludeId?: number;
  /** Only this seller's products (their page, /sellers/{id}). */
  sellerId?: number;
  /** Ask for the counts beside each filter too. */
  facets?: boolean;
}

/** GET /products/search: one page of live products (never the whole catalogue); 10 s time-out. */
export async function searchProducts(search: ProductSearch, signal?: AbortSignal): Promise<ProductSearchPage> {
  const params: Record<string, string | number | boolean> = {
    page: search.page ?? 0,
    size: search.size ?? SEARCH_PAGE_SIZE,
    sort: search.sort ?? DEFAULT_SEARCH_SORT,
  };
  if (search.q) params.q = search.q;
  if (search.category) params.category = search.category;
  if (search.minPrice) params.minPrice = search.minPrice;
  if (search.maxPrice) params.maxPrice = search.maxPrice;
  if (search.inStock) params.inStock = true;
  if (search.minRating) params.minRating = search.minRating;
  if (search.excludeId !== undefined) params.excludeId = search.excludeId;
  if (search.sellerId !== undefined) params.sellerId = search.sellerId;
  if (search.facets) params.facets = true;
  const { data } = await apiClient.get<ProductSearchPage>('/products/search', {
    params,
    signal,
    timeout: SEARCH_TIMEOUT_MS,
  });
  return data;
}
