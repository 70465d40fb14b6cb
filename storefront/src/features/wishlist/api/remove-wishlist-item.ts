import { apiClient } from '@shop/shared';
import type { WishlistEntry } from '../wishlist-types';

/** DELETE /wishlist/items/{productId}: answers the remaining items. */
export async function removeWishlistItem(userId: number, productId: number): Promise<WishlistEntry[]> {
  const { data } = await apiClient.delete<{ items: WishlistEntry[] }>(`/wishlist/items/${productId}`, { params: { userId } });
  return data.items;
}
