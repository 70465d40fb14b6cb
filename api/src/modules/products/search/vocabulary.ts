import { sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import type { Db } from '../products.repository';

// The indexed words, read in term order (migration 0062): SQLite's fts5vocab table over the word index, PostgreSQL's
// search_terms. Read afresh by each search that is not already kept, so a word a seller just wrote is known at once.

/** Every indexed word that starts with `prefix` (byte order, so U+10FFFF closes the range). */
export type VocabularyRange = (prefix: string) => Promise<string[]>;

// Beyond this many words in one range, the rest are not read: a typo's candidates are then the first ones only.
const RANGE_LIMIT = 20_000;

export function vocabularyReader(db: Db, dialect: DialectName): VocabularyRange {
  const table = dialect === 'postgres' ? sql.table('search_terms') : sql.table('products_words_vocab');
  return async (prefix) => {
    const { rows } = await sql<{ term: string }>`select term from ${table}
      where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`} order by term limit ${RANGE_LIMIT}`.execute(db);
    return rows.map((row) => row.term);
  };
}
