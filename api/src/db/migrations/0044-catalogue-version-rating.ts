import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// The catalogue version (0005, 0043) now also moves when a review changes a product's place in the "top rated" order
// (rating_rank or rating_count, kept by 0020's triggers), so each listing's ordered ids can be cached per version
// (catalogue-cache.ts) for every sort. Reviews are rare next to reads, and a sale never touches these columns.
export const REORDERS = sql`old.rating_rank <> new.rating_rank or old.rating_count <> new.rating_count`;

export function catalogueVersionRatingMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  async function up(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      // Deferred to commit like 0043's trigger: the version row is always locked last, after every product row.
      await sql`create constraint trigger products_catalogue_version_rating after update of rating_rank, rating_count on products
        deferrable initially deferred for each row when (${REORDERS}) execute function bump_catalogue_version()`.execute(db);
      return;
    }
    await sql`create trigger products_catalogue_version_rating after update of rating_rank, rating_count on products
      when ${REORDERS} begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
  }
  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) await sql`drop trigger products_catalogue_version_rating on products`.execute(db);
    else await sql`drop trigger products_catalogue_version_rating`.execute(db);
  }
  return { up, down };
}
