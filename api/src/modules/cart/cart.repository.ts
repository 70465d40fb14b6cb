import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { preparedRead } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { nextAddedAt } from '../../lib/added-at';
import type { CartItemSchema } from './cart.schemas';

type Db = Kysely<Database>;

/** A cart line as the API answers it (the schema is the contract). */
export type CartItemDto = Static<typeof CartItemSchema>;

export interface CartProduct {
  id: number;
  name: string;
  stock: number;
  deleted: boolean;
  /** Its seller is disabled: not for sale until enabled again. */
  seller_disabled: boolean;
}

/** Why a cart change was refused; the route turns each into its status. */
export type CartRefusal =
  | { kind: 'not-found' }
  | { kind: 'deleted'; product: CartProduct }
  | { kind: 'seller-paused'; product: CartProduct }
  | { kind: 'short'; product: CartProduct; requested: number };

// Thrown inside a transaction only to roll it back; never leaves this file.
class Rollback extends Error {
  constructor(readonly refusal: CartRefusal) {
    super('rollback');
  }
}

export async function findCartProduct(db: Db, productId: number): Promise<CartProduct | null> {
  const row = await db
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.seller_id')
    .select(['products.id', 'products.name', 'products.stock', 'products.deleted', 'users.disabled as seller_disabled'])
    .where('products.id', '=', productId)
    .executeTakeFirst();
  return row ?? null;
}

const cartLines = preparedRead((db: Db, { userId }: { userId: number }) =>
  db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.product_id',
      'cart_items.quantity',
      'products.name',
      'products.price_cents',
      'products.image_url',
      'products.stock',
    ])
    .where('cart_items.user_id', '=', userId)
    .where('products.deleted', '=', false)
    .orderBy('cart_items.added_at', 'asc')
    .orderBy('cart_items.product_id', 'asc'),
);

/** The user's lines in the order they were added; lines of deleted products are left out. */
export async function listCart(db: Db, userId: number): Promise<CartItemDto[]> {
  const rows = await cartLines(db, { userId });
  return rows.map((row) => ({
    productId: row.product_id,
    quantity: row.quantity,
    name: row.name,
    price: row.price_cents / 100,
    imageUrl: row.image_url,
    stock: row.stock,
  }));
}

async function inTransaction(db: Db, work: (trx: Db) => Promise<CartRefusal | null>): Promise<CartRefusal | null> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}

/** Adds `quantity` to the user's line (creating it); refused when the product is unknown, deleted, its seller disabled or the total exceeds stock. */
export function addToCart(db: Db, userId: number, productId: number, quantity: number): Promise<CartRefusal | null> {
  return inTransaction(db, async (trx) => {
    const product = await findCartProduct(trx, productId);
    if (!product) return { kind: 'not-found' };
    if (product.deleted) return { kind: 'deleted', product };
    if (product.seller_disabled) return { kind: 'seller-paused', product };
    const addedAt = await nextAddedAt(trx, 'cart_items', userId);
    // The increment happens in the database, so two concurrent adds cannot both read the old quantity.
    const line = await trx
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: productId, quantity, added_at: addedAt })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) })),
      )
      .returning('quantity')
      .executeTakeFirstOrThrow();
    if (line.quantity > product.stock) throw new Rollback({ kind: 'short', product, requested: line.quantity });
    return null;
  });
}

/** Sets the line to `quantity` (0 removes it); refused when the product is unknown, or deleted or short for a positive quantity. */
export function setCartQuantity(db: Db, userId: number, productId: number, quantity: number): Promise<CartRefusal | null> {
  return inTransaction(db, async (trx) => {
    const product = await findCartProduct(trx, productId);
    if (!product) return { kind: 'not-found' };
    if (quantity === 0) {
      await trx.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
      return null;
    }
    if (product.deleted) return { kind: 'deleted', product };
    if (product.seller_disabled) return { kind: 'seller-paused', product };
    if (quantity > product.stock) return { kind: 'short', product, requested: quantity };
    const addedAt = await nextAddedAt(trx, 'cart_items', userId);
    // An existing line keeps its place (added_at); only its quantity changes.
    await trx
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: productId, quantity, added_at: addedAt })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })))
      .execute();
    return null;
  });
}

/** Removes the line if present; refused only when the product does not exist at all. */
export async function removeFromCart(db: Db, userId: number, productId: number): Promise<CartRefusal | null> {
  const product = await findCartProduct(db, productId);
  if (!product) return { kind: 'not-found' };
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  return null;
}
