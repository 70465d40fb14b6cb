import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

/** The NOTIFY channel of account changes (payload: the account's id). */
export const ACCOUNT_CHANGES_CHANNEL = 'shop_account_changes';

// PostgreSQL only: each API process keeps signed-in accounts' standing in memory (lib/account-cache.ts) and drops one
// when it changes. Triggers announce every change a request's authentication reads (username, role, disabled, the
// tokens' cut-off of a password change or disable) and a deletion, whoever writes it. SQLite reads the row on every
// request (a local read, no round trip).
export function accountChangeNoticesMigration(dialect: DialectName): Migration {
  const channel = sql.lit(ACCOUNT_CHANGES_CHANNEL);
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create function announce_account_change() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${channel}, old.id::text);
          return null;
        end $$`.execute(db);
      await sql`create trigger users_announce_standing after update on users for each row
        when ((old.username, old.role, old.disabled, old.tokens_valid_after)
          is distinct from (new.username, new.role, new.disabled, new.tokens_valid_after))
        execute function announce_account_change()`.execute(db);
      await sql`create trigger users_announce_delete after delete on users
        for each row execute function announce_account_change()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger users_announce_delete on users`.execute(db);
      await sql`drop trigger users_announce_standing on users`.execute(db);
      await sql`drop function announce_account_change()`.execute(db);
    },
  };
}
