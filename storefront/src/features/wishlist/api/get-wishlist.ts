import { apiClient, type Wishlist, type WishlistItem } from '@shop/shared';

/** GET /wishlist/getWishlist: newest first. */
export async function getWishlist(userId: number): Promise<WishlistItem[]> {
  const { data } = await apiClient.get<Wishlist>('/wishlist/getWishlist', { params: { userId } });
  return data.items;
}
