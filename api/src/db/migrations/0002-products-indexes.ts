import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// Btree indexes that let every catalogue listing (live products, by category, by price or name, a seller's own)
// read one page in index order instead of sorting the table. Text search has its own trigram index (0001).
export function productsIndexesMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  // Name order is byte order of the lower-cased name on both dialects, so pages agree whatever the server locale.
  const lowerName = pgsql ? sql`(lower(name) collate "C")` : sql`lower(name)`;

  async function up(db: Kysely<unknown>): Promise<void> {
    // The admin's all-products table (deleted included) pages newest first; live listings use 0001's (deleted, created_at).
    await sql`create index products_created_idx on products (created_at, id)`.execute(db);
    await sql`create index products_live_category_created_idx on products (deleted, category, created_at, id)`.execute(db);
    await sql`create index products_live_price_idx on products (deleted, price_cents, id)`.execute(db);
    await sql`create index products_live_name_idx on products (deleted, ${lowerName}, id)`.execute(db);
    await sql`create index products_seller_created_idx on products (seller_id, created_at, id)`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    for (const name of [
      'products_seller_created_idx',
      'products_live_name_idx',
      'products_live_price_idx',
      'products_live_category_created_idx',
      'products_created_idx',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
  }

  return { up, down };
}
