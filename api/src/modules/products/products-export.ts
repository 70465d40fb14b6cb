import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { Database } from '../../db/schema';
import { CSV_FORMAT, dollarsCell, inPages, neutralisedCell } from '../../lib/csv';

/** The columns of a product export, in order: what an import reads back (the seller columns are for reading only). */
export const PRODUCT_CSV_COLUMNS = ['id', 'name', 'description', 'category', 'price', 'stock', 'imageUrl', 'deleted', 'sellerId', 'sellerName'] as const;

/** A page of products after the id `after`, by id, with their seller's name. */
function productsAfter(db: Kysely<Database>, sellerId: number | undefined, after: number | undefined, size: number) {
  let query = db
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.seller_id')
    .select(['products.id', 'products.name', 'products.description', 'products.category', 'products.price_cents', 'products.stock', 'products.image_url', 'products.deleted', 'products.seller_id', 'users.username'])
    .where('products.id', '>', after ?? 0)
    .orderBy('products.id')
    .limit(size);
  if (sellerId !== undefined) query = query.where('products.seller_id', '=', sellerId);
  return query.execute();
}

async function* productRows(db: Kysely<Database>, sellerId: number | undefined) {
  for await (const row of inPages((after: number | undefined, size) => productsAfter(db, sellerId, after, size), (row) => row.id)) {
    yield [
      row.id,
      neutralisedCell(row.name),
      neutralisedCell(row.description),
      neutralisedCell(row.category),
      dollarsCell(row.price_cents),
      row.stock,
      neutralisedCell(row.image_url),
      row.deleted ? 'true' : 'false',
      row.seller_id,
      neutralisedCell(row.username),
    ];
  }
}

/**
 * The products of one seller (or, without one, every product) as CSV (CSV_FORMAT): one row per product by id, text
 * cells neutralised against formulas (lib/csv.ts).
 */
export function productsCsv(db: Kysely<Database>, sellerId: number | undefined): Readable {
  return Readable.from(productRows(db, sellerId)).pipe(stringify({ ...CSV_FORMAT, columns: [...PRODUCT_CSV_COLUMNS] }));
}
