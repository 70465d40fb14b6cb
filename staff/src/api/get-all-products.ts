import { apiClient, type Product } from '@shop/shared';
import type { StaffPage } from '../types';

/** Admin: one page of every seller's products, deleted ones included. */
export async function getAllProducts(page: number, size: number, q?: string): Promise<StaffPage<Product>> {
  const { data } = await apiClient.get<StaffPage<Product>>('/products', { params: { page, size, ...(q ? { q } : {}) } });
  return data;
}
