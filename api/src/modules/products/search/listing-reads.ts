import { sql } from 'kysely';
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
