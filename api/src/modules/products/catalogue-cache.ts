import { preparedRead } from '../../db/prepared';
import { freshRowsReader, freshValueReader } from '../../lib/fresh-rows';
import { readOnceCache } from '../../lib/single-flight';
import type { Facets } from './search/facets';
import { MemoryListings } from './search/memory-listings';
import type { QueryWord } from './search/word-query';
import { WordsInMemory } from './search/words-in-memory';
import { type Db, listingRowReads } from './products.repository';

export interface TextStats {
  /** Share of the newest live products (a fixed-size sample) whose name or description contains the text. */
  fraction: number;
  /** Roughly how many products there are (the highest id), to price a scan of the text index. */
  catalogueSize: number;
}

/** A text's plan statistics are measured again after this long. */
const STATS_TTL_MS = 10 * 60_000;

/**
 * Per-app caches of what is costly to compute and changes only with the catalogue's searchable content: capped
 * search totals, what memory lists shoppers' searches from and the category list, all tagged with the catalogue
 * version they were computed at (migration 0005: triggers bump it on every product insert, delete, or change of name,
 * description, category or deleted).
 * The version is read on every request (a one-row primary-key read), so a change made through any process or any
 * writer is seen by the next request: nothing is ever served stale. Since 0043 a price change and a product going
 * in or out of stock bump it too, since 0044 a change of rating order, and since 0058 a seller's disable or enable
 * (it moves to a random value then: api/README.md, "Fresh answers"); other stock changes (every checkout) do not,
 * and they need not: they change no listing's members or order, and rows are always read fresh by id.
 */
export function createCatalogueCache() {
  return {
    /** Each listing's total by its key and catalogue version, counted once however many requests ask for it at once. */
    totals: readOnceCache<number>({ max: 10_000 }),
    /**
     * The live categories of sellers not disabled, at `version`, with the ETag of the list's content and each one's
     * words as a search reads them (`words[i]` are `list[i]`'s: suggestions test them at every letter typed).
     */
    categories: null as { version: number; etag: string; list: string[]; words: string[][] } | null,
    /**
     * Plan statistics per search text (share of a sample that matches); only an estimate, so not version-bound,
     * measured again after STATS_TTL_MS. These three are read once however many requests ask at once (the first second
     * of a burst of new words asked each word's up to 32 times, one-off: api/README.md, "Search").
     */
    textStats: readOnceCache<TextStats>({ max: 5_000, ttl: STATS_TTL_MS }),
    /**
     * Ranges of the word index's vocabulary (search/vocabulary.ts), each under the words' version it was read at, while
     * the texts' words are not kept in memory (their words are the vocabulary then).
     */
    vocabulary: readOnceCache<string[]>({ max: 2_000, maxSize: 2_000_000, sizeCalculation: (terms) => terms.length + 1 }),
    /** Words of search texts as read from the vocabulary (search/word-query.ts), under the words' version. */
    words: readOnceCache<QueryWord>({ max: 20_000 }),
    /** A search's facets by listing and catalogue version (every count moves it), counted once however many ask. */
    facets: readOnceCache<Facets>({ max: 5_000 }),
    /** Each sort's order and each text's matches, for shoppers' searches by words alone (search/memory-listings.ts). */
    memoryListings: new MemoryListings(),
    /** The names' words, for the products a suggestion names (search/words-in-memory.ts). */
    names: new WordsInMemory('names'),
    /** The whole texts' words, for whether a suggestion's completions find products (search/words-in-memory.ts). */
    texts: new WordsInMemory('texts'),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/** A one-row version table's version (the catalogue's, migration 0005; the words', 0074). */
const versionQuery = (db: Db, table: 'catalogue_version' | 'words_version') => db.selectFrom(table).select('version').where('id', '=', 1);

/** A reader of one version table's version, as one prepared statement. */
function versionReader(table: 'catalogue_version' | 'words_version'): (db: Db) => Promise<number> {
  const row = preparedRead((db: Db, _values: Record<string, never>) => versionQuery(db, table));
  return async (db) => Number((await row(db, {}))[0]?.version ?? 0);
}

export const readCatalogueVersion = versionReader('catalogue_version');
/** The words' own version (migration 0074): what the words kept in memory are kept under. */
export const readWordsVersion = versionReader('words_version');

/**
 * What a listing reads on every request, the catalogue version and its page's rows, each read after the caller asked;
 * the requests of one event-loop turn share one statement each (lib/fresh-rows.ts).
 */
export function freshCatalogueReads(db: Db) {
  return {
    /** The catalogue version the request works under (read afresh, or once per request: versionReadOnce). */
    catalogueVersion: freshValueReader(() => readCatalogueVersion(db)),
    /** The words' version (0074), read only where the words in memory are asked (afresh, or once: versionReadOnce). */
    wordsVersion: freshValueReader(() => readWordsVersion(db)),
    rows: freshRowsReader(listingRowReads(db), (row) => row.id),
  };
}

/**
 * The reads a listing is handed; `versionNow`: the catalogue version as it reads now, to check a read of something to
 * keep (absent: catalogueVersion reads afresh).
 */
export type CatalogueReads = ReturnType<typeof freshCatalogueReads> & { versionNow?: () => Promise<number> };

/**
 * The reads with the catalogue and words versions read at most once each, for one request (or given: `known`, read
 * with the listing version): its words, listing and facets are then read under one version, for one statement.
 * `versionNow` still reads the catalogue version afresh: a read of something to keep (a set, an order's chunk) is
 * checked against it after the read.
 */
export function versionReadOnce<Reads extends Pick<CatalogueReads, 'catalogueVersion' | 'wordsVersion' | 'versionNow'>>(
  reads: Reads,
  known?: Pick<ListingVersions, 'catalogue' | 'words'>,
): Reads & Required<Pick<CatalogueReads, 'versionNow'>> {
  return {
    ...reads,
    catalogueVersion: readOnce(reads.catalogueVersion, known?.catalogue),
    wordsVersion: readOnce(reads.wordsVersion, known?.words),
    versionNow: reads.versionNow ?? reads.catalogueVersion,
  };
}

/** `read` called at most once (never when `known`), its answer shared. */
function readOnce(read: () => Promise<number>, known: number | undefined): () => Promise<number> {
  let value: Promise<number> | undefined = known === undefined ? undefined : Promise.resolve(known);
  return () => (value ??= read());
}

const listingVersionsRow = preparedRead((db: Db, _values: Record<string, never>) =>
  db.selectNoFrom([
    db.selectFrom('listing_version').select((eb) => eb.fn.sum<number>('version').as('version')).as('listing'),
    versionQuery(db, 'catalogue_version').as('catalogue'),
    versionQuery(db, 'words_version').as('words'),
  ]),
);

/** The listing version (a kept page's key), the catalogue version and the words' version, as one statement read them. */
export interface ListingVersions {
  listing: string;
  catalogue: number;
  words: number;
}

/**
 * The listing version (migration 0060), read after the caller asked: a search page kept under it is current while it
 * reads the same. The catalogue and words versions come in the same statement: a page or suggestion not kept reads its
 * words and listing under them (versionReadOnce) without a statement of its own. The requests of one event-loop turn
 * share one read (lib/fresh-rows.ts).
 */
export function listingVersionReader(db: Db): () => Promise<ListingVersions> {
  return freshValueReader(async () => {
    const [row] = await listingVersionsRow(db, {});
    return { listing: String(row?.listing ?? 0), catalogue: Number(row?.catalogue ?? 0), words: Number(row?.words ?? 0) };
  });
}
