import { apiClient } from '@shop/shared';
import type { CartLine } from '../../../storefront-types';

/** PUT /cart/: quantity is the new total (0 removes); answers the whole cart. */
export async function updateCartItem(userId: number, productId: number, quantity: number): Promise<CartLine[]> {
  const { data } = await apiClient.put<{ items: CartLine[] }>('/cart/', { userId, productId, quantity });
  return data.items;
}
