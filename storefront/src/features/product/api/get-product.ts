import { apiClient } from '@shop/shared';
import type { CatalogProductDetail } from '../../../storefront-types';

/** GET /products/{id}: deleted products too, flagged deleted. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<CatalogProductDetail> {
  const { data } = await apiClient.get<CatalogProductDetail>(`/products/${id}`, { signal });
  return data;
}
