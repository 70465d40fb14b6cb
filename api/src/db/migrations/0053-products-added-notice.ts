import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { PRODUCT_CHANGES_CHANNEL } from './0050-product-change-notices';

/** The payload saying products were added (no product page changed; any listing may hold them now). */
export const PRODUCTS_ADDED_PAYLOAD = '+';

// PostgreSQL only: listings' answers are kept in memory while no notice came (lib/product-pages.ts,
// ListingAnswerCache), and 0050 announced every change but a new product. One notice per inserting statement (a
// transaction's identical notices are sent once), so a bulk load costs one. Processes older than this read '+' as
// '*' (everything changed): safe while both run.
export function productsAddedNoticeMigration(dialect: DialectName): Migration {
  const channel = sql.lit(PRODUCT_CHANGES_CHANNEL);
  const payload = sql.lit(PRODUCTS_ADDED_PAYLOAD);
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create function announce_products_added() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${channel}, ${payload});
          return null;
        end $$`.execute(db);
      await sql`create trigger products_announce_insert after insert on products
        for each statement execute function announce_products_added()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger products_announce_insert on products`.execute(db);
      await sql`drop function announce_products_added()`.execute(db);
    },
  };
}
