import { useCallback } from 'react';
import { useSessionStore, type Product } from '@shop/shared';
import { getSellerProducts, type PageLoader } from '@shop/staff';

/** Loads pages of the signed-in seller's own products through the seller filter (only low-stock ones if asked). */
export function useOwnProductsLoader(lowStock = false): PageLoader<Product> {
  const sellerId = useSessionStore((state) => state.userId);
  return useCallback(
    (page: number, size: number, q?: string) => getSellerProducts(sellerId ?? 0, page, size, q, { lowStock }),
    [sellerId, lowStock],
  );
}
