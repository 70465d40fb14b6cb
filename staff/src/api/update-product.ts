import { apiClient, type Product } from '@shop/shared';
import type { ProductInput } from '../types';

export async function updateProduct(id: number, input: ProductInput): Promise<Product> {
  const { data } = await apiClient.put<Product>(`/products/${id}`, input);
  return data;
}
