import { apiClient, type Wishlist, type WishlistItem } from '@shop/shared';

/** POST /wishlist/add: a duplicate answers 409 "Item already in wishlist.". */
export async function addWishlistItem(userId: number, productId: number): Promise<WishlistItem[]> {
  const { data } = await apiClient.post<Wishlist>('/wishlist/add', { userId, productId });
  return data.items;
}
