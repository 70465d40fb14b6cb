import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// PostgreSQL only. Every checkout updates products.stock (an indexed column), so each update adds entries to the
// GIN trigram index's pending list, which every text search then scans until a vacuum: text search fell from
// ~315 to ~65 req/s after a checkout burst (docs/BENCHMARKS.md, "Findings"). A 64 kB pending list keeps it small
// at no visible cost to checkout. SQLite's FTS5 index has no such list.
export function searchIndexPendingListMigration(dialect: DialectName): Migration {
  async function up(db: Kysely<unknown>): Promise<void> {
    if (dialect === 'postgres') await sql`alter index products_search_trgm_idx set (gin_pending_list_limit = 64)`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    if (dialect === 'postgres') await sql`alter index products_search_trgm_idx reset (gin_pending_list_limit)`.execute(db);
  }

  return { up, down };
}
