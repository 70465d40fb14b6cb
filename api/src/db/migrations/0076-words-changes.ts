import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { RANDOM_VERSION } from './0058-versions-only';
import { moveVersionOnce } from './0059-linear-bulk-writes';
import { WORDS_MOVED } from './0074-words-version';

// The words kept in memory (modules/products/search/words-in-memory.ts) were read whole again at every move of the
// words' version (0074): 1-2 s of a process's reads at 100,000 products, 9 s at 1,000,000, and on PostgreSQL some 2 s
// of the database's CPU per process, so a marketplace whose sellers add or rename a product every few seconds never
// had them. Now each product whose words may have changed (added, name or description changed, removed) is written to
// a log, numbered in commit order, in the same transaction as the version's move: a process applies the products
// logged since the words it holds. Each entry has a random stamp: a restored backup (or a cleared log) no longer holds
// the entry a process read up to with its stamp, and the process then reads the words whole. The sweeper keeps the
// newest entries only (plugins/sweeper.ts). Moving the deleted flag or a seller's standing still only moves the
// version: what shoppers never see is read afresh at each application.

/** The entry every log starts with (no product): a process can always name the entry it read up to. */
const firstEntry = (dialect: DialectName) => sql`insert into words_changes (product_id, stamp) values (null, ${RANDOM_VERSION[dialect]})`;

export function wordsChangesMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      const seq = pgsql ? sql`bigint generated always as identity primary key` : sql`integer primary key`;
      await sql`create table words_changes (seq ${seq}, product_id integer, stamp bigint not null)`.execute(db);
      await firstEntry(dialect).execute(db);
      if (!pgsql) {
        const log = (id: string) => sql`begin insert into words_changes (product_id, stamp) values (${sql.raw(id)}, ${RANDOM_VERSION.sqlite}); end`;
        await sql`create trigger products_words_log_insert after insert on products ${log('new.id')}`.execute(db);
        await sql`create trigger products_words_log_delete after delete on products ${log('old.id')}`.execute(db);
        await sql`create trigger products_words_log_update after update of name, description on products
          when old.name is not new.name or old.description is not new.description ${log('new.id')}`.execute(db);
        return;
      }
      // The version's row is locked (moved, as 0074 moves it once per transaction) before an entry takes its number:
      // a transaction that logs waits for the one before it to commit, so the numbers follow the commits and a reader
      // that has seen an entry has seen every entry before it.
      // Inserts and deletes name their transition table alike (changed_rows): one statement logs either.
      await sql`create function log_words_changes() returns trigger language plpgsql as $$
        begin
          ${moveVersionOnce('words_version', WORDS_MOVED)}
          if tg_level = 'ROW' then
            insert into words_changes (product_id, stamp) values (new.id, ${RANDOM_VERSION.postgres});
          else
            insert into words_changes (product_id, stamp) select id, ${RANDOM_VERSION.postgres} from changed_rows;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger products_words_log_insert after insert on products referencing new table as changed_rows
        for each statement execute function log_words_changes()`.execute(db);
      await sql`create trigger products_words_log_delete after delete on products referencing old table as changed_rows
        for each statement execute function log_words_changes()`.execute(db);
      // A statement trigger with a column list cannot see its rows: updates log row by row (a sale never runs it).
      await sql`create trigger products_words_log_update after update of name, description on products for each row
        when (old.name is distinct from new.name or old.description is distinct from new.description)
        execute function log_words_changes()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const change of ['insert', 'delete', 'update']) {
        const trigger = sql.id(`products_words_log_${change}`);
        await (pgsql ? sql`drop trigger ${trigger} on products` : sql`drop trigger ${trigger}`).execute(db);
      }
      if (pgsql) await sql`drop function log_words_changes()`.execute(db);
      await sql`drop table words_changes`.execute(db);
    },
  };
}

