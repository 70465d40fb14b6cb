import { apiClient, type Product } from '@shop/shared';

/** Soft delete: the product stays, flagged deleted. */
export async function deleteProduct(id: number): Promise<Product> {
  const { data } = await apiClient.delete<Product>(`/products/${id}`);
  return data;
}
