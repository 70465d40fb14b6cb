import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { ownersArray as ownersOf } from './0047-order-versions';

/** Rows the shared counters are spread over on PostgreSQL: more than the API's pooled connections seldom meet. */
const COUNTER_SLOTS = 16;
/** SQL: the counter row of this transaction's connection. */
export const COUNTER_SLOT = sql.raw(`1 + pg_backend_pid() % ${COUNTER_SLOTS}`);

/** The transaction-local setting in which a transaction's order-list owners gather until its commit. */
const OWNERS_SETTING = 'shop.order_owners';

// PostgreSQL only. Every checkout moved two one-row counters at its commit, the orders count (0046) and the 'all'
// order-list counter (0047): each commit held their row locks through its WAL flush, so all checkouts committed one
// after another (a hand run with those triggers switched off placed far more orders). Now each counter is a sum over
// COUNTER_SLOTS rows and a transaction moves the row of its connection (pg_backend_pid() % COUNTER_SLOTS), so commits
// on different connections no longer wait on each other. The 'all' row locked first used to keep the buyer and seller
// counters in one order for everyone (no deadlock); instead the owners a transaction touches now gather in a
// transaction-local setting and are all moved by one statement at commit, sorted. Readers sum the rows (one row each
// on SQLite, where writers are serialised anyway).
/** The trigger function of `name`'s rows (0047's): hands the owners of the new and the old row to `apply`. */
function rowOwnersFunction(name: string, apply: 'gather_order_owners' | 'bump_order_versions') {
  return sql`create or replace function ${sql.raw(`order_versions_${name}`)}() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then perform ${sql.raw(apply)}(${ownersOf(name, 'new')}); end if;
      if tg_op in ('UPDATE', 'DELETE') then perform ${sql.raw(apply)}(${ownersOf(name, 'old')}); end if;
      return null;
    end $$`;
}

export function stripedOrderCountersMigration(dialect: DialectName): Migration {
  const owners = sql.lit(OWNERS_SETTING);
  const slot = COUNTER_SLOT;
  const watched = [
    { name: 'orders', table: 'orders', events: 'insert or update or delete' },
    { name: 'items', table: 'order_items', events: 'insert or update or delete' },
    { name: 'events', table: 'order_item_events', events: 'insert' },
  ];
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table orders_count drop constraint orders_count_id_check`.execute(db);
      await sql`create or replace function count_orders() returns trigger language plpgsql as $$
        begin
          insert into orders_count (id, orders) values (${slot}, case when tg_op = 'INSERT' then 1 else -1 end)
          on conflict (id) do update set orders = orders_count.orders + excluded.orders;
          return null;
        end $$`.execute(db);

      await sql`alter table order_versions add column slot smallint not null default 0`.execute(db);
      await sql`alter table order_versions drop constraint order_versions_pkey`.execute(db);
      await sql`alter table order_versions add primary key (owner, slot)`.execute(db);
      // Gathers owners (nulls skipped) during the transaction's statements.
      await sql`create function gather_order_owners(found text[]) returns void language sql as $$
        select set_config(${owners}, concat_ws(',', nullif(current_setting(${owners}, true), ''), nullif(array_to_string(found, ','), '')), true)
      $$`.execute(db);
      // At commit, the first deferred trigger moves every owner gathered (each once, in one sorted statement); the rest
      // find nothing left. 'all' moves its connection's row, the others their one row.
      await sql`create function move_gathered_order_versions() returns trigger language plpgsql as $$
        declare gathered text := nullif(current_setting(${owners}, true), '');
        begin
          if gathered is null then return null; end if;
          perform set_config(${owners}, '', true);
          insert into order_versions (owner, slot, version)
          select owner, case when owner = 'all' then ${slot} else 0 end, 1
          from (select distinct unnest(string_to_array(gathered, ',')) as owner) as moved
          order by owner
          on conflict (owner, slot) do update set version = order_versions.version + 1;
          return null;
        end $$`.execute(db);
      // The owner lists 0047 built for each table's rows, unchanged; only what is done with them differs.
      for (const { name } of watched) await rowOwnersFunction(name, 'gather_order_owners').execute(db);
      for (const { name, table, events } of watched) {
        // Gathering happens as rows change (not deferred: every owner is in before the first deferred trigger runs).
        await sql`drop trigger ${sql.raw(`order_versions_${name}`)} on ${sql.table(table)}`.execute(db);
        await sql`create trigger ${sql.raw(`order_owners_${name}`)} after ${sql.raw(events)} on ${sql.table(table)}
          for each row execute function ${sql.raw(`order_versions_${name}`)}()`.execute(db);
        await sql`create constraint trigger ${sql.raw(`order_versions_${name}`)} after ${sql.raw(events)} on ${sql.table(table)}
          deferrable initially deferred for each row execute function move_gathered_order_versions()`.execute(db);
      }
      await sql`drop function bump_order_versions(text[])`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create function bump_order_versions(owners text[]) returns void language sql as $$
        insert into order_versions (owner, version)
        select owner, 1 from unnest(owners) as owner where owner is not null order by owner = 'all' desc, owner
        on conflict (owner) do update set version = order_versions.version + 1
      $$`.execute(db);
      for (const { name, table, events } of watched) {
        await sql`drop trigger ${sql.raw(`order_owners_${name}`)} on ${sql.table(table)}`.execute(db);
        await sql`drop trigger ${sql.raw(`order_versions_${name}`)} on ${sql.table(table)}`.execute(db);
        await rowOwnersFunction(name, 'bump_order_versions').execute(db);
        await sql`create constraint trigger ${sql.raw(`order_versions_${name}`)} after ${sql.raw(events)} on ${sql.table(table)}
          deferrable initially deferred for each row execute function ${sql.raw(`order_versions_${name}`)}()`.execute(db);
      }
      await sql`drop function move_gathered_order_versions()`.execute(db);
      await sql`drop function gather_order_owners(text[])`.execute(db);
      await sql`create table order_versions_summed as select owner, sum(version)::bigint as version from order_versions group by owner`.execute(db);
      await sql`delete from order_versions`.execute(db);
      await sql`alter table order_versions drop constraint order_versions_pkey`.execute(db);
      await sql`alter table order_versions drop column slot`.execute(db);
      await sql`alter table order_versions add primary key (owner)`.execute(db);
      await sql`insert into order_versions (owner, version) select owner, version from order_versions_summed`.execute(db);
      await sql`drop table order_versions_summed`.execute(db);

      await sql`create or replace function count_orders() returns trigger language plpgsql as $$
        begin
          update orders_count set orders = orders + case when tg_op = 'INSERT' then 1 else -1 end where id = 1;
          return null;
        end $$`.execute(db);
      await sql`update orders_count set orders = (select sum(orders) from orders_count) where id = 1`.execute(db);
      await sql`delete from orders_count where id <> 1`.execute(db);
      await sql`alter table orders_count add constraint orders_count_id_check check (id = 1)`.execute(db);
    },
  };
}
