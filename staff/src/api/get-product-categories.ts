import { apiClient } from '@shop/shared';

/** Categories of live products, sorted; the product form suggests them. */
export async function getProductCategories(): Promise<string[]> {
  const { data } = await apiClient.get<string[]>('/products/categories');
  return data;
}
