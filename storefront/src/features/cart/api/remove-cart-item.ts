import { apiClient } from '@shop/shared';
import type { CartLine } from '../../../storefront-types';

/** DELETE /cart/remove: answers the whole cart. */
export async function removeCartItem(userId: number, productId: number): Promise<CartLine[]> {
  const { data } = await apiClient.delete<{ items: CartLine[] }>('/cart/remove', { params: { userId, productId } });
  return data.items;
}
