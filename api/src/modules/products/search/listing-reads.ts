import { sql } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import { dialectOf, readNumberColumn, readNumberSet } from '../../../db/prepared';
import { type Db, ofDisabledSeller } from '../products.repository';
import type { ProductSort } from '../products.schemas';
import { orderTerms } from '../products-filter';
import { fts5Query, matchesQuery } from './word-match';
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

/**
 * PostgreSQL's planner scans the whole table for a word in half the catalogue (at 100,000 products: a word in a quarter
 * of it still read from the word index), testing each row's words: twice as long as the index's bitmap (84 ms against
 * 43, one-off). From this share on, the set is read with whole-table scans turned off for its transaction.
 */
const FORCE_BITMAP_FROM = 1 / 8;

/**
 * Every product with the words, straight from the word index, or of the category, from its index (live or not: the
 * orders hold only what shoppers see). `share`: the words' estimated share of the catalogue.
 */
export function readMatches(db: Db, members: Members, share: number): Promise<number[]> {
  const products = db.selectFrom('products').select('products.id');
  if (!('words' in members)) return readNumberSet(db, products.where('products.category', '=', members.category));
  const { words } = members;
  if (dialectOf(db) !== 'postgres') return readNumberSet(db, sql`select rowid from products_words where products_words match ${fts5Query(words)}`);
  const read = (runner: Db) => readNumberSet(runner, runner.selectFrom('products').select('products.id').where(matchesQuery('postgres', words)));
  // A rarer word: one statement (a transaction's three more per set were over a quarter of PostgreSQL's statements in
  // the cold middling words' first second, one-off).
  if (share < FORCE_BITMAP_FROM) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
    return read(trx);
  });
}

/** The names' words read in parts of about this many (word, product) pairs: a part is one statement. */
const NAME_WORDS_PART = 20_000;

/**
 * Every product's name words (deleted products' too: the caller leaves out those shoppers never see), as each word and
 * the ids of the names that have it, ascending, handed to `take` part by part. The words are the names' index's own:
 * SQLite's FTS5 names index (0071, read through 0073's lists), PostgreSQL's search_words_of (0062), so a name matches
 * in memory exactly when the index matches it. Each part is one statement, and the event loop turns between parts:
 * SQLite's statements hold the process while they run. Stops between parts once `signal` aborts (the app closing).
 */
export async function readNameWords(db: Db, take: (term: string, ids: number[]) => void, signal?: AbortSignal): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const last = await lastProductId(db);
    // Ids are handed out in order, so id ranges make even parts (a product has a few name words).
    for (let after = 0; after < last && !signal?.aborted; after += NAME_WORDS_PART / 4) {
      const part = await sql<{ term: string; ids: string }>`select term, string_agg(id::text, ',' order by id) as ids
        from products, unnest(tsvector_to_array(search_words_of(name))) as term
        where id > ${after} and id <= ${after + NAME_WORDS_PART / 4} group by term`.execute(db);
      for (const row of part.rows) take(row.term, row.ids.split(',').map(Number));
    }
    return;
  }
  // Parts cut between words, from how many names have each (the 'row' list is as long as the names' vocabulary).
  const terms = await sql<{ term: string; doc: number }>`select term, doc from products_name_words_terms`.execute(db);
  const starts: string[] = [];
  let size = NAME_WORDS_PART;
  for (const { term, doc } of terms.rows) {
    if (size >= NAME_WORDS_PART) {
      starts.push(term);
      size = 0;
    }
    size += doc;
  }
  for (const [index, start] of starts.entries()) {
    if (signal?.aborted) return;
    const end = starts[index + 1];
    // One row per instance of a word, by word, then by name: a word twice in one name is two rows.
    const part = await sql<{ term: string; doc: number }>`select term, doc from products_name_words_rows
      where term >= ${start} ${end === undefined ? sql`` : sql`and term < ${end}`}`.execute(db);
    const byTerm = new Map<string, number[]>();
    for (const { term, doc } of part.rows) {
      const ids = byTerm.get(term) ?? [];
      if (ids.length === 0) byTerm.set(term, ids);
      if (ids.at(-1) !== doc) ids.push(doc);
    }
    for (const [term, ids] of byTerm) take(term, ids);
    await setImmediate();
  }
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
