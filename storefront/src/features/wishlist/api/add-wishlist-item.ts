import { apiClient } from '@shop/shared';
import type { WishlistEntry } from '../wishlist-types';

/** POST /wishlist/add: a duplicate answers 409 "Item already in wishlist.". */
export async function addWishlistItem(userId: number, productId: number): Promise<WishlistEntry[]> {
  const { data } = await apiClient.post<{ items: WishlistEntry[] }>('/wishlist/add', { userId, productId });
  return data.items;
}
