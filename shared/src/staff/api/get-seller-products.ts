import { apiClient } from '../../api/api-client';
import type { Product } from '../../types/domain';
import type { StaffPage } from '../types';

/** One page of a seller's own products (the seller filter), deleted ones included. */
export async function getSellerProducts(sellerId: number, page: number, size: number, q?: string): Promise<StaffPage<Product>> {
  const { data } = await apiClient.get<StaffPage<Product>>('/products/my-products', {
    params: { sellerId, page, size, ...(q ? { q } : {}) },
  });
  return data;
}
