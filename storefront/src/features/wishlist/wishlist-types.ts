import type { WishlistItem, WishlistProduct } from '@shop/shared';

/** A wishlist row as the API answers it (the product's stock and deleted flag come along). */
export type WishlistEntry = WishlistItem & {
  product?: WishlistProduct & { stock?: number; deleted?: boolean };
};

/** The SPEC allows productId on the item or on the product (as productId or id). */
export function wishlistProductId(entry: WishlistEntry): number | undefined {
  return entry.productId ?? entry.product?.productId ?? entry.product?.id;
}
