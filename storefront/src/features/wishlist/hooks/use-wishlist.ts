import { useCallback, useEffect, useState } from 'react';
import type { WishlistItem } from '@shop/shared';
import { getWishlist } from '../api/get-wishlist';
import { removeWishlistItem } from '../api/remove-wishlist-item';

export type WishlistState = { status: 'loading' } | { status: 'ready'; items: WishlistItem[] };

/** The buyer's wishlist; load and remove failures are only logged (PRODUCT.md §8). */
export function useWishlist(userId: number) {
  const [state, setState] = useState<WishlistState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getWishlist(userId).then(
      (items) => active && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.error('Could not load the wishlist', error);
        if (active) setState({ status: 'ready', items: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [userId]);

  const remove = useCallback(
    async (productId: number) => {
      try {
        const items = await removeWishlistItem(userId, productId);
        setState({ status: 'ready', items });
      } catch (error) {
        console.error('Could not remove the wishlist item', error);
      }
    },
    [userId],
  );

  return { state, remove };
}
