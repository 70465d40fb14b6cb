import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// SQLite: the names' word index (0071) readable as lists, so the names' words can be kept in memory
// (modules/products/search/words-in-memory.ts): each word with how many names have it, and each word's names one row
// each (no longer read: each word's names are now asked of the index itself, on the reading thread). Views over the
// index, holding nothing. PostgreSQL reads a name's words from the names' own function (search_words_of, 0062), so it
// needs nothing.
export function nameWordListsMigration(dialect: DialectName): Migration {
  if (dialect === 'postgres') return { up: async () => {}, down: async () => {} };
  return {
    async up(db: Kysely<unknown>) {
      await sql`create virtual table products_name_words_terms using fts5vocab(products_name_words, 'row')`.execute(db);
      await sql`create virtual table products_name_words_rows using fts5vocab(products_name_words, 'instance')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table products_name_words_rows`.execute(db);
      await sql`drop table products_name_words_terms`.execute(db);
    },
  };
}
