import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// PostgreSQL: the name-ordered indexes (0002, 0061) order by `lower(name)`, an expression, and the planner scans an
// index alone only when it holds every column the query names: `lower(name)` names `name`, which those indexes did
// not hold, so a page by name visited the table for every id it skipped, where a page by price reads index pages
// alone. INCLUDE (name), beside the seller the "not a disabled seller" test reads, makes both index-only; SQLite reads
// the expression from its index as it is and needs nothing.
const PG_INDEXES = {
  products_live_category_name_idx: { columns: sql`deleted, category, (lower(name) collate "C"), id`, before: sql`seller_id`, now: sql`seller_id, name` },
  products_live_name_idx: { columns: sql`deleted, (lower(name) collate "C"), id`, before: null, now: sql`seller_id, name` },
};

export function nameSortIndexOnlyMigration(dialect: DialectName): Migration {
  const build = async (db: Kysely<unknown>, which: 'before' | 'now') => {
    if (dialect !== 'postgres') return;
    for (const [name, index] of Object.entries(PG_INDEXES)) {
      const include = index[which];
      await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on products (${index.columns})${include ? sql` include (${include})` : sql``}`.execute(db);
    }
  };
  return { up: (db) => build(db, 'now'), down: (db) => build(db, 'before') };
}
