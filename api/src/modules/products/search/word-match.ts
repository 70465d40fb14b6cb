import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import type { QueryWord, WordQuery } from './word-query';

// A word query in each database's own language: an FTS5 MATCH over products_words, or products_name_words for the
// name alone (SQLite), a tsquery over products.search_words (PostgreSQL, name words weigh A). Both are given the
// indexed words themselves, so both find the same rows.

/** Which of a word's terms: its forms and prefix only ('exact'), or its corrections too ('any'). */
export type Terms = 'exact' | 'any';
/** Where: the name only, or name or description. */
type Field = 'name' | 'both';

const fts5Phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;
const lexeme = (term: string, suffix: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${suffix ? `:${suffix}` : ''}`;

/**
 * SQLite: the names' index (0071) holds a list of each start of 1-3 letters, so there a last word that short is asked
 * as a prefix (one list) rather than by its completions (a merge of up to 40 lists: "sleek cat t" was among the
 * slowest names' statements of the cold suggestions, harness of 2026-11-29). The texts' index (0062) has no such lists.
 */
const STARTS_INDEXED: Record<Field, number> = { name: 3, both: 0 };

function fts5Alternatives(word: QueryWord, terms: Terms, field: Field): string {
  const phrases = word.exact.map(fts5Phrase);
  const spelledOut = word.completions && [...word.word].length > STARTS_INDEXED[field] ? word.completions : null;
  if (word.prefix) phrases.push(...(spelledOut ? spelledOut.map(fts5Phrase) : [`${fts5Phrase(word.word)} *`]));
  if (terms === 'any') phrases.push(...word.corrected.map(fts5Phrase));
  return `(${phrases.join(' OR ')})`;
}

function tsAlternatives(word: QueryWord, terms: Terms, field: Field): string {
  const weight = field === 'name' ? 'A' : '';
  const lexemes = word.exact.map((term) => lexeme(term, weight));
  if (word.prefix) lexemes.push(...(word.completions ? word.completions.map((term) => lexeme(term, weight)) : [lexeme(word.word, `*${weight}`)]));
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
  const all = fts5Text(words, terms, field);
  // The name alone has its own index (0071): a column filter on products_words would read every row with the words.
  if (field === 'name') return sql<SqlBool>`products.id in (select rowid from products_name_words where products_name_words match ${all})`;
  return sql<SqlBool>`products.id in (select rowid from products_words where products_words match ${all})`;
}

/** SQLite: the FTS5 MATCH text asking one of the word indexes (`field`: products_name_words or products_words) for every word. */
function fts5Text(words: QueryWord[], terms: Terms, field: Field): string {
  return words.map((word) => fts5Alternatives(word, terms, field)).join(' AND ');
}

/** SQLite: the FTS5 MATCH text for the whole query (a caller joining products_words asks with it). */
export function fts5Query(query: WordQuery): string {
  return fts5Text(query, 'any', 'both');
}

/**
 * Rows whose name has every word (any of its terms), from the names' own word index, asked with `text`
 * (nameIndexQueryText; a value, so a prepared read may hand its slot). SQLite: an
 * FTS5 MATCH on products_name_words (0071), which the caller joins (so that FTS5 gives the rows, in its own rowid
 * order); PostgreSQL: the GIN index on the name's words (0062), whose weights are only rechecked on each row, never
 * looked up.
 */
export function nameMatch(dialect: DialectName, text: unknown): Expression<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`search_words_of(products.name) @@ ${text}::tsquery`;
  return sql<SqlBool>`products_name_words match ${text}`;
}

/** What the names' own word index is asked for a (non-empty) query: as indexQueryText, a short last word as a prefix on SQLite. */
export function nameIndexQueryText(dialect: DialectName, query: WordQuery): string {
  return dialect === 'postgres' ? indexQueryText(dialect, query) : fts5Text(query, 'any', 'name');
}

/** PostgreSQL: what a row's stored words are asked for the name test (its name words weigh A). */
export function storedNameQueryText(query: WordQuery): string {
  return query.map((word) => tsAlternatives(word, 'any', 'name')).join(' & ');
}

/** PostgreSQL: the name test on a row's stored words, for rows read some other way (`text`: storedNameQueryText). */
export function storedNameMatch(text: unknown): Expression<SqlBool> {
  return sql<SqlBool>`products.search_words @@ ${text}::tsquery`;
}

/** Rows with every word of the query, each as typed, in another form, completed (the last) or corrected. */
export function matchesQuery(dialect: DialectName, query: WordQuery): Expression<SqlBool> {
  return query.length === 0 ? sql<SqlBool>`1 = 0` : indexFinds(dialect, indexQueryText(dialect, query));
}

/** What the word index is asked for a (non-empty) query in matchesQuery: an FTS5 MATCH text, or a tsquery's text. */
export function indexQueryText(dialect: DialectName, query: WordQuery): string {
  return dialect === 'postgres' ? query.map((word) => tsAlternatives(word, 'any', 'both')).join(' & ') : fts5Query(query);
}

/**
 * The rows the word index finds for `text` (indexQueryText), name or description: a value, so a prepared read may
 * hand it as a slot.
 */
export function indexFinds(dialect: DialectName, text: unknown): Expression<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`products.search_words @@ ${text}::tsquery`;
  return sql<SqlBool>`products.id in (select rowid from products_words where products_words match ${text})`;
}

/** Whether rowMatchesQuery is cheap: for a row it asks, FTS5 rebuilds a prefix's list (2 ms at 100,000 products). */
export function canTestRows(dialect: DialectName, query: WordQuery): boolean {
  return dialect === 'postgres' || query.every((word) => !word.prefix || word.completions !== null);
}

/** A GLOB pattern for a word (or the start of one) in text framed by spaces, lower case and ASCII only. */
const wordGlob = (term: string, prefix = false) => `*[^a-z0-9]${term}${prefix ? '' : '[^a-z0-9]'}*`;

/** SQLite: the query tested on an ASCII row's own text (FTS5's unicode61 cuts ASCII text exactly at [^A-Za-z0-9]). */
function asciiRowMatches(query: WordQuery): RawBuilder<unknown> {
  const text = sql`(' ' || lower(products.name) || ' ' || lower(products.description) || ' ')`;
  const words = query.map((word) => {
    const patterns = [...word.exact, ...word.corrected].map((term) => wordGlob(term));
    if (word.prefix) patterns.push(...(word.completions ?? []).map((term) => wordGlob(term)), ...(word.completions ? [] : [wordGlob(word.word, true)]));
    return sql`(${sql.join(patterns.map((pattern) => sql`${text} glob ${pattern}`), sql` or `)})`;
  });
  return sql`(${sql.join(words, sql` and `)})`;
}

/**
 * The same test for one row at a time (a walk of a sort index). PostgreSQL reads the row's own search_words. SQLite
 * tests an ASCII row's text with GLOB (under a µs a word) and asks FTS5 about any other row by its rowid (a seek in
 * each word's list, some µs), where matchesQuery would list every match first.
 */
export function rowMatchesQuery(dialect: DialectName, query: WordQuery): Expression<SqlBool> {
  if (dialect === 'postgres' || query.length === 0) return matchesQuery(dialect, query);
  const byIndex = sql`exists (select 1 from products_words where products_words match ${fts5Query(query)} and products_words.rowid = products.id)`;
  return sql<SqlBool>`(case when (products.name || products.description) glob '*[^ -~]*' then ${byIndex} else ${asciiRowMatches(query)} end)`;
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
