import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A sign-in reads the account, spends ~20-200 ms on the password hash, then signs its token: a password change or a
// disable in between wrote a cut-off (tokens_valid_after) earlier than that token's iat, so the token survived it
// (issue 29). Each account now has a token generation, read with the password hash at the start of a sign-in and
// carried in the token; a password change or a disable adds one, so every token of a sign-in that read the account
// before that change is refused, whenever it was signed. Enabling leaves it as it is: nothing comes back.
export function tokenGenerationMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table users add column token_generation integer not null default 0`.execute(db);
      if (dialect !== 'postgres') return;
      // Migration 0054's notice also for a change of the generation alone (a tool's, say).
      await sql`drop trigger users_announce_standing on users`.execute(db);
      await sql`create trigger users_announce_standing after update on users for each row
        when ((old.username, old.role, old.disabled, old.tokens_valid_after, old.token_generation)
          is distinct from (new.username, new.role, new.disabled, new.tokens_valid_after, new.token_generation))
        execute function announce_account_change()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger users_announce_standing on users`.execute(db);
        await sql`create trigger users_announce_standing after update on users for each row
          when ((old.username, old.role, old.disabled, old.tokens_valid_after)
            is distinct from (new.username, new.role, new.disabled, new.tokens_valid_after))
          execute function announce_account_change()`.execute(db);
      }
      await sql`alter table users drop column token_generation`.execute(db);
    },
  };
}
