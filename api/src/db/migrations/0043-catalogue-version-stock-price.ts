import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// The catalogue version (0005) now also moves when a product goes in or out of stock or changes price, so totals
// under "in stock" and price-range filters can be cached per version like every other total. A checkout that leaves
// stock above zero still never touches it: only a sell-out or a restock from zero does.
export const CROSSES = sql`(old.stock > 0) <> (new.stock > 0) or old.price_cents <> new.price_cents`;

export function catalogueVersionStockPriceMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';

  async function up(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      // Deferred to commit: a checkout locks its stock rows in id order and only then the version row, so two
      // checkouts selling out different products can never each hold what the other waits for (no deadlock).
      await sql`create constraint trigger products_catalogue_version_stock_price after update of stock, price_cents on products
        deferrable initially deferred for each row when (${CROSSES}) execute function bump_catalogue_version()`.execute(db);
      return;
    }
    await sql`create trigger products_catalogue_version_stock_price after update of stock, price_cents on products
      when ${CROSSES} begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) await sql`drop trigger products_catalogue_version_stock_price on products`.execute(db);
    else await sql`drop trigger products_catalogue_version_stock_price`.execute(db);
  }

  return { up, down };
}
