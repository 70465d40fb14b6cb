import { apiClient, type Product } from '@shop/shared';
import type { StaffPage } from '../types';

/**
 * One page of a seller's own products (the seller filter), deleted ones included; with lowStock, only the
 * live products with stock below 10 that the seller summary counts.
 */
export async function getSellerProducts(
  sellerId: number,
  page: number,
  size: number,
  q?: string,
  options: { lowStock?: boolean } = {},
): Promise<StaffPage<Product>> {
  const { data } = await apiClient.get<StaffPage<Product>>('/products/my-products', {
    params: { sellerId, page, size, ...(q ? { q } : {}), ...(options.lowStock ? { lowStock: true } : {}) },
  });
  return data;
}
