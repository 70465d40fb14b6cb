import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A seller's summary (header bell, home page) counted from an index alone: their orders waiting or disputed, and
// their live products low in stock. Before, SQLite read every low-stock product of the shop (~12% of the catalogue)
// to keep one seller's, and every item of the seller to check its status.
export function sellerCountsIndexesMigration(_dialect: DialectName): Migration {
  async function up(db: Kysely<unknown>): Promise<void> {
    // Replaces (seller_id, status): the same prefix, now covering the order ids counted.
    await db.schema.dropIndex('order_items_seller_status_idx').execute();
    await sql`create index order_items_seller_status_order_idx on order_items (seller_id, status, order_id)`.execute(db);
    await sql`create index products_seller_live_stock_idx on products (seller_id, deleted, stock)`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('products_seller_live_stock_idx').execute();
    await db.schema.dropIndex('order_items_seller_status_order_idx').execute();
    await sql`create index order_items_seller_status_idx on order_items (seller_id, status)`.execute(db);
  }

  return { up, down };
}
