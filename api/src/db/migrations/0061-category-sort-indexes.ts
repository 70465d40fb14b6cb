import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A category's listing in every sort reads one page in index order: before, only newest-first had a category-led
// index (0002), so by price, name or rating a category page walked the whole catalogue's sort index and checked each
// row's category. Each index also carries the seller, so the shop's "not a disabled seller" test needs no table read
// (SQLite: a trailing column; PostgreSQL: INCLUDE, for index-only scans). Every category page in every sort, cold, at
// 100,000 products: SQLite 306 → 3,165 req/s (bench/results/trials/2026-11-26T0520-… against …T0524-…).
export function categorySortIndexesMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  const lowerName = pgsql ? sql`(lower(name) collate "C")` : sql`lower(name)`;
  const withSeller = (columns: ReturnType<typeof sql>) => (pgsql ? sql`(${columns}) include (seller_id)` : sql`(${columns}, seller_id)`);
  const indexes = {
    products_live_category_created_idx: sql`deleted, category, created_at, id`,
    products_live_category_price_idx: sql`deleted, category, price_cents, id`,
    products_live_category_name_idx: sql`deleted, category, ${lowerName}, id`,
    products_live_category_rating_idx: sql`deleted, category, rating_rank, rating_count, id`,
  };
  return {
    async up(db: Kysely<unknown>) {
      // 0002's newest-first index, made again with the seller.
      await db.schema.dropIndex('products_live_category_created_idx').execute();
      for (const [name, columns] of Object.entries(indexes)) await sql`create index ${sql.id(name)} on products ${withSeller(columns)}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const name of Object.keys(indexes)) await db.schema.dropIndex(name).execute();
      await sql`create index products_live_category_created_idx on products (${indexes.products_live_category_created_idx})`.execute(db);
    },
  };
}
