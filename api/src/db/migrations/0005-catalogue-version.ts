import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// One counter that every change to the catalogue's searchable content bumps (a product added or removed, its name,
// description, category or deleted flag changed), kept by triggers so every writer counts: the API, seeds, bulk loads,
// other API processes on the same database. Stock and price changes do not bump it (checkouts never touch it); 0043
// later adds a price change and a product going in or out of stock.
// Caches of search totals and categories are valid while the counter is unchanged.
export const WATCHED = sql`name, description, category, deleted`;

export function catalogueVersionMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';

  async function up(db: Kysely<unknown>): Promise<void> {
    await sql`create table catalogue_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`.execute(db);
    await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
    if (pgsql) {
      await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
        begin
          update catalogue_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      // Statement-level: a bulk insert of many rows bumps it once.
      await sql`create trigger products_catalogue_version_insert after insert or delete on products
        for each statement execute function bump_catalogue_version()`.execute(db);
      await sql`create trigger products_catalogue_version_update after update of ${WATCHED} on products
        for each statement execute function bump_catalogue_version()`.execute(db);
      return;
    }
    const bump = sql`update catalogue_version set version = version + 1 where id = 1;`;
    await sql`create trigger products_catalogue_version_insert after insert on products begin ${bump} end`.execute(db);
    await sql`create trigger products_catalogue_version_delete after delete on products begin ${bump} end`.execute(db);
    await sql`create trigger products_catalogue_version_update after update of ${WATCHED} on products begin ${bump} end`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      await sql`drop trigger products_catalogue_version_update on products`.execute(db);
      await sql`drop trigger products_catalogue_version_insert on products`.execute(db);
      await sql`drop function bump_catalogue_version()`.execute(db);
    } else {
      for (const name of ['products_catalogue_version_update', 'products_catalogue_version_delete', 'products_catalogue_version_insert']) {
        await sql`drop trigger ${sql.id(name)}`.execute(db);
      }
    }
    await sql`drop table catalogue_version`.execute(db);
  }

  return { up, down };
}
