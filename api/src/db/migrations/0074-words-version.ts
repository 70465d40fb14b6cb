import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';
import { RANDOM_VERSION, SELLER_STANDING_MOVED } from './0058-versions-only';
import { versionMovedOncePerTransaction } from './0059-linear-bulk-writes';

// The words kept in memory (modules/products/search/words-in-memory.ts: the names' and the texts' words, each word's
// products, and the products shoppers never see) were kept under the catalogue version, which also moves when a
// product sells out or comes back, its price changes or its place in "top rated" moves (0043, 0044). After the
// bench's race for the last units every API process read the words again (8-12 s of PostgreSQL's CPU each) though no
// word had changed, and the searches right after collapsed (p99 209-264 ms against 57 with no reads; docs/BENCHMARKS.md,
// findings of 2026-11-30, night). They now have a version of their own, moved only by what they are read from: a
// product added or removed, its name, description or deleted flag changed, a seller disabled or enabled. Like the
// catalogue version (0058) it moves to a random value, so a restored backup never brings back a version that once
// named other words.
/** PostgreSQL: the transaction-local flag of a transaction that has moved the words' version (0076 moves it too). */
export const WORDS_MOVED = 'shop.words_moved';
/** The product columns the words are read from. */
const WORDS_WATCHED = sql`name, description, deleted`;

const SQLITE_TRIGGERS = [
  ['products_words_version_insert', sql`after insert on products`],
  ['products_words_version_delete', sql`after delete on products`],
  ['products_words_version_update', sql`after update of ${WORDS_WATCHED} on products`],
  ['users_words_version', sql`after update of disabled on users when ${SELLER_STANDING_MOVED}`],
] as const;

export function wordsVersionMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table words_version (id integer primary key check (id = 1), version bigint not null)`.execute(db);
      await sql`insert into words_version (id, version) values (1, 1)`.execute(db);
      if (!pgsql) {
        const bump = sql`begin update words_version set version = ${RANDOM_VERSION.sqlite} where id = 1; end`;
        for (const [name, when] of SQLITE_TRIGGERS) await sql`create trigger ${sql.id(name)} ${when} ${bump}`.execute(db);
        return;
      }
      // Once per transaction, as 0059's catalogue version: a bulk write moves it once.
      await versionMovedOncePerTransaction('bump_words_version', 'words_version', WORDS_MOVED).execute(db);
      await sql`create trigger products_words_version_insert after insert or delete on products
        for each statement execute function bump_words_version()`.execute(db);
      await sql`create trigger products_words_version_update after update of ${WORDS_WATCHED} on products
        for each statement execute function bump_words_version()`.execute(db);
      await sql`create trigger users_words_version after update of disabled on users for each row
        when (${SELLER_STANDING_MOVED}) execute function bump_words_version()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (pgsql) {
        for (const [trigger, table] of [
          ['products_words_version_insert', 'products'],
          ['products_words_version_update', 'products'],
          ['users_words_version', 'users'],
        ] as const) {
          await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
        }
        await sql`drop function bump_words_version()`.execute(db);
      } else {
        for (const [name] of SQLITE_TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db);
      }
      await sql`drop table words_version`.execute(db);
    },
  };
}
