import { useCallback } from 'react';
import { showNotice } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { addWishlistItem } from '../api/add-wishlist-item';

const text = STOREFRONT_TEXT.product;

/** Adds a product and says so in a 5-second notice; any failure is the duplicate notice (PRODUCT.md §8). True when added. */
export function useAddToWishlist(userId: number | null) {
  return useCallback(
    async (productId: number): Promise<boolean> => {
      if (userId === null) return false;
      try {
        await addWishlistItem(userId, productId);
        showNotice(text.addedToWishlist, 'success');
        return true;
      } catch (error) {
        console.error('Adding to the wishlist failed', error);
        showNotice(text.alreadyInWishlist, 'error');
        return false;
      }
    },
    [userId],
  );
}
