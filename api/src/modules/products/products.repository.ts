import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Static } from 'typebox';
import { nowIso } from '../../db/helpers';
import { inList, preparedRead } from '../../db/prepared';
import type { Database, ProductsTable } from '../../db/schema';
import { ratingOf } from '../../lib/ratings';
import { alertStateOf, notifyWishlisters } from '../../lib/wishlist-alerts';
import { LOW_STOCK_BELOW, type ProductSchema } from './products.schemas';

export type Db = Kysely<Database>;

/** A product as the API answers it (the schema is the contract). */
export type ProductDto = Static<typeof ProductSchema>;

/** What a create or update writes; price already in cents, text already trimmed. */
export interface ProductInput {
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string;
  category: string;
  stock: number;
}

export type ProductRow = Pick<
  Selectable<ProductsTable>,
  'id' | 'name' | 'description' | 'price_cents' | 'image_url' | 'category' | 'stock' | 'seller_id' | 'deleted' | 'created_at' | 'rating_count' | 'rating_sum'
> & { seller_name: string };

export const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.description',
  'products.price_cents',
  'products.image_url',
  'products.category',
  'products.stock',
  'products.seller_id',
  'products.deleted',
  'products.created_at',
  'products.rating_count',
  'products.rating_sum',
  'users.username as seller_name',
] as const;

export function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price_cents / 100,
    imageUrl: row.image_url,
    category: row.category,
    stock: row.stock,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    deleted: row.deleted,
    lowStock: row.stock > 0 && row.stock < LOW_STOCK_BELOW,
    createdAt: row.created_at,
    ...ratingOf(row),
  };
}

/** A product page's product: the product with how many of its reviews gave 5, 4, 3, 2 and 1 stars. */
export type ProductDetail = ProductDto & { ratingBreakdown: number[] };

// The star counts are columns of the product row, kept by the review triggers (migration 0069): one row read, however
// many reviews the product has.
const STAR_COLUMNS = ['products.stars_5', 'products.stars_4', 'products.stars_3', 'products.stars_2', 'products.stars_1'] as const;

const detailRow = preparedRead((db: Db, { id }: { id: number }) => productsWithSeller(db).select(PRODUCT_COLUMNS).select(STAR_COLUMNS).where('products.id', '=', id));
const detailRows = preparedRead((db: Db, { ids }: { ids: readonly number[] }, dialect) =>
  productsWithSeller(db).select(PRODUCT_COLUMNS).select(STAR_COLUMNS).where(inList(dialect, 'products.id', ids)),
);

export type ProductDetailRow = ProductRow & Pick<Selectable<ProductsTable>, 'stars_5' | 'stars_4' | 'stars_3' | 'stars_2' | 'stars_1'>;

/** A product page's row by id, or several in one statement (deleted products too; unknown ids left out). */
export const productDetailReads = (db: Db) => ({
  one: (id: number): Promise<ProductDetailRow[]> => detailRow(db, { id }),
  many: (ids: readonly number[]): Promise<ProductDetailRow[]> => detailRows(db, { ids }),
});

export function toProductDetail(row: ProductDetailRow): ProductDetail {
  return { ...toProductDto(row), ratingBreakdown: [row.stars_5, row.stars_4, row.stars_3, row.stars_2, row.stars_1] };
}

/** Products joined with their seller, for any listing that answers ProductDto. */
export function productsWithSeller(db: Db) {
  return db.selectFrom('products').innerJoin('users', 'users.id', 'products.seller_id');
}

const productRow = preparedRead((db: Db, { id }: { id: number }) => productsWithSeller(db).select(PRODUCT_COLUMNS).where('products.id', '=', id));

export async function findProductById(db: Db, id: number): Promise<ProductDto | null> {
  const [row] = await productRow(db, { id });
  return row ? toProductDto(row) : null;
}

/** A listing's row: the product with its seller's name, and whether shoppers are kept from it (its seller is disabled). */
export type ListingRow = ProductRow & { seller_hidden: boolean | number };

// The same test as notOfDisabledSeller, on the joined seller.
const sellerHidden = sql<boolean>`(users.disabled = true and users.role = 'SELLER')`.as('seller_hidden');
const listingRow = preparedRead((db: Db, { id }: { id: number }) => productsWithSeller(db).select(PRODUCT_COLUMNS).select(sellerHidden).where('products.id', '=', id));
const listingRows = preparedRead((db: Db, { ids }: { ids: readonly number[] }, dialect) =>
  productsWithSeller(db).select(PRODUCT_COLUMNS).select(sellerHidden).where(inList(dialect, 'products.id', ids)),
);

/** Listing rows by id, one or several in a statement (unknown ids left out, any order). */
export const listingRowReads = (db: Db) => ({
  one: (id: number): Promise<ListingRow[]> => listingRow(db, { id }),
  many: (ids: readonly number[]): Promise<ListingRow[]> => listingRows(db, { ids }),
});

/** The product columns a form (or an import line) sets. */
export function columnsOf(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    price_cents: input.priceCents,
    image_url: input.imageUrl,
    category: input.category,
    stock: input.stock,
  };
}

export async function createProduct(db: Db, sellerId: number, input: ProductInput): Promise<ProductDto> {
  const now = nowIso();
  const { id } = await db
    .insertInto('products')
    .values({ ...columnsOf(input), seller_id: sellerId, deleted: false, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findProductById(db, id))!;
}

/**
 * Updates a live product and, in the same transaction, notifies the buyers wishing for it of a restock or a lower
 * price. The update is a compare-and-set on the stock and price it read, so a concurrent checkout or edit makes it
 * read again rather than judge the change from stale values. Null when unknown or deleted meanwhile.
 */
export async function updateLiveProduct(db: Db, id: number, input: ProductInput, onNotified: (userIds: number[]) => void = () => undefined): Promise<ProductDto | null> {
  let notified: number[] = [];
  for (;;) {
    const outcome = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('products').select(['id', 'name', 'stock', 'price_cents', 'deleted']).where('id', '=', id).executeTakeFirst();
      if (!before || before.deleted) return 'gone' as const;
      const changedAt = nowIso();
      const result = await trx
        .updateTable('products')
        .set({ ...columnsOf(input), updated_at: changedAt })
        .where('id', '=', id)
        .where('deleted', '=', false)
        .where('stock', '=', before.stock)
        .where('price_cents', '=', before.price_cents)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return 'raced' as const;
      const after = alertStateOf({ ...before, name: input.name, stock: input.stock, price_cents: input.priceCents });
      notified = await notifyWishlisters(trx, alertStateOf(before), after, changedAt);
      return 'updated' as const;
    });
    if (outcome === 'gone') return null;
    if (outcome === 'updated') {
      // After the commit: a bell re-reading its count at once must find the new notifications.
      onNotified(notified);
      return findProductById(db, id);
    }
  }
}

/** Soft delete: the row stays (orders, reviews and the admin table still show it). Null when already deleted or unknown. */
export async function softDeleteProduct(db: Db, id: number): Promise<ProductDto | null> {
  const result = await db
    .updateTable('products')
    .set({ deleted: true, updated_at: nowIso() })
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findProductById(db, id) : null;
}

/**
 * Not a product of a disabled seller. The literal terms are those of the partial index users_disabled_sellers_idx
 * (migration 0057), so the few disabled sellers are read from it, not every user.
 */
const disabledSellers = sql`select id from users where disabled = true and role = 'SELLER'`;
export const notOfDisabledSeller = sql<SqlBool>`products.seller_id not in (${disabledSellers})`;
/** A product of a disabled seller (the same terms, so the same partial index). */
export const ofDisabledSeller = sql<SqlBool>`products.seller_id in (${disabledSellers})`;

/**
 * Distinct categories of live products of sellers not disabled, sorted case-insensitively (then by code point, so
 * the order is stable).
 */
export async function listLiveCategories(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('products').select('category').distinct().where('deleted', '=', false).where(notOfDisabledSeller).execute();
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .map((row) => row.category)
    .sort((a, b) => byCodePoint(a.toLowerCase(), b.toLowerCase()) || byCodePoint(a, b));
}

export async function isSeller(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'SELLER').executeTakeFirst();
  return row !== undefined;
}
