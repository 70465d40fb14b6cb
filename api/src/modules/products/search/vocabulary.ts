import { sql } from 'kysely';
import type { ReadOnceCache } from '../../../lib/single-flight';
import type { DialectName } from '../../../db/database';
import type { Db } from '../products.repository';

// The indexed words, read in term order (migration 0062): SQLite's fts5vocab table over the word index, PostgreSQL's
// search_terms. A range is kept under the words' version it was read at (the version moves with every insert,
// delete and change of a name or description: migration 0074), so a word a seller just wrote is known at once. While
// the texts' words are kept in memory at that version, their words are the ranges (search-texts.ts searchVocabulary).

/** Every indexed word that starts with `prefix` (byte order, so U+10FFFF closes the range). */
export type VocabularyRange = (prefix: string) => Promise<string[]>;

// Beyond this many words in one range, the rest are not read: a typo's candidates are then the first ones only.
export const RANGE_LIMIT = 20_000;

/**
 * Ranges as of `version` (read by the caller before asking): kept in `kept` while the version reads the same, each read
 * once however many ask at once. A longer
 * prefix is cut from its first letter's range (read once, as a word with a typo budget reads it anyway), so the
 * prefixes of a word being typed cost one range read, not one each; a letter whose range was cut at RANGE_LIMIT is
 * asked for the prefix itself. SQLite's fts5vocab counts each word's products as it lists it (2-10 ms for a letter's
 * range at 100,000 products).
 */
export function keptVocabulary(kept: ReadOnceCache<string[]>, version: number, read: VocabularyRange): VocabularyRange {
  const range: VocabularyRange = async (prefix) => (await kept.fetch(`${version}\u0000${prefix}`, { context: () => read(prefix) }))!;
  return async (prefix) => {
    const letter = [...prefix][0];
    if (letter === undefined || letter === prefix) return range(prefix);
    const terms = await range(letter);
    return terms.length < RANGE_LIMIT ? terms.filter((term) => term.startsWith(prefix)) : range(prefix);
  };
}

export function vocabularyReader(db: Db, dialect: DialectName): VocabularyRange {
  const table = dialect === 'postgres' ? sql.table('search_terms') : sql.table('products_words_vocab');
  return async (prefix) => {
    const { rows } = await sql<{ term: string }>`select term from ${table}
      where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`} order by term limit ${RANGE_LIMIT}`.execute(db);
    return rows.map((row) => row.term);
  };
}
