import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A checkout changes a product's stock. While stock was in an index, PostgreSQL could not update the row in place
// (HOT): every sale wrote a new entry into each of the product's 14 indexes, the text index's ~200 trigrams included,
// which was most of a checkout's database time and slowed text search until vacuum. Stock leaves every index here, the
// table keeps room on its pages for updated rows (fillfactor 90), and the one thing those indexes served, the
// staff summary's "low in stock" counts, is kept per seller by triggers instead (low_stock_counts). PostgreSQL: deferred
// to commit like the other counters, so a multi-line checkout locks its stock rows before any counter row.
// PRODUCT.md: "low stock below 10" (lib/stock-rules.ts), live products only.
const LOW = 10;

export function stockOutOfIndexesMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  /** Whether the row (new, old, or the table's own) is a live product low in stock. */
  const isLow = (row: string) => sql`(${sql.raw(row)}.deleted = ${pgsql ? sql`false` : sql`0`} and ${sql.raw(row)}.stock < ${sql.lit(LOW)})`;
  async function up(db: Kysely<unknown>): Promise<void> {
    await sql`create table low_stock_counts (
      seller_id integer primary key,
      products bigint not null
    )`.execute(db);
    await sql`insert into low_stock_counts (seller_id, products)
      select seller_id, count(*) from products where ${isLow('products')} group by seller_id`.execute(db);
    const add = (row: 'new' | 'old', delta: number) =>
      sql`insert into low_stock_counts (seller_id, products) values (${sql.raw(row)}.seller_id, ${sql.lit(delta)})
        on conflict (seller_id) do update set products = low_stock_counts.products + ${sql.lit(delta)};`;
    if (pgsql) {
      await sql`create function count_low_stock() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') and ${isLow('old')} then ${add('old', -1)} end if;
          if tg_op in ('INSERT', 'UPDATE') and ${isLow('new')} then ${add('new', 1)} end if;
          return null;
        end $$`.execute(db);
      await sql`create constraint trigger products_low_stock_change after insert or delete on products
        deferrable initially deferred for each row execute function count_low_stock()`.execute(db);
      await sql`create constraint trigger products_low_stock_update after update of stock, deleted, seller_id on products
        deferrable initially deferred for each row when (${isLow('old')} <> ${isLow('new')} or old.seller_id <> new.seller_id)
        execute function count_low_stock()`.execute(db);
      await sql`alter table products set (fillfactor = 90)`.execute(db);
    } else {
      await sql`create trigger products_low_stock_insert after insert on products when ${isLow('new')} begin ${add('new', 1)} end`.execute(db);
      await sql`create trigger products_low_stock_delete after delete on products when ${isLow('old')} begin ${add('old', -1)} end`.execute(db);
      await sql`create trigger products_low_stock_update after update of stock, deleted, seller_id on products
        when ${isLow('old')} <> ${isLow('new')} or old.seller_id <> new.seller_id
        begin
          insert into low_stock_counts (seller_id, products) select old.seller_id, -1 where ${isLow('old')}
            on conflict (seller_id) do update set products = low_stock_counts.products - 1;
          insert into low_stock_counts (seller_id, products) select new.seller_id, 1 where ${isLow('new')}
            on conflict (seller_id) do update set products = low_stock_counts.products + 1;
        end`.execute(db);
    }
    await sql`drop index products_live_stock_idx`.execute(db);
    await sql`drop index products_seller_live_stock_idx`.execute(db);
  }
  async function down(db: Kysely<unknown>): Promise<void> {
    await sql`create index products_live_stock_idx on products (deleted, stock)`.execute(db);
    await sql`create index products_seller_live_stock_idx on products (seller_id, deleted, stock)`.execute(db);
    if (pgsql) {
      await sql`alter table products reset (fillfactor)`.execute(db);
      await sql`drop trigger products_low_stock_update on products`.execute(db);
      await sql`drop trigger products_low_stock_change on products`.execute(db);
      await sql`drop function count_low_stock()`.execute(db);
    } else {
      for (const name of ['products_low_stock_insert', 'products_low_stock_delete', 'products_low_stock_update']) await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await sql`drop table low_stock_counts`.execute(db);
  }
  return { up, down };
}
