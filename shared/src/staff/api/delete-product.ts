import { apiClient } from '../../api/api-client';
import type { Product } from '../../types/domain';

/** Soft delete: the product stays, flagged deleted. */
export async function deleteProduct(id: number): Promise<Product> {
  const { data } = await apiClient.delete<Product>(`/products/${id}`);
  return data;
}
