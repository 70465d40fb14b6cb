import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// Indexes for the order reads every seller/admin page load makes (header bell, summary, order tables),
// so none of them scans all order items or all products as the shop grows.
export function ordersIndexesMigration(_dialect: DialectName): Migration {
  async function up(db: Kysely<unknown>): Promise<void> {
    // Admin summary: orders with a PENDING / DISPUTING item, counted from the index alone.
    await sql`create index order_items_status_order_idx on order_items (status, order_id)`.execute(db);
    // A seller's orders page, newest first, read in index order instead of sorting all their items.
    await sql`create index order_items_seller_order_idx on order_items (seller_id, order_id)`.execute(db);
    // Admin summary: live products with low stock.
    await sql`create index products_live_stock_idx on products (deleted, stock)`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    for (const name of ['products_live_stock_idx', 'order_items_seller_order_idx', 'order_items_status_order_idx']) {
      await db.schema.dropIndex(name).execute();
    }
  }

  return { up, down };
}
