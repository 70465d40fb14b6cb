import { useCallback } from 'react';
import { useSessionStore } from '@shop/shared';
import { addCartItem } from '../api/add-cart-item';
import { fetchCart } from '../api/fetch-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import type { CartLine } from '../../../storefront-types';

/**
 * Cart changes for a buyer: each replaces the session cart with the server's answer (the header
 * badge follows). Failures are only logged (PRODUCT.md §8); each action answers whether it worked.
 */
export function useCartActions(userId: number | null) {
  const setCart = useSessionStore((state) => state.setCart);

  const apply = useCallback(
    async (what: string, call: () => Promise<CartLine[]>): Promise<boolean> => {
      if (userId === null) return false;
      try {
        setCart(await call());
        return true;
      } catch (error) {
        console.error(`Cart ${what} failed`, error);
        return false;
      }
    },
    [setCart, userId],
  );

  return {
    refresh: useCallback(() => apply('refresh', () => fetchCart(userId!)), [apply, userId]),
    add: useCallback((productId: number, quantity: number) => apply('add', () => addCartItem(userId!, productId, quantity)), [apply, userId]),
    update: useCallback(
      (productId: number, quantity: number) => apply('update', () => updateCartItem(userId!, productId, quantity)),
      [apply, userId],
    ),
    remove: useCallback((productId: number) => apply('remove', () => removeCartItem(userId!, productId)), [apply, userId]),
  };
}
