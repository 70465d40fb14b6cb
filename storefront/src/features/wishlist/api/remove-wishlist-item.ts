import { apiClient, type Wishlist, type WishlistItem } from '@shop/shared';

/** DELETE /wishlist/items/{productId}: answers the remaining items. */
export async function removeWishlistItem(userId: number, productId: number): Promise<WishlistItem[]> {
  const { data } = await apiClient.delete<Wishlist>(`/wishlist/items/${productId}`, { params: { userId } });
  return data.items;
}
