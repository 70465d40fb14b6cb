import { apiClient } from '@shop/shared';
import type { WishlistEntry } from '../wishlist-types';

/** GET /wishlist/getWishlist: newest first. */
export async function getWishlist(userId: number): Promise<WishlistEntry[]> {
  const { data } = await apiClient.get<{ items: WishlistEntry[] }>('/wishlist/getWishlist', { params: { userId } });
  return data.items;
}
