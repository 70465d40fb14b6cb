import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// Like the catalogue version (0005) for the users table: one counter every change to the administrator's user list
// bumps (a user added or removed, a username, email or role changed; not a password, a login or enable/disable, which
// change no list's members or order), so the list's totals and ordered ids can be cached per version
// (users.repository.ts). Kept by triggers, so every writer counts.
const WATCHED = sql`username, email, role`;

export function usersVersionMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  async function up(db: Kysely<unknown>): Promise<void> {
    await sql`create table users_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`.execute(db);
    await sql`insert into users_version (id, version) values (1, 1)`.execute(db);
    if (pgsql) {
      await sql`create function bump_users_version() returns trigger language plpgsql as $$
        begin
          update users_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      await sql`create trigger users_version_insert after insert or delete on users
        for each statement execute function bump_users_version()`.execute(db);
      await sql`create trigger users_version_update after update of ${WATCHED} on users
        for each statement execute function bump_users_version()`.execute(db);
      return;
    }
    const bump = sql`update users_version set version = version + 1 where id = 1;`;
    await sql`create trigger users_version_insert after insert on users begin ${bump} end`.execute(db);
    await sql`create trigger users_version_delete after delete on users begin ${bump} end`.execute(db);
    await sql`create trigger users_version_update after update of ${WATCHED} on users begin ${bump} end`.execute(db);
  }
  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      await sql`drop trigger users_version_update on users`.execute(db);
      await sql`drop trigger users_version_insert on users`.execute(db);
      await sql`drop function bump_users_version()`.execute(db);
    } else {
      for (const name of ['users_version_update', 'users_version_delete', 'users_version_insert']) await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await sql`drop table users_version`.execute(db);
  }
  return { up, down };
}
