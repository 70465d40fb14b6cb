import { apiClient, type Product } from '@shop/shared';
import type { ProductInput } from '../types';

export async function createProduct(input: ProductInput): Promise<Product> {
  const { data } = await apiClient.post<Product>('/products', input);
  return data;
}
