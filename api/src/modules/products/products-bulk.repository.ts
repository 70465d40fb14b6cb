import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { nowIso } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { alertStateOf, notifyWishlisters } from '../../lib/wishlist-alerts';
import { httpError } from '../../plugins/errors';
import { matchingProducts, type ProductFilter } from './products-filter';
import { searchWords } from './search/search-texts';
import type { Db } from './products.repository';
import { MAX_BULK_PRODUCTS, TOO_MANY } from './products-bulk.schemas';
import { MAX_PRICE } from './products.schemas';

/** What a bulk change does to each chosen product. */
export type BulkChange =
  | { kind: 'price'; cents: number }
  | { kind: 'pricePercent'; percent: number }
  | { kind: 'stock'; stock: number }
  | { kind: 'category'; category: string }
  | { kind: 'delete' };

/** The chosen products: by id (all must exist, and be the seller's), or all that a products table's filter shows. */
export type BulkSelection = { ids: number[] } | { filter: ProductFilter };

export interface BulkOutcome {
  matched: number;
  changed: number;
  unchanged: number;
  skipped: Array<{ id: number; name: string; reason: string }>;
}

type Trx = Transaction<Database>;
const COLUMNS = ['products.id', 'products.name', 'products.stock', 'products.price_cents', 'products.deleted', 'products.seller_id', 'products.category'] as const;
type Row = { id: number; name: string; stock: number; price_cents: number; deleted: boolean; seller_id: number; category: string };

const DELETED = 'This product has been deleted.';
const PRICE_TOO_HIGH = `The new price would be above ${MAX_PRICE.toLocaleString('en-US')}.`;

/** The chosen rows, locked for the change on PostgreSQL (SQLite's write transaction already holds the database). */
async function chosenRows(trx: Trx, dialect: DialectName, selection: BulkSelection): Promise<Row[]> {
  const lock = <Q extends { forUpdate(): Q }>(query: Q) => (dialect === 'postgres' ? query.forUpdate() : query);
  if ('ids' in selection) {
    const rows = await lock(trx.selectFrom('products').select(COLUMNS).where('products.id', 'in', selection.ids).orderBy('products.id')).execute();
    const found = new Set(rows.map((row) => row.id));
    const missing = selection.ids.find((id) => !found.has(id));
    if (missing !== undefined) throw httpError(404, 'Product not found.', `No product with id ${missing}.`);
    return rows;
  }
  let filter = selection.filter;
  if (filter.q !== undefined) filter = { ...filter, words: (await searchWords(trx, dialect, filter.q)).words };
  const rows = await lock(matchingProducts(trx, dialect, filter, null).select(COLUMNS).orderBy('products.id').limit(MAX_BULK_PRODUCTS + 1)).execute();
  if (rows.length > MAX_BULK_PRODUCTS) throw httpError(400, TOO_MANY, `The filter matches more than ${MAX_BULK_PRODUCTS} products.`);
  return rows;
}

/** The row after the change, or the reason it is left alone. */
function changed(row: Row, change: BulkChange): Partial<Row> | string {
  switch (change.kind) {
    case 'price':
      return { price_cents: change.cents };
    case 'pricePercent': {
      const cents = Math.round((row.price_cents * (100 + change.percent)) / 100);
      return cents > MAX_PRICE * 100 ? PRICE_TOO_HIGH : { price_cents: cents };
    }
    case 'stock':
      return { stock: change.stock };
    case 'category':
      return { category: change.category };
    case 'delete':
      return { deleted: true };
  }
}

/**
 * Applies one change to every chosen product in one transaction: all or nothing. Deleted products are skipped (they
 * cannot be changed), as are prices a percentage would push past the maximum. A lower price or a restock tells the
 * buyers wishing for the product, as a single edit does. `onlySeller`: the caller is that seller, and every chosen
 * product must be theirs (403 otherwise, nothing changed). Answers the outcome and the users to notify after the commit.
 */
export async function applyBulkChange(db: Db, dialect: DialectName, selection: BulkSelection, change: BulkChange, onlySeller: number | undefined) {
  return db.transaction().execute(async (trx) => {
    const rows = await chosenRows(trx, dialect, selection);
    if (onlySeller !== undefined && rows.some((row) => row.seller_id !== onlySeller)) {
      throw httpError(403, 'You may only change your own products.', 'A chosen product belongs to another seller.');
    }
    const outcome: BulkOutcome = { matched: rows.length, changed: 0, unchanged: 0, skipped: [] };
    const notified = new Set<number>();
    const changedAt = nowIso();
    for (const row of rows) {
      if (row.deleted) {
        outcome.skipped.push({ id: row.id, name: row.name, reason: DELETED });
        continue;
      }
      const values = changed(row, change);
      if (typeof values === 'string') {
        outcome.skipped.push({ id: row.id, name: row.name, reason: values });
        continue;
      }
      if (Object.entries(values).every(([column, value]) => row[column as keyof Row] === value)) {
        outcome.unchanged += 1;
        continue;
      }
      await trx.updateTable('products').set({ ...values, updated_at: changedAt }).where('id', '=', row.id).execute();
      for (const userId of await notifyWishlisters(trx, alertStateOf(row), alertStateOf({ ...row, ...values }), changedAt)) notified.add(userId);
      outcome.changed += 1;
    }
    return { outcome, notified: [...notified] };
  });
}
