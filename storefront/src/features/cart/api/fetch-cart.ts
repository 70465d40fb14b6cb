import { apiClient } from '@shop/shared';
import type { CartLine } from '../../../storefront-types';

/** GET /cart/: the buyer's cart with each product's stock (bounds the + button). */
export async function fetchCart(userId: number): Promise<CartLine[]> {
  const { data } = await apiClient.get<{ items: CartLine[] }>('/cart/', { params: { userId } });
  return data.items;
}
