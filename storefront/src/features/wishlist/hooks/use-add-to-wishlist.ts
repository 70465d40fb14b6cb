import { useCallback } from 'react';
import { showNotice } from '@shop/shared';
import { STOREFRONT_TEXT } from '../../../storefront-text';
import { addWishlistItem } from '../api/add-wishlist-item';

const text = STOREFRONT_TEXT.product;

/** Adds a product and says so in a 5-second notice; any failure is the duplicate notice (PRODUCT.md §8). */
export function useAddToWishlist(userId: number | null) {
  return useCallback(
    async (productId: number) => {
      if (userId === null) return;
      try {
        await addWishlistItem(userId, productId);
        showNotice(text.addedToWishlist, 'success');
      } catch (error) {
        console.error('Adding to the wishlist failed', error);
        showNotice(text.alreadyInWishlist, 'error');
      }
    },
    [userId],
  );
}
