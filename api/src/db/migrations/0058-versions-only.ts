import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database';
import { productChangeNoticesMigration } from './0050-product-change-notices';
import { cheaperProductNoticesMigration } from './0051-cheaper-product-notices';
import { productsAddedNoticeMigration } from './0053-products-added-notice';
import { accountChangeNoticesMigration } from './0054-account-change-notices';
import { WATCHED } from './0005-catalogue-version';
import { CROSSES } from './0043-catalogue-version-stock-price';
import { REORDERS } from './0044-catalogue-version-rating';

// One freshness rule (api/README.md, "Fresh answers"): a kept answer holds while the versions it was read under read
// the same, and versions move in the writing transaction. The change notices (0050, 0051, 0053, 0054 and 0057's
// trigger) go: nothing listens to them any more. A seller's disable or enable now moves the catalogue version (0005),
// since it moves which products shoppers' listings hold. And the catalogue version now moves to a random value instead
// of the next number: a restored backup rewinds a counter, after which the same number would name another catalogue
// (an answer kept under it, or a browser's ETag, would pass for current); a random value names one state only.
export const SELLER_STANDING_MOVED = sql`old.disabled <> new.disabled and new.role = 'SELLER'`;
/** Random versions stay within JavaScript's safe integers, so they read back exactly. */
export const SAFE_INTEGERS = Number.MAX_SAFE_INTEGER;
/** A new random version in each database's SQL (SQLite's random() is a 64-bit integer, PostgreSQL's a fraction). */
export const RANDOM_VERSION: Record<DialectName, RawBuilder<number>> = {
  sqlite: sql`abs(random()) % ${sql.lit(SAFE_INTEGERS)}`,
  postgres: sql`floor(random() * ${sql.lit(SAFE_INTEGERS)})::bigint`,
};

/** SQLite: the catalogue version's triggers (0005, 0043, 0044 and the seller's standing), each moving it by `move`. */
async function sqliteCatalogueTriggers(db: Kysely<unknown>, move: 'random' | 'next'): Promise<void> {
  const moved = move === 'random' ? RANDOM_VERSION.sqlite : sql`version + 1`;
  const bump = sql`begin update catalogue_version set version = ${moved} where id = 1; end`;
  const triggers = [
    ['products_catalogue_version_insert', sql`after insert on products`],
    ['products_catalogue_version_delete', sql`after delete on products`],
    ['products_catalogue_version_update', sql`after update of ${WATCHED} on products`],
    ['products_catalogue_version_stock_price', sql`after update of stock, price_cents on products when ${CROSSES}`],
    ['products_catalogue_version_rating', sql`after update of rating_rank, rating_count on products when ${REORDERS}`],
    ['users_catalogue_version', sql`after update of disabled on users when ${SELLER_STANDING_MOVED}`],
  ] as const;
  for (const [name, when] of triggers) {
    await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    if (move === 'next' && name === 'users_catalogue_version') continue;
    await sql`create trigger ${sql.id(name)} ${when} ${bump}`.execute(db);
  }
}

export function versionsOnlyMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (pgsql) {
        for (const [trigger, table] of [
          ['users_announce_seller_standing', 'users'],
          ['users_announce_delete', 'users'],
          ['users_announce_standing', 'users'],
          ['products_announce_insert', 'products'],
          ['users_announce_rename', 'users'],
          ['products_announce_delete', 'products'],
          ['products_announce_update', 'products'],
        ] as const) {
          await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
        }
        for (const fn of ['announce_account_change', 'announce_products_added', 'announce_seller_renamed', 'announce_product_change']) {
          await sql`drop function ${sql.id(fn)}()`.execute(db);
        }
        await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
          begin
            update catalogue_version set version = ${RANDOM_VERSION.postgres} where id = 1;
            return null;
          end $$`.execute(db);
        await sql`create trigger users_catalogue_version after update of disabled on users for each row
          when (${SELLER_STANDING_MOVED}) execute function bump_catalogue_version()`.execute(db);
        return;
      }
      await sqliteCatalogueTriggers(db, 'random');
    },
    async down(db: Kysely<unknown>) {
      if (!pgsql) return sqliteCatalogueTriggers(db, 'next');
      await sql`drop trigger users_catalogue_version on users`.execute(db);
      await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
        begin
          update catalogue_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      // The notices as they were: 0050 as 0051 left it, 0053, 0054 as 0055 left it, and 0057's trigger.
      await productChangeNoticesMigration(dialect).up(db);
      await cheaperProductNoticesMigration(dialect).up(db);
      await productsAddedNoticeMigration(dialect).up(db);
      await accountChangeNoticesMigration(dialect).up(db);
      // As 0055 left it: the token generation announced too.
      await sql`drop trigger users_announce_standing on users`.execute(db);
      await sql`create trigger users_announce_standing after update on users for each row
        when ((old.username, old.role, old.disabled, old.tokens_valid_after, old.token_generation)
          is distinct from (new.username, new.role, new.disabled, new.tokens_valid_after, new.token_generation))
        execute function announce_account_change()`.execute(db);
      await sql`create trigger users_announce_seller_standing after update of disabled on users for each row
        when (old.disabled is distinct from new.disabled and new.role = 'SELLER') execute function announce_seller_renamed()`.execute(db);
    },
  };
}
