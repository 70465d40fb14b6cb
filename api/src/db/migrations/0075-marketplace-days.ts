import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { COUNTER_SLOT } from './0052-striped-order-counters';
import { transitionTables } from './0059-linear-bulk-writes';

// The admin's dashboard counted every order of its period at each asking, and every sale moves what it is kept under,
// so while the shop sells each answer counted them all again: a cost that grows with the orders (PostgreSQL, 1 admin
// beside 8 buying connections: 36 answers a second, p99 66-112 ms; docs/BENCHMARKS.md, 2026-12-01). The marketplace's
// orders and revenue per UTC day are now kept by triggers in the writing transaction, like the orders count (0046):
// every writer counts (the API, a tool, a bulk load), and the dashboard reads one row per day and connection slot.
// PostgreSQL: each statement gathers its rows' days from its transition tables and the first deferred trigger at
// commit applies the transaction's moves, one upsert per day on its connection's slot (0052, 0059): checkouts on
// different connections never wait on one row, and a bulk write updates each day's row once.

/** The UTC calendar day of the order `row`'s `created_at`, as the dashboard names days (YYYY-MM-DD). */
const pgDay = (row: string) => sql.raw(`to_char(${row}.created_at at time zone 'UTC', 'YYYY-MM-DD')`);
const sqliteDay = (row: string) => sql.raw(`substr(${row}.created_at, 1, 10)`);

/** Transaction-local: '1' once this transaction's gathered days were applied, '' again when more gather. */
const MOVED = sql.lit('shop.days_moved');

type Event = 'insert' | 'update' | 'delete';
const EVENTS: Event[] = ['insert', 'update', 'delete'];

/** PostgreSQL: the statement trigger function of `event`, gathering each day's change in orders and revenue. */
function gatherFunction(event: Event) {
  const added = sql`select ${pgDay('new_rows')} as day, 1 as orders, order_price_cents as cents from new_rows`;
  const removed = sql`select ${pgDay('old_rows')} as day, -1 as orders, -order_price_cents as cents from old_rows`;
  const moved = event === 'insert' ? added : event === 'delete' ? removed : sql`${added} union all ${removed}`;
  return sql`create function ${sql.id(`gather_order_days_${event}`)}() returns trigger language plpgsql as $$
    begin
      perform set_config(${MOVED}, '', true);
      insert into pending_day_moves (xid, day, orders, revenue_cents)
        select pg_current_xact_id(), day, sum(orders), sum(cents) from (${moved}) as rows
        group by day having sum(orders) <> 0 or sum(cents) <> 0;
      return null;
    end $$`;
}

/** SQLite: the statement adding `sign` × the order `row` to its day (writers are serialised: one row per day). */
function sqliteMove(row: 'new' | 'old', sign: 1 | -1) {
  return sql`insert into marketplace_days (day, slot, orders, revenue_cents)
    values (${sqliteDay(row)}, 0, ${sql.raw(String(sign))}, ${sql.raw(sign === 1 ? '' : '-')}${sql.raw(row)}.order_price_cents)
    on conflict (day, slot) do update set orders = orders + excluded.orders, revenue_cents = revenue_cents + excluded.revenue_cents;`;
}

/** Counts the marketplace's days afresh from the orders: the migration's start, and seed:large's load (its triggers off). */
export async function countMarketplaceDays(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pgsql = dialect === 'postgres';
  await sql`delete from marketplace_days`.execute(db);
  await sql`insert into marketplace_days (day, slot, orders, revenue_cents)
    select ${(pgsql ? pgDay : sqliteDay)('orders')}, ${sql.lit(pgsql ? 1 : 0)}, count(*), sum(order_price_cents)
    from orders group by 1`.execute(db);
}

export function marketplaceDaysMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table marketplace_days (
        day text not null,
        slot integer not null,
        orders bigint not null,
        revenue_cents bigint not null,
        primary key (day, slot)
      )`.execute(db);
      await countMarketplaceDays(db, dialect);
      if (!pgsql) {
        await sql`create trigger marketplace_days_insert after insert on orders begin ${sqliteMove('new', 1)} end`.execute(db);
        await sql`create trigger marketplace_days_delete after delete on orders begin ${sqliteMove('old', -1)} end`.execute(db);
        await sql`create trigger marketplace_days_update after update of created_at, order_price_cents on orders
          begin ${sqliteMove('old', -1)} ${sqliteMove('new', 1)} end`.execute(db);
        return;
      }
      // Unlogged: nothing in it outlives its transaction (as 0059's pending_counter_moves).
      await sql`create unlogged table pending_day_moves (xid xid8 not null, day text not null, orders bigint not null, revenue_cents bigint not null)`.execute(db);
      await sql`create index pending_day_moves_xid on pending_day_moves (xid)`.execute(db);
      for (const event of EVENTS) {
        await gatherFunction(event).execute(db);
        await sql`create trigger ${sql.id(`order_days_${event}`)} after ${sql.raw(event)} on orders
          referencing ${transitionTables(event)} for each statement execute function ${sql.id(`gather_order_days_${event}`)}()`.execute(db);
      }
      await sql`create function move_gathered_order_days() returns trigger language plpgsql as $$
        begin
          if current_setting(${MOVED}, true) = '1' then return null; end if;
          perform set_config(${MOVED}, '1', true);
          with moved as (delete from pending_day_moves where xid = pg_current_xact_id() returning day, orders, revenue_cents)
          insert into marketplace_days (day, slot, orders, revenue_cents)
          select day, ${COUNTER_SLOT}, sum(orders), sum(revenue_cents) from moved group by day order by day
          on conflict (day, slot) do update
            set orders = marketplace_days.orders + excluded.orders, revenue_cents = marketplace_days.revenue_cents + excluded.revenue_cents;
          return null;
        end $$`.execute(db);
      await sql`create constraint trigger order_days_moved after insert or update or delete on orders
        deferrable initially deferred for each row execute function move_gathered_order_days()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (pgsql) {
        await sql`drop trigger order_days_moved on orders`.execute(db);
        await sql`drop function move_gathered_order_days()`.execute(db);
        for (const event of EVENTS) {
          await sql`drop trigger ${sql.id(`order_days_${event}`)} on orders`.execute(db);
          await sql`drop function ${sql.id(`gather_order_days_${event}`)}()`.execute(db);
        }
        await sql`drop table pending_day_moves`.execute(db);
      } else {
        for (const event of EVENTS) await sql`drop trigger ${sql.id(`marketplace_days_${event}`)}`.execute(db);
      }
      await sql`drop table marketplace_days`.execute(db);
    },
  };
}
