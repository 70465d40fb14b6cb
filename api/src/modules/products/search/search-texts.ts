import { sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import { preparedRead } from '../../../db/prepared';
import { type CatalogueCache, type CatalogueReads, readWordsVersion } from '../catalogue-cache';
import type { Db } from '../products.repository';
import { matchingProducts, type ProductFilter, SHOPPERS } from '../products-filter';
import type { KeptWords } from './products-named';
import { keptVocabulary, type VocabularyRange, vocabularyReader } from './vocabulary';
import { finds, termsStarting } from './word-index';
import { indexQueryText } from './word-match';
import { keptWords, readWordQuery, type WordQuery, type WordReader, wordReader } from './word-query';

// A shopper's texts read as words (searches, suggestions, "Did you mean"), and whether texts find products at all.

/** What reading words needs of a listing's options (products-query.repository.ts ListOptions). */
interface WordOptions {
  cache?: CatalogueCache | undefined;
  reads?: Pick<CatalogueReads, 'wordsVersion'> | undefined;
}

/**
 * The word index's vocabulary and the words read from it, kept per words' version when there is a cache (the version
 * is read here, once; it moves with every word a product gains or loses). The texts' words kept in memory at that
 * version are the vocabulary itself: then no range is read from the database.
 */
async function searchVocabulary(db: Db, dialect: DialectName, options: WordOptions): Promise<{ vocabulary: VocabularyRange; readWord: WordReader }> {
  const read = vocabularyReader(db, dialect);
  if (!options.cache) return { vocabulary: read, readWord: wordReader(read) };
  const version = await (options.reads?.wordsVersion ?? (() => readWordsVersion(db)))();
  // The texts' words kept in memory are the vocabulary (PostgreSQL's search_terms also holds words no product has any
  // longer); else ranges are read from the database and kept.
  const texts = options.cache.texts.indexAt(version);
  const vocabulary: VocabularyRange = texts ? async (prefix) => termsStarting(texts.terms, prefix) : keptVocabulary(options.cache.vocabulary, version, read);
  return { vocabulary, readWord: keptWords(options.cache.words, version, wordReader(vocabulary)) };
}

/** A search text read as words, with the vocabulary it was read from. */
export async function searchWords(db: Db, dialect: DialectName, text: string, options: WordOptions = {}): Promise<{ words: WordQuery; vocabulary: VocabularyRange }> {
  const { vocabulary, readWord } = await searchVocabulary(db, dialect, options);
  return { words: await readWordQuery(text, readWord), vocabulary };
}

/**
 * For each text, whether a search for it (with the filter's other conditions) finds a product. A shopper's search alone
 * is answered from the texts' words in memory when they are kept at the version (`kept`: words-in-memory.ts); else one
 * statement for all, each asking the word index directly and stopping at its first match (no count, no plan
 * statistics). PostgreSQL: one round trip however many texts a suggestion tries.
 */
export async function textsFinding(db: Db, dialect: DialectName, texts: readonly string[], filter: ProductFilter, options: WordOptions = {}, kept?: KeptWords): Promise<boolean[]> {
  if (texts.length === 0) return [];
  // One vocabulary (one version read) for every text.
  const { readWord } = await searchVocabulary(db, dialect, options);
  const queries = await Promise.all(texts.map((q) => readWordQuery(q, readWord)));
  const { q: _q, words: _words, ...others } = filter;
  const shoppers = isShoppers(others);
  const inMemory = shoppers ? kept?.memory.indexAt(kept.at.version) : null;
  if (inMemory) return queries.map((query) => finds(inMemory, query));
  // A text without words finds nothing; the others are asked.
  const asked = queries.flatMap((query, index) => (query.length > 0 ? [{ index, text: indexQueryText(dialect, query) }] : []));
  const found = texts.map(() => false);
  if (asked.length === 0) return found;
  const row = shoppers
    ? (await shoppersFinding(asked.length)(db, Object.fromEntries(asked.map((item, index) => [`text${index}`, item.text]))))[0]!
    : await db.selectNoFrom(asked.map((item, index) => sql<boolean>`exists ${matchingProducts(db, dialect, others, 'index', item.text).select('products.id').limit(1)}`.as(`finds_${index}`))).executeTakeFirstOrThrow();
  // SQLite answers 1 or 0, PostgreSQL true or false.
  asked.forEach((item, index) => (found[item.index] = Boolean(Number((row as Record<string, unknown>)[`finds_${index}`]))));
  return found;
}

/** Whether the other filters are a shopper's alone (SHOPPERS: the suggestions ask up to 8 texts each time). */
const isShoppers = (filter: Omit<ProductFilter, 'q' | 'words'>) => Object.keys(filter).length === 2 && filter.liveOnly && filter.hideDisabledSellers === true;

/**
 * textsFinding's statement for `count` texts of a shopper's search, built with Kysely once per count (the texts are its
 * values; PostgreSQL plans it for each call's texts): building it for every suggestion cost more than running it (8
 * texts: 0.36 ms against 0.26, timed one-off).
 */
const shoppersFindingReads = new Map<number, ReturnType<typeof preparedRead<Record<string, unknown>, Record<string, unknown>>>>();
function shoppersFinding(count: number) {
  let read = shoppersFindingReads.get(count);
  if (!read) {
    read = preparedRead((db: Db, texts: Record<string, unknown>, dialect) =>
      db.selectNoFrom(Array.from({ length: count }, (_, index) => sql<boolean>`exists ${matchingProducts(db, dialect, SHOPPERS, 'index', texts[`text${index}`]).select('products.id').limit(1)}`.as(`finds_${index}`))),
      { planEachCall: true },
    );
    shoppersFindingReads.set(count, read);
  }
  return read;
}
