import { apiClient } from '@shop/shared';
import type { CatalogProduct } from '../../../storefront-types';

/** GET /products/{id}: deleted products too, flagged deleted. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<CatalogProduct> {
  const { data } = await apiClient.get<CatalogProduct>(`/products/${id}`, { signal });
  return data;
}
