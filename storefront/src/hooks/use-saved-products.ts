import { useCallback, useMemo } from 'react';
import { apiClient, useQuery, type WishlistSaved } from '@shop/shared';
import { queryKeys } from '../lib/query-keys';
import { useShopper } from './use-shopper';

/** GET /wishlist/saved: which of these products the buyer saved (one call for a page of cards). */
async function getSavedProductIds(userId: number, productIds: string, signal: AbortSignal): Promise<number[]> {
  const { data } = await apiClient.get<WishlistSaved>('/wishlist/saved', { params: { userId, productIds }, signal });
  return data.productIds;
}

/**
 * For a signed-in buyer, which of the shown products are in their wishlist; nothing for guests and staff, so the
 * public product lists stay the same answer for everyone. `markSaved` records an add without asking again.
 */
export function useSavedProducts(productIds: number[]) {
  const shopper = useShopper();
  const ids = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  const key = shopper.kind === 'buyer' && ids ? queryKeys.savedProducts(shopper.userId, ids) : null;
  const { state, setData } = useQuery(
    key,
    (signal) => (shopper.kind === 'buyer' ? getSavedProductIds(shopper.userId, ids, signal) : Promise.resolve([])),
    // PRODUCT.md §8: wishlist failures are only logged; the cards then simply show nothing saved.
    { onError: (error) => console.error('Could not load saved products', error) },
  );
  const saved = useMemo(() => new Set(state.status === 'ready' ? state.data : []), [state]);
  const markSaved = useCallback((productId: number) => setData((current) => [...current, productId]), [setData]);
  return { saved, markSaved };
}
