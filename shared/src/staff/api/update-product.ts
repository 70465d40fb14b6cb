import { apiClient } from '../../api/api-client';
import type { Product } from '../../types/domain';
import type { ProductInput } from '../types';

export async function updateProduct(id: number, input: ProductInput): Promise<Product> {
  const { data } = await apiClient.put<Product>(`/products/${id}`, input);
  return data;
}
