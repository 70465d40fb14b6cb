import { sql } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import { parseNumbers } from '../../../db/numbers-text';
import { dialectOf, readNumberColumn, readNumberSet } from '../../../db/prepared';
import { type Db, ofDisabledSeller } from '../products.repository';
import type { ProductSort } from '../products.schemas';
import { orderTerms } from '../products-filter';
import { fts5Query, matchesQuery, nameIndexQueryText } from './word-match';
import type { WordQuery } from './word-query';

// The database reads behind the listings from memory (memory-listings.ts): each sort's order in chunks, the products
// shoppers never see, and a text's or a category's matches as a set of ids.

/** What a listing from memory lists: a search text's matches, or a category's products. */
export type Members = { words: WordQuery } | { category: string };

/**
 * Live products (not deleted) in the sort's order (the listings' own ORDER BY), `limit` after the first `offset`:
 * each sort's index holds what this reads, where asking for sellers not disabled too would read every row.
 */
export function readOrderChunk(db: Db, sort: ProductSort, offset: number, limit: number): Promise<number[]> {
  let query = db.selectFrom('products').select('products.id').where('products.deleted', '=', false);
  for (const term of orderTerms(dialectOf(db), sort)) query = query.orderBy(term);
  return readNumberColumn(db, query.limit(limit).offset(offset));
}

/** The products shoppers never see: deleted ones, and those of disabled sellers (few, as a rule: each read by an index). */
export function readUnseen(db: Db): Promise<number[]> {
  const deleted = db.selectFrom('products').select('products.id').where('products.deleted', '=', true);
  return readNumberSet(db, deleted.union(db.selectFrom('products').select('products.id').where(ofDisabledSeller)));
}

/** Every product with the words, straight from the word index, or of the category, from its index (live or not: the orders hold only what shoppers see). */
export function readMatches(db: Db, members: Members): Promise<number[]> {
  const products = db.selectFrom('products').select('products.id');
  if (!('words' in members)) return readNumberSet(db, products.where('products.category', '=', members.category));
  const { words } = members;
  if (dialectOf(db) !== 'postgres') return readNumberSet(db, sql`select rowid from products_words where products_words match ${fts5Query(words)}`);
  return readNumberSet(db, products.where(matchesQuery('postgres', words)));
}

/** Whose words are kept in memory (words-in-memory.ts): the names', or the whole texts' (name and description). */
export type WordsOf = 'names' | 'texts';

/**
 * SQLite lists the vocabulary this many words a statement, on the process: the texts' fts5vocab table counts each
 * word's products as it lists it, some 0.1 ms a word at 100,000 products (200 a statement held the process 22-30 ms,
 * one-off), and the words are read while shoppers are served.
 */
const TERMS_PART = 25;

/** SQLite: every word `of` has, with how many products have it (the fts5vocab tables of 0062 and 0073 count them as they list them). */
async function vocabularyOf(db: Db, of: WordsOf): Promise<Array<{ term: string; doc: number }>> {
  const table = sql.table(of === 'names' ? 'products_name_words_terms' : 'products_words_vocab');
  const terms: Array<{ term: string; doc: number }> = [];
  while (true) {
    const { rows } = await sql<{ term: string; doc: number }>`select term, doc from ${table} where term > ${terms.at(-1)?.term ?? ''} order by term limit ${TERMS_PART}`.execute(db);
    terms.push(...rows);
    if (rows.length < TERMS_PART) return terms;
    // The event loop turns between statements (SQLite's run on the process: an await alone would not let requests in).
    await setImmediate();
  }
}

/** SQLite: every product (deleted ones too) whose name, or whose name or description, has `term`: the index's own match. */
async function productsWith(db: Db, of: WordsOf, term: string): Promise<Int32Array> {
  const words: WordQuery = [{ word: term, exact: [term], prefix: false, completions: null, corrected: [] }];
  const ids = await (of === 'texts' ? readMatches(db, { words }) : readNumberSet(db, sql`select rowid from products_name_words where products_name_words match ${nameIndexQueryText('sqlite', words)}`));
  return Int32Array.from(ids).sort();
}

/** PostgreSQL reads (word, product) pairs in parts of about this many, by id range: a part is one statement. */
const PAIRS_PART = 20_000;
/** PostgreSQL: each product's words, and about how many it has (generated products: 4 in a name, 25 in all). */
const POSTGRES_WORDS = { names: { of: sql`search_words_of(name)`, perProduct: 4 }, texts: { of: sql`search_words`, perProduct: 25 } };

/**
 * Each indexed word of `of` and the products that have it (deleted ones too: the caller leaves out those shoppers never
 * see), handed to `take` as ascending ids (a word may come in several parts, each part's ids above the last's). The
 * words are the indexes' own (SQLite's FTS5 indexes, PostgreSQL's search_words and search_words_of), so a text matches
 * in memory exactly when the index matches it. SQLite: a statement per word, each on the reading thread (readNumberSet):
 * listing every word's products on the process held it for up to 180 ms at a time (100,000 products, one-off);
 * PostgreSQL: a statement per range of ids, run beside the process. Answers false, having read at most a part, when
 * there are more than `maxPairs` (word, product) pairs: SQLite counts them first, PostgreSQL estimates them from its
 * first part. Stops between statements once `signal` aborts (the app closing), answering false too.
 */
export async function readWordLists(db: Db, of: WordsOf, take: (term: string, ids: Int32Array) => void, { signal, maxPairs = Infinity }: { signal?: AbortSignal | undefined; maxPairs?: number }): Promise<boolean> {
  if (dialectOf(db) === 'postgres') {
    const last = await lastProductId(db);
    const { of: words, perProduct } = POSTGRES_WORDS[of];
    const step = Math.ceil(PAIRS_PART / perProduct);
    for (let after = 0; after < last; after += step) {
      if (signal?.aborted) return false;
      const part = await sql<{ term: string; ids: string }>`select term, string_agg(id::text, ',' order by id) as ids
        from products, unnest(tsvector_to_array(${words})) as term
        where id > ${after} and id <= ${after + step} group by term`.execute(db);
      let pairs = 0;
      for (const row of part.rows) {
        const ids = Int32Array.from(parseNumbers(row.ids));
        pairs += ids.length;
        take(row.term, ids);
      }
      if (after === 0 && (pairs / Math.min(step, last)) * last > maxPairs) return false;
    }
    return !signal?.aborted;
  }
  const terms = await vocabularyOf(db, of);
  if (terms.reduce((pairs, { doc }) => pairs + doc, 0) > maxPairs) return false;
  for (const { term } of terms) {
    if (signal?.aborted) return false;
    const ids = await productsWith(db, of, term);
    if (ids.length > 0) take(term, ids);
  }
  return true;
}

/** The highest product id (0 without products): ids are handed out in order, so id ranges cut even parts. */
export async function lastProductId(db: Db): Promise<number> {
  const { rows } = await sql<{ last: number | null }>`select max(id) as last from products`.execute(db);
  return Number(rows[0]?.last ?? 0);
}

/** Names read in parts of this many ids (one statement each). */
const NAMES_PART = 5_000;

/**
 * Every product's name up to id `last` (deleted products' too: the caller leaves out those shoppers never see), in
 * ascending id ranges handed to `take` part by part; the event loop turns between parts, and stops once `signal` aborts.
 */
export async function readNames(db: Db, last: number, take: (rows: ReadonlyArray<{ id: number; name: string }>) => void, signal?: AbortSignal): Promise<void> {
  for (let after = 0; after < last && !signal?.aborted; after += NAMES_PART) {
    take(await db.selectFrom('products').select(['id', 'name']).where('id', '>', after).where('id', '<=', Math.min(after + NAMES_PART, last)).orderBy('id').execute());
    await setImmediate();
  }
}

/** An entry of the words' log (migration 0076): a product whose words may have changed (null: the log's start). */
export interface WordsLogEntry {
  seq: number;
  productId: number | null;
  stamp: number;
}

const logEntry = (row: { seq: number | string; product_id: number | null; stamp: number | string }): WordsLogEntry => ({
  seq: Number(row.seq),
  productId: row.product_id,
  stamp: Number(row.stamp),
});

/** The log's newest entry: words read after it include every change it and the entries before it name. */
export async function readWordsLogHead(db: Db): Promise<WordsLogEntry | null> {
  const row = await db.selectFrom('words_changes').selectAll().orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row ? logEntry(row) : null;
}

/** The log's entries from `seq` on (that entry first, while the log still holds it), at most `limit`. */
export async function readWordsLog(db: Db, seq: number, limit: number): Promise<WordsLogEntry[]> {
  const rows = await db.selectFrom('words_changes').selectAll().where('seq', '>=', seq).orderBy('seq').limit(limit).execute();
  return rows.map(logEntry);
}

/** SQLite tokenizes the changed products' texts in a scratch index of the connection's own (temp), with the indexes' tokenizer (0062, 0071). */
const SQLITE_SCRATCH = [
  sql`create virtual table if not exists temp.words_scratch using fts5(name, description, tokenize='unicode61 remove_diacritics 2')`,
  sql`create virtual table if not exists temp.words_scratch_terms using fts5vocab(temp, words_scratch, 'instance')`,
];

/**
 * The products `ids`' names and words of `of` as the whole read reads them (readWordLists): PostgreSQL's search_words
 * and search_words_of, SQLite's tokenizer run on their texts. A product no longer there is left out.
 */
export async function readProductWords(db: Db, of: WordsOf, ids: readonly number[]): Promise<Map<number, { name: string; terms: string[] }>> {
  const products = new Map<number, { name: string; terms: string[] }>();
  if (ids.length === 0) return products;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ id: number; name: string; terms: string[] }>`select id, name, tsvector_to_array(${POSTGRES_WORDS[of].of}) as terms
      from products where id = any(${[...ids]}::int[])`.execute(db);
    for (const { id, name, terms } of rows) products.set(id, { name, terms });
    return products;
  }
  const among = sql`from products where id in (${sql.join([...ids])})`;
  // One transaction: the scratch index is filled, read and emptied with no other statement in between.
  const { names, terms } = await db.transaction().execute(async (trx) => {
    for (const statement of SQLITE_SCRATCH) await statement.execute(trx);
    const read = await sql<{ id: number; name: string }>`select id, name ${among}`.execute(trx);
    await sql`insert into temp.words_scratch (rowid, name, description) select id, name, ${of === 'texts' ? sql`description` : sql`''`} ${among}`.execute(trx);
    const tokens = await sql<{ doc: number; term: string }>`select distinct doc, term from temp.words_scratch_terms`.execute(trx);
    await sql`delete from temp.words_scratch`.execute(trx);
    return { names: read.rows, terms: tokens.rows };
  });
  for (const { id, name } of names) products.set(id, { name, terms: [] });
  for (const { doc, term } of terms) products.get(doc)?.terms.push(term);
  return products;
}
