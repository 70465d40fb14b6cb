import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { COUNTER_SLOT } from './0052-striped-order-counters';
import { SAFE_INTEGERS } from './0058-versions-only';

/** Each slot's random version stays below this, so their sum (16 slots at most) is still a safe integer. */
const SAFE_SLICE = sql.lit(Math.floor(SAFE_INTEGERS / 16));
/** Transaction-local: '1' once this transaction moved its listing-version row (once is enough: seen at commit). */
const MOVED = sql.lit('shop.listing_moved');

// The listing version: moves with any change a search page shows (a product added, changed — its stock included —
// or removed; a seller renamed, disabled or enabled). Search pages are kept whole under it (products-list.routes.ts):
// on a quiet catalogue a page is one version read. Like the catalogue version it moves to a random value (a restored
// backup never makes an old value current again). PostgreSQL: every sale moves it, so it is spread over one row per
// connection slot (as 0052's counters), moved once per transaction at commit, and read as the sum of its rows.
export function listingVersionMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table listing_version (slot integer primary key, version bigint not null)`.execute(db);
      await sql`insert into listing_version (slot, version) values (1, 1)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function move_listing_version() returns trigger language plpgsql as $$
          begin
            if current_setting(${MOVED}, true) = '1' then return null; end if;
            perform set_config(${MOVED}, '1', true);
            insert into listing_version (slot, version) values (${COUNTER_SLOT}, floor(random() * ${SAFE_SLICE})::bigint)
            on conflict (slot) do update set version = excluded.version;
            return null;
          end $$`.execute(db);
        await sql`create constraint trigger products_listing_version after insert or update or delete on products
          deferrable initially deferred for each row execute function move_listing_version()`.execute(db);
        await sql`create constraint trigger users_listing_version after update of username, disabled on users
          deferrable initially deferred for each row when (new.role = 'SELLER' and (old.username, old.disabled) is distinct from (new.username, new.disabled))
          execute function move_listing_version()`.execute(db);
        return;
      }
      const move = sql`begin update listing_version set version = abs(random()) % ${SAFE_SLICE} where slot = 1; end`;
      await sql`create trigger products_listing_version_insert after insert on products ${move}`.execute(db);
      await sql`create trigger products_listing_version_update after update on products ${move}`.execute(db);
      await sql`create trigger products_listing_version_delete after delete on products ${move}`.execute(db);
      await sql`create trigger users_listing_version after update of username, disabled on users
        when new.role = 'SELLER' and (old.username is not new.username or old.disabled is not new.disabled) ${move}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger users_listing_version on users`.execute(db);
        await sql`drop trigger products_listing_version on products`.execute(db);
        await sql`drop function move_listing_version()`.execute(db);
      } else {
        for (const name of ['users_listing_version', 'products_listing_version_delete', 'products_listing_version_update', 'products_listing_version_insert']) {
          await sql`drop trigger ${sql.id(name)}`.execute(db);
        }
      }
      await sql`drop table listing_version`.execute(db);
    },
  };
}
