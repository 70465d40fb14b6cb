import { sql } from 'kysely';
import type { DialectName } from '../database';
import { postgresIndexColumnsMigration } from './index-columns';

// PostgreSQL: a product's reviews page (newest or oldest first, ties by id) had no index holding its whole order:
// reviews_product_created_idx (0001) ends at created_at (SQLite's holds the id too: every SQLite index ends with the
// rowid). The page's statement is prepared, and PostgreSQL's generic plan for it (estimating a product's reviews from
// the average, 1-2) read every review of the product, joined each to its author and sorted them: 14 ms for the
// most-reviewed product's first page of 5 (1,130 reviews, 100,000 products), where the page's ids read from this index
// alone (reviews.repository.ts) cost 0.08 ms. The index now ends with the id, which any use of the old one can make
// as well.
export const reviewsPageIndexMigration = (dialect: DialectName) =>
  postgresIndexColumnsMigration(dialect, 'reviews', 'reviews_product_created_idx', { up: sql`product_id, created_at, id`, down: sql`product_id, created_at` });
