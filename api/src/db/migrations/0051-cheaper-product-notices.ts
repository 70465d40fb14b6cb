import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { ANNOUNCES_SALES_SETTING } from './0050-product-change-notices';

// PostgreSQL only. 0050 told a stock-only change apart from others by comparing the whole row as JSON on every
// update, every checkout's included. Now any change of stock written through the API's own connections is left to
// the API (a checkout's sale and a product edit both announce after their commit, plugins/product-pages.ts), which
// needs one column comparison; tools' writes, and the API's writes that leave stock alone, are announced as before.
export function cheaperProductNoticesMigration(dialect: DialectName): Migration {
  const setting = sql.lit(ANNOUNCES_SALES_SETTING);
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger products_announce_update on products`.execute(db);
      await sql`create trigger products_announce_update after update on products for each row
        when (old.* is distinct from new.*
          and (old.stock is not distinct from new.stock or coalesce(current_setting(${setting}, true), '') <> 'on'))
        execute function announce_product_change()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger products_announce_update on products`.execute(db);
      await sql`create trigger products_announce_update after update on products for each row
        when (old.* is distinct from new.*
          and not (coalesce(current_setting(${setting}, true), '') = 'on' and to_jsonb(old) - 'stock' = to_jsonb(new) - 'stock'))
        execute function announce_product_change()`.execute(db);
    },
  };
}
