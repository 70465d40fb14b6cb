import { apiClient } from '@shop/shared';

/** GET /products/categories: categories of live products, sorted. */
export async function getCategories(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiClient.get<string[]>('/products/categories', { signal });
  return data;
}
