import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { COUNTER_SLOT as SLOT } from './0052-striped-order-counters';
import { RANDOM_VERSION } from './0058-versions-only';

/** Transaction-local: '1' once this transaction's gathered moves were applied, '' again when more gather. */
const MOVED = sql.lit('shop.counters_moved');

/**
 * PostgreSQL, a step of a plpgsql function: moves the one-row `table`'s version to a random value (0058) unless this
 * transaction did already (`moved` names its transaction-local flag); the transaction then holds the row's lock.
 */
export function moveVersionOnce(table: string, moved: string) {
  const flag = sql.lit(moved);
  return sql`if current_setting(${flag}, true) is distinct from '1' then
            perform set_config(${flag}, '1', true);
            update ${sql.raw(table)} set version = ${RANDOM_VERSION.postgres} where id = 1;
          end if;`;
}

/**
 * PostgreSQL: the trigger function `name`, moving the one-row `table`'s version once per transaction (once is enough:
 * readers see it at commit).
 */
export function versionMovedOncePerTransaction(name: string, table: string, moved: string) {
  return sql`create or replace function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin
          ${moveVersionOnce(table, moved)}
          return null;
        end $$`;
}

// PostgreSQL only. Bulk writes slowed down quadratically (2,000 orders in one transaction 0.37 s, 32,000 55.7 s):
// every order row upserted its connection's row of the orders count (0046, 0052), so one transaction updated the same
// row thousands of times (each update walks the row's chain of versions), and 0052 gathered the order lists' owners
// by appending to a text setting (copied whole at every row). Now each statement appends what it moves (owners, and
// the orders count's change) to an unlogged table in one INSERT … SELECT over its transition table, and the first
// deferred trigger at commit applies the whole transaction's moves at once: each counter row is updated once per
// transaction, whatever its size. The catalogue version likewise moves once per transaction (0058's random value).

/** The owners (order lists) a statement's rows belong to, from its transition table `rows` (as 0047 names them). */
const OWNERS = {
  orders: (rows: string) => sql`select owner from ${sql.raw(rows)} r cross join lateral unnest(array['all', 'buyer:' || r.user_id]) as owner`,
  order_items: (rows: string) => sql`select owner from ${sql.raw(rows)} r cross join lateral unnest(array[
      'all', 'buyer:' || (select user_id from orders where orders.id = r.order_id), 'seller:' || r.seller_id]) as owner`,
  order_item_events: (rows: string) => sql`select owner from ${sql.raw(rows)} r cross join lateral unnest(array[
      'all', 'buyer:' || (select user_id from orders where orders.id = r.order_id),
      'seller:' || (select seller_id from order_items i where i.order_id = r.order_id and i.product_id = r.product_id)]) as owner`,
} as const;

type Table = keyof typeof OWNERS;
/** A statement trigger's transition tables for `event`: `new_rows` of an insert or update, `old_rows` of an update or delete. */
export function transitionTables(event: 'insert' | 'update' | 'delete') {
  return event === 'insert' ? sql`new table as new_rows` : event === 'delete' ? sql`old table as old_rows` : sql`new table as new_rows old table as old_rows`;
}

const EVENTS: Record<Table, Array<'insert' | 'update' | 'delete'>> = {
  orders: ['insert', 'update', 'delete'],
  order_items: ['insert', 'update', 'delete'],
  order_item_events: ['insert'],
};
/** 0052's names: the row triggers that gathered, and the deferred ones that moved. */
const NAMES: Record<Table, string> = { orders: 'orders', order_items: 'items', order_item_events: 'events' };

/** The statement trigger function of `table`'s `event`: appends its rows' owners (and the orders count's change). */
function gatherFunction(table: Table, event: 'insert' | 'update' | 'delete') {
  const sides = event === 'update' ? ['new_rows', 'old_rows'] : [event === 'insert' ? 'new_rows' : 'old_rows'];
  const owners = sql.join(sides.map((rows) => OWNERS[table](rows)), sql` union `);
  const counted =
    table === 'orders' && event !== 'update'
      ? sql`insert into pending_counter_moves (xid, counter, delta)
          select pg_current_xact_id(), '#orders', ${sql.raw(event === 'insert' ? '' : '-')}count(*) from ${sql.raw(sides[0]!)} having count(*) > 0;`
      : sql``;
  return sql`create function ${sql.id(`gather_${NAMES[table]}_${event}`)}() returns trigger language plpgsql as $$
    begin
      perform set_config(${MOVED}, '', true);
      insert into pending_counter_moves (xid, counter, delta)
        select distinct pg_current_xact_id(), owner, 1 from (${owners}) as moved where owner is not null;
      ${counted}
      return null;
    end $$`;
}

export function linearBulkWritesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // Unlogged: nothing in it outlives its transaction (a crash loses only moves of transactions that never committed).
      await sql`create unlogged table pending_counter_moves (xid xid8 not null, counter text not null, delta bigint not null)`.execute(db);
      await sql`create index pending_counter_moves_xid on pending_counter_moves (xid)`.execute(db);
      for (const table of Object.keys(OWNERS) as Table[]) {
        await sql`drop trigger ${sql.id(`order_owners_${NAMES[table]}`)} on ${sql.table(table)}`.execute(db);
        for (const event of EVENTS[table]) {
          await gatherFunction(table, event).execute(db);
          await sql`create trigger ${sql.id(`order_owners_${NAMES[table]}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
            referencing ${transitionTables(event)} for each statement execute function ${sql.id(`gather_${NAMES[table]}_${event}`)}()`.execute(db);
        }
      }
      // The deferred triggers of 0046/0052 now apply the transaction's gathered moves, the first of them all at once.
      await sql`create or replace function move_gathered_order_versions() returns trigger language plpgsql as $$
        begin
          if current_setting(${MOVED}, true) = '1' then return null; end if;
          perform set_config(${MOVED}, '1', true);
          with moved as (delete from pending_counter_moves where xid = pg_current_xact_id() returning counter, delta),
            lists as (
              insert into order_versions (owner, slot, version)
              select counter, case when counter = 'all' then ${SLOT} else 0 end, 1
              from (select distinct counter from moved where counter <> '#orders') as owners order by counter
              on conflict (owner, slot) do update set version = order_versions.version + 1)
          insert into orders_count (id, orders)
          select ${SLOT}, sum(delta) from moved where counter = '#orders' having count(*) > 0
          on conflict (id) do update set orders = orders_count.orders + excluded.orders;
          return null;
        end $$`.execute(db);
      await sql`drop trigger orders_count_change on orders`.execute(db);
      await sql`drop function count_orders()`.execute(db);
      await sql`drop function gather_order_owners(text[])`.execute(db);
      for (const table of Object.keys(OWNERS) as Table[]) await sql`drop function ${sql.id(`order_versions_${NAMES[table]}`)}()`.execute(db);
      await versionMovedOncePerTransaction('bump_catalogue_version', 'catalogue_version', 'shop.catalogue_moved').execute(db);
    },
    async down() {
      // One way: going back would mean re-creating 0052's per-row gathering, which this migration exists to remove.
      throw new Error('0059-linear-bulk-writes cannot be undone; restore a backup taken before it.');
    },
  };
}
