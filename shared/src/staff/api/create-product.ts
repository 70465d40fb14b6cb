import { apiClient } from '../../api/api-client';
import type { Product } from '../../types/domain';
import type { ProductInput } from '../types';

export async function createProduct(input: ProductInput): Promise<Product> {
  const { data } = await apiClient.post<Product>('/products', input);
  return data;
}
