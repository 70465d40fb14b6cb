import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/helpers';
import { preparedRead } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { nextAddedAt } from '../../lib/added-at';
import { ratingOf } from '../../lib/ratings';

type Db = Kysely<Database>;

export interface WishlistItemDto {
  productId: number;
  product: { id: number; productId: number; name: string; price: number; imageUrl: string; stock: number; deleted: boolean; ratingAverage: number; ratingCount: number };
}

export type WishlistRefusal = { kind: 'not-found' } | { kind: 'deleted'; name: string } | { kind: 'duplicate' };

const wishlistLines = preparedRead((db: Db, { userId }: { userId: number }) =>
  db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select(['products.id', 'products.name', 'products.price_cents', 'products.image_url', 'products.stock', 'products.deleted', 'products.rating_count', 'products.rating_sum'])
    .where('wishlist_items.user_id', '=', userId)
    .orderBy('wishlist_items.added_at', 'desc')
    .orderBy('wishlist_items.product_id', 'desc'),
);

/** The user's wishlist, newest first, deleted products included (flagged). */
export async function listWishlist(db: Db, userId: number): Promise<WishlistItemDto[]> {
  const rows = await wishlistLines(db, { userId });
  return rows.map((row) => ({
    productId: row.id,
    product: {
      id: row.id,
      productId: row.id,
      name: row.name,
      price: row.price_cents / 100,
      imageUrl: row.image_url,
      stock: row.stock,
      deleted: row.deleted,
      ...ratingOf(row),
    },
  }));
}

/** Which of these products the user has saved (a product page's or a results page's worth: one primary-key probe each). */
export async function savedAmong(db: Db, userId: number, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .execute();
  return rows.map((row) => row.product_id);
}

async function findProduct(db: Db, productId: number) {
  const row = await db.selectFrom('products').select(['id', 'name', 'deleted']).where('id', '=', productId).executeTakeFirst();
  return row ?? null;
}

/** Adds a live product once; refused when unknown, deleted or already there. */
export async function addToWishlist(db: Db, userId: number, productId: number): Promise<WishlistRefusal | null> {
  const product = await findProduct(db, productId);
  if (!product) return { kind: 'not-found' };
  if (product.deleted) return { kind: 'deleted', name: product.name };
  try {
    const addedAt = await nextAddedAt(db, 'wishlist_items', userId);
    await db.insertInto('wishlist_items').values({ user_id: userId, product_id: productId, added_at: addedAt }).execute();
    return null;
  } catch (error) {
    // The primary key (user_id, product_id) is the duplicate check, so concurrent adds cannot both win.
    if (isUniqueViolation(error)) return { kind: 'duplicate' };
    throw error;
  }
}

/** Removes the product if present; refused only when the product does not exist at all. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<WishlistRefusal | null> {
  const product = await findProduct(db, productId);
  if (!product) return { kind: 'not-found' };
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  return null;
}
