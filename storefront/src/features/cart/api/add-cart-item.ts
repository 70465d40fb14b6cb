import { apiClient } from '@shop/shared';
import type { CartLine } from '../../../storefront-types';

/** POST /cart/add: adds to the existing quantity and answers the whole cart. */
export async function addCartItem(userId: number, productId: number, quantity: number): Promise<CartLine[]> {
  const { data } = await apiClient.post<{ items: CartLine[] }>('/cart/add', { userId, productId, quantity });
  return data.items;
}
