import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database';

// Counters for the order lists, as the catalogue version (0005) is for the product lists: 'all' (the administrator's
// list), 'buyer:<id>' (a buyer's orders) and 'seller:<id>' (a seller's orders) move with every change a list of theirs
// shows: an order placed or removed, an item's status, dispute or delivery date, a timeline step. A buyer's or
// seller's counter moves only with their own orders, so their cached pages (orders-cache.ts) stay valid while other
// people shop. A review (an item's "reviewed" flag) moves reviews_version, and a username (the buyer's name on an
// order) the users version (0045): the caches check those too. Kept by triggers, so every writer counts.
// PostgreSQL: the order counters are deferred to commit and locked 'all' first (after a checkout's stock rows and any
// catalogue bump); reviews_version is bumped at once and no checkout touches it, so no two transactions wait on each
// other's counters.

/** Owners of the lists an order item belongs to (SQL, in the trigger's row context `row`: new or old). */
function itemOwners(row: 'new' | 'old'): RawBuilder<unknown>[] {
  return [
    sql.lit('all'),
    sql`'buyer:' || (select user_id from orders where orders.id = ${sql.raw(row)}.order_id)`,
    sql`'seller:' || ${sql.raw(row)}.seller_id`,
  ];
}

interface Watched {
  name: string;
  table: string;
  /** SQLite: one trigger per event; PostgreSQL: one constraint trigger for all of them. */
  events: Array<'insert' | 'update' | 'delete'>;
  /** Owners to bump, for the row the trigger sees. */
  owners: (row: 'new' | 'old') => RawBuilder<unknown>[];
}

const WATCHED: Watched[] = [
  { name: 'orders', table: 'orders', events: ['insert', 'update', 'delete'], owners: (row) => [sql.lit('all'), sql`'buyer:' || ${sql.raw(row)}.user_id`] },
  { name: 'items', table: 'order_items', events: ['insert', 'update', 'delete'], owners: itemOwners },
  {
    name: 'events',
    table: 'order_item_events',
    events: ['insert'],
    owners: (row) => [
      sql.lit('all'),
      sql`'buyer:' || (select user_id from orders where orders.id = ${sql.raw(row)}.order_id)`,
      sql`'seller:' || (select seller_id from order_items i where i.order_id = ${sql.raw(row)}.order_id and i.product_id = ${sql.raw(row)}.product_id)`,
    ],
  },
];

/** PostgreSQL: the owners a row of `name`'s table belongs to, as a text[] (the trigger's row context `row`). */
export function ownersArray(name: string, row: 'new' | 'old'): RawBuilder<unknown> {
  const watched = WATCHED.find((item) => item.name === name);
  if (!watched) throw new Error(`no order-list owners for ${name}`);
  return sql`array[${sql.join(watched.owners(row))}]`;
}

/** SQLite: one upsert per owner (an owner not seen before starts at 1; none for an order already gone). */
function sqliteBumps(owners: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql.join(
    owners.map(
      (owner) => sql`insert into order_versions (owner, version) select ${owner}, 1 where ${owner} is not null on conflict (owner) do update set version = version + 1;`,
    ),
    sql` `,
  );
}

export function orderVersionsMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  async function up(db: Kysely<unknown>): Promise<void> {
    await sql`create table order_versions (
      owner text primary key,
      version bigint not null
    )`.execute(db);
    await sql`create table reviews_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`.execute(db);
    await sql`insert into reviews_version (id, version) values (1, 1)`.execute(db);
    const bumpReviews = sql`update reviews_version set version = version + 1 where id = 1;`;
    if (pgsql) {
      await sql`create function bump_reviews_version() returns trigger language plpgsql as $$
        begin ${bumpReviews} return null; end $$`.execute(db);
      await sql`create trigger reviews_version_change after insert or delete or update of user_id, product_id on reviews
        for each statement execute function bump_reviews_version()`.execute(db);
      // The owners in one statement, 'all' first: every transaction locks 'all' before any other counter row, and only
      // at commit (deferred), after its stock rows and the orders count (0046), so no two can wait on each other.
      await sql`create function bump_order_versions(owners text[]) returns void language sql as $$
        insert into order_versions (owner, version)
        select owner, 1 from unnest(owners) as owner where owner is not null order by owner = 'all' desc, owner
        on conflict (owner) do update set version = order_versions.version + 1
      $$`.execute(db);
      for (const watched of WATCHED) {
        const row = (name: 'new' | 'old') => ownersArray(watched.name, name);
        await sql`create function ${sql.raw(`order_versions_${watched.name}`)}() returns trigger language plpgsql as $$
          begin
            if tg_op in ('INSERT', 'UPDATE') then perform bump_order_versions(${row('new')}); end if;
            if tg_op in ('UPDATE', 'DELETE') then perform bump_order_versions(${row('old')}); end if;
            return null;
          end $$`.execute(db);
        await sql`create constraint trigger ${sql.raw(`order_versions_${watched.name}`)}
          after ${sql.raw(watched.events.join(' or '))} on ${sql.table(watched.table)}
          deferrable initially deferred for each row execute function ${sql.raw(`order_versions_${watched.name}`)}()`.execute(db);
      }
      return;
    }
    await sql`create trigger reviews_version_insert after insert on reviews begin ${bumpReviews} end`.execute(db);
    await sql`create trigger reviews_version_delete after delete on reviews begin ${bumpReviews} end`.execute(db);
    await sql`create trigger reviews_version_update after update of user_id, product_id on reviews begin ${bumpReviews} end`.execute(db);
    for (const watched of WATCHED) {
      for (const event of watched.events) {
        const rows: Array<'new' | 'old'> = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
        const bumps = sql.join(rows.map((row) => sqliteBumps(watched.owners(row))), sql` `);
        await sql`create trigger ${sql.raw(`order_versions_${watched.name}_${event}`)} after ${sql.raw(event)} on ${sql.table(watched.table)}
          begin ${bumps} end`.execute(db);
      }
    }
  }
  async function down(db: Kysely<unknown>): Promise<void> {
    for (const watched of WATCHED) {
      if (pgsql) {
        await sql`drop trigger ${sql.raw(`order_versions_${watched.name}`)} on ${sql.table(watched.table)}`.execute(db);
        await sql`drop function ${sql.raw(`order_versions_${watched.name}`)}()`.execute(db);
      } else {
        for (const event of watched.events) await sql`drop trigger ${sql.raw(`order_versions_${watched.name}_${event}`)}`.execute(db);
      }
    }
    if (pgsql) {
      await sql`drop function bump_order_versions(text[])`.execute(db);
      await sql`drop trigger reviews_version_change on reviews`.execute(db);
      await sql`drop function bump_reviews_version()`.execute(db);
    } else {
      for (const name of ['reviews_version_insert', 'reviews_version_delete', 'reviews_version_update']) await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await sql`drop table reviews_version`.execute(db);
    await sql`drop table order_versions`.execute(db);
  }
  return { up, down };
}
