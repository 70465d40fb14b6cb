import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A category's listing in every sort reads one page in index order: before, only newest-first had a category-led
// index (0002), so by price, name or rating a category page walked the whole catalogue's sort index and checked each
// row's category (page 100 of a category: ~1.8 s on SQLite at 100,000 products).
export function categorySortIndexesMigration(dialect: DialectName): Migration {
  const lowerName = dialect === 'postgres' ? sql`(lower(name) collate "C")` : sql`lower(name)`;
  const names = ['products_live_category_price_idx', 'products_live_category_name_idx', 'products_live_category_rating_idx'];
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index products_live_category_price_idx on products (deleted, category, price_cents, id)`.execute(db);
      await sql`create index products_live_category_name_idx on products (deleted, category, ${lowerName}, id)`.execute(db);
      await sql`create index products_live_category_rating_idx on products (deleted, category, rating_rank, rating_count, id)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const name of names) await db.schema.dropIndex(name).execute();
    },
  };
}
