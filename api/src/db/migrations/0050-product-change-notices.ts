import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

/** The NOTIFY channel of product changes (payload: product ids joined by ',', or '*' when any product page may differ). */
export const PRODUCT_CHANGES_CHANNEL = 'shop_product_changes';

/**
 * Set on the API's own pooled connections (database.ts): their sales (stock-only changes) are announced by the API
 * after the commit, in batches, instead of one NOTIFY per sale inside the checkout (PostgreSQL serialises the commits
 * of notifying transactions, WAL flush included, which took a third off checkout throughput).
 */
export const ANNOUNCES_SALES_SETTING = 'shop.announces_sales';

// PostgreSQL only: each API process keeps product pages' answers in memory (lib/product-pages.ts) and drops one when
// its product changes. Triggers announce every change whoever writes it (an edit, a review's rating counts, a delete,
// a seller's new name, a tool's direct UPDATE), except the sales the API announces itself. SQLite reads the row on
// every request instead.
export function productChangeNoticesMigration(dialect: DialectName): Migration {
  const channel = sql.lit(PRODUCT_CHANGES_CHANNEL);
  const setting = sql.lit(ANNOUNCES_SALES_SETTING);
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create function announce_product_change() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${channel}, (case when tg_op = 'DELETE' then old.id else new.id end)::text);
          return null;
        end $$`.execute(db);
      await sql`create trigger products_announce_update after update on products for each row
        when (old.* is distinct from new.*
          and not (coalesce(current_setting(${setting}, true), '') = 'on' and to_jsonb(old) - 'stock' = to_jsonb(new) - 'stock'))
        execute function announce_product_change()`.execute(db);
      await sql`create trigger products_announce_delete after delete on products
        for each row execute function announce_product_change()`.execute(db);
      // A seller's name is on every one of their product pages: rare enough to announce as "everything".
      await sql`create function announce_seller_renamed() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${channel}, '*');
          return null;
        end $$`.execute(db);
      await sql`create trigger users_announce_rename after update of username on users for each row
        when (old.username is distinct from new.username and new.role = 'SELLER') execute function announce_seller_renamed()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger users_announce_rename on users`.execute(db);
      await sql`drop trigger products_announce_delete on products`.execute(db);
      await sql`drop trigger products_announce_update on products`.execute(db);
      await sql`drop function announce_seller_renamed()`.execute(db);
      await sql`drop function announce_product_change()`.execute(db);
    },
  };
}
