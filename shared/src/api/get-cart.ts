import type { Cart, CartItem } from '../types/domain';
import { apiClient } from './api-client';

export async function getCart(userId: number): Promise<CartItem[]> {
  const { data } = await apiClient.get<Cart>('/cart/', { params: { userId } });
  return data.items;
}
