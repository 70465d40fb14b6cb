import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import type { QueryWord, WordQuery } from './word-query';

// A word query in each database's own language: an FTS5 MATCH over products_words (SQLite), a tsquery over
// products.search_words (PostgreSQL, name words weigh A). Both are given the indexed words themselves, so both find
// the same rows.

/** Which of a word's terms: its forms and prefix only ('exact'), or its corrections too ('any'). */
type Terms = 'exact' | 'any';
/** Where: the name only, or name or description. */
type Field = 'name' | 'both';

const fts5Phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;
const lexeme = (term: string, suffix: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${suffix ? `:${suffix}` : ''}`;

function fts5Alternatives(word: QueryWord, terms: Terms): string {
  const phrases = word.exact.map(fts5Phrase);
  if (word.prefix) phrases.push(`${fts5Phrase(word.word)} *`);
  if (terms === 'any') phrases.push(...word.corrected.map(fts5Phrase));
  return `(${phrases.join(' OR ')})`;
}

function tsAlternatives(word: QueryWord, terms: Terms, field: Field): string {
  const weight = field === 'name' ? 'A' : '';
  const lexemes = word.exact.map((term) => lexeme(term, weight));
  if (word.prefix) lexemes.push(lexeme(word.word, `*${weight}`));
  if (terms === 'any') lexemes.push(...word.corrected.map((term) => lexeme(term, weight)));
  return `(${lexemes.join(' | ')})`;
}

/** Rows whose text has every one of `words` (each in any of its allowed terms) in `field`. */
function matchesWords(dialect: DialectName, words: QueryWord[], terms: Terms, field: Field): Expression<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  if (dialect === 'postgres') {
    const query = words.map((word) => tsAlternatives(word, terms, field)).join(' & ');
    return sql<SqlBool>`products.search_words @@ ${query}::tsquery`;
  }
  const all = words.map((word) => fts5Alternatives(word, terms)).join(' AND ');
  const query = field === 'name' ? `{name} : (${all})` : all;
  return sql<SqlBool>`products.id in (select rowid from products_words where products_words match ${query})`;
}

/** Rows with every word of the query, each as typed, in another form, completed (the last) or corrected. */
export function matchesQuery(dialect: DialectName, query: WordQuery): Expression<SqlBool> {
  return matchesWords(dialect, query, 'any', 'both');
}

/** How many of the tests a row passes, as an ORDER BY term (none when there are no tests: a constant would name a column). */
const countOf = (tests: Expression<SqlBool>[], direction: RawBuilder<unknown>): RawBuilder<unknown>[] =>
  tests.length === 0 ? [] : [sql`(${sql.join(tests.map((test) => sql`(case when ${test} then 1 else 0 end)`), sql` + `)}) ${direction}`];

/**
 * "Best match": fewest corrected words first (an exact match always ranks above a corrected one), then most words in
 * the name, then newest.
 */
export function relevanceOrder(dialect: DialectName, query: WordQuery): RawBuilder<unknown>[] {
  const corrected = query.filter((word) => word.corrected.length > 0);
  return [
    ...countOf(corrected.map((word) => matchesWords(dialect, [word], 'exact', 'both')), sql`desc`),
    ...countOf(query.map((word) => matchesWords(dialect, [word], 'any', 'name')), sql`desc`),
    sql`products.created_at desc`,
    sql`products.id desc`,
  ];
}
