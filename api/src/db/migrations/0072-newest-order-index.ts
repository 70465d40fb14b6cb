import { sql } from 'kysely';
import type { DialectName } from '../database';
import { postgresIndexColumnsMigration } from './index-columns';

// PostgreSQL: the newest-first order of the products shoppers see (`deleted`, then created_at and id descending) had
// no index holding it: products_deleted_created_idx (0001) ends at created_at, and SQLite's holds the id only because
// every SQLite index ends with the rowid. PostgreSQL sorted the whole catalogue for each chunk of that order the
// memory listings read (92 ms for a chunk at 100,000 products, an external merge sort, against 20 ms for the
// price order's index-only scan). The index now ends with the id, which any use of the old one can make as well.
export const newestOrderIndexMigration = (dialect: DialectName) =>
  postgresIndexColumnsMigration(dialect, 'products', 'products_deleted_created_idx', { up: sql`deleted, created_at, id`, down: sql`deleted, created_at` });
