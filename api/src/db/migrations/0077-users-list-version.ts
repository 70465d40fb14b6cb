import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// The users version (0045) moves with every column the administrator's user list shows: its pages are now kept as
// sent under it (users.routes.ts), where before only their ids and totals were, and the rows read afresh. 0045 left
// out `disabled` (an enable or disable changes no list's members or order); it is watched now.
const WATCHED_BEFORE = sql`username, email, role`;
const WATCHED = sql`username, email, role, disabled`;

export function usersListVersionMigration(dialect: DialectName): Migration {
  const watch = async (db: Kysely<unknown>, columns: typeof WATCHED) => {
    if (dialect === 'postgres') {
      await sql`drop trigger users_version_update on users`.execute(db);
      await sql`create trigger users_version_update after update of ${columns} on users
        for each statement execute function bump_users_version()`.execute(db);
      return;
    }
    await sql`drop trigger users_version_update`.execute(db);
    await sql`create trigger users_version_update after update of ${columns} on users
      begin update users_version set version = version + 1 where id = 1; end`.execute(db);
  };
  return { up: (db) => watch(db, WATCHED), down: (db) => watch(db, WATCHED_BEFORE) };
}
