import { sql } from 'kysely';
import type { DialectName } from '../../db/database';
import { type CatalogueCache, type CatalogueReads, createCatalogueCache, readCatalogueVersion, readWordsVersion, versionReadOnce } from './catalogue-cache';
import type { ProductSort } from './products.schemas';
import { belongsTo, cacheable, listingKey, matchingProducts, orderTerms, type ProductFilter } from './products-filter';
import { chooseTextPlan, refineForSqlite, type TextPlan, textStats } from './products-text-plan';
import { membersIn, membersOf } from './search/memory-listings';
import { bestMatchFromMemory } from './search/best-match';
import { searchWords } from './search/search-texts';
import { canTestRows } from './search/word-match';
import { type Db, listingRowReads, type ProductDto, type ProductRow, toProductDto } from './products.repository';
import { pageAnswer } from '../../lib/paging';

export interface PageRequest {
  page: number;
  size: number;
  sort: ProductSort;
}

export interface ProductPage {
  content: ProductDto[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
  /** Only when a cap was asked for: true when more than `totalElements` products match. */
  totalCapped?: boolean;
}

export interface ListOptions {
  /** Per-app caches; without them nothing is cached (each call computes everything, e.g. the bench's SQL capture). */
  cache?: CatalogueCache | undefined;
  /**
   * The result window: only the first `window` matches can be paged through and the total is counted up to it
   * (answered with totalCapped), so neither a deep page nor a broad word costs more as the catalogue grows.
   */
  window?: number | undefined;
  /** The catalogue version and listing rows, read as catalogue-cache.ts freshCatalogueReads does; else read here. */
  reads?: CatalogueReads | undefined;
}

async function textPlanFor(
  db: Db,
  dialect: DialectName,
  filter: ProductFilter,
  cache: CatalogueCache | undefined,
  matchesNeeded: (share: number, size: number) => number,
  { otherFraction = 1, probe = false } = {},
): Promise<TextPlan | null> {
  // No words (only punctuation was typed): nothing matches, and there is nothing to plan.
  if (!filter.words?.length) return null;
  const stats = await textStats(db, dialect, cache ?? createCatalogueCache(), filter.words);
  const needed = matchesNeeded(stats.fraction, stats.catalogueSize);
  const plan = canTestRows(dialect, filter.words) ? chooseTextPlan(dialect, stats, needed, otherFraction) : 'index';
  return probe && dialect === 'sqlite' ? refineForSqlite(plan, stats, needed) : plan;
}

/** PostgreSQL, walk plan: its planner cannot know how common the word is, so it is told to read the sort index in order. */
export async function withPlan<T>(db: Db, dialect: DialectName, plan: TextPlan | null, run: (db: Db) => Promise<T>): Promise<T> {
  if (dialect !== 'postgres' || plan !== 'walk') return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
      set_config('enable_sort', 'off', true)`.execute(trx);
    return run(trx);
  });
}

/** The filter with its search text read as words (once: a filter that has them keeps them). */
async function withWords(db: Db, dialect: DialectName, filter: ProductFilter, options: Pick<ListOptions, 'cache'> & { reads?: Pick<CatalogueReads, 'wordsVersion'> } = {}): Promise<ProductFilter> {
  if (filter.q === undefined || filter.words) return filter;
  return { ...filter, words: (await searchWords(db, dialect, filter.q, options)).words };
}

/** How many products match, counting at most `cap + 1` when a cap is given (the caller then knows there are more). */
export async function countProducts(db: Db, dialect: DialectName, anyFilter: ProductFilter, cap?: number, cache?: CatalogueCache): Promise<number> {
  const filter = await withWords(db, dialect, anyFilter, { cache });
  // A count walks the index that leads with the category: its matches are the category's share of the text's.
  const inCategory = filter.category === undefined ? 1 : 1 / Math.max(1, cache?.categories?.list.length ?? 20);
  const plan = await textPlanFor(db, dialect, filter, cache, (share, size) => Math.min(cap === undefined ? Infinity : cap + 1, share * size * inCategory) || 1);
  const matching = matchingProducts(db, dialect, filter, plan);
  const row =
    cap === undefined
      ? await matching.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow()
      : await db
          .selectFrom(matching.select(sql<number>`1`.as('one')).limit(cap + 1).as('capped'))
          .select(sql<number>`count(*)`.as('count'))
          .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The total, from the cache while the catalogue version (read once for the request) is unchanged. */
async function totalOf(db: Db, dialect: DialectName, filter: ProductFilter, options: ListOptions, version: number): Promise<number> {
  const { cache, window } = options;
  if (!cache) return countProducts(db, dialect, filter, window, cache);
  return (await cache.totals.fetch(`${listingKey(filter)}:${window}\u0000${version}`, { context: () => countTotal(db, dialect, filter, options, version) }))!;
}

async function countTotal(db: Db, dialect: DialectName, filter: ProductFilter, options: ListOptions, version: number): Promise<number> {
  // A text whose matches are kept (search/memory-listings.ts) is counted from them: at most one past the window,
  // as countProducts counts.
  const members = membersOf(filter);
  const kept = options.cache && members ? options.cache.memoryListings.count(members, version) : null;
  if (kept !== null) return options.window === undefined ? kept : Math.min(kept, options.window + 1);
  if (filter.excludeId !== undefined && !filter.q) {
    const { excludeId, ...rest } = filter;
    const member = async () => (await matchingProducts(db, dialect, rest, null).select('products.id').where('products.id', '=', excludeId).executeTakeFirst()) !== undefined;
    const total = await relatedTotal(db, dialect, rest, options, version, member);
    if (total !== undefined) return total;
  }
  return countProducts(db, dialect, filter, options.window, options.cache);
}

/**
 * Related products ("category + excludeId", one per product page): the category's kept total, less the product itself
 * when it is one of them, instead of a count per product. Undefined when the base total is capped (then counted).
 */
async function relatedTotal(db: Db, dialect: DialectName, base: ProductFilter, options: ListOptions, version: number, member: () => Promise<boolean>): Promise<number | undefined> {
  const { window } = options;
  const total = await totalOf(db, dialect, base, options, version);
  if (window === undefined || total <= window) return total - ((await member()) ? 1 : 0);
  return total > window + 1 ? total : undefined;
}

// Without statistics, a guess at the share of products a price range, "in stock" or a star filter keeps (walks read
// more rows).
const FILTER_SHARE = 0.5;

/** The share of rows a walk of the sort index keeps for the filters that index does not hold (1: it holds them all). */
function shareOfOtherFilters(filter: ProductFilter, sort: ProductSort, cache: CatalogueCache | undefined): number {
  let share = 1;
  if (filter.category !== undefined && !sort.startsWith('createdAt')) share /= Math.max(1, cache?.categories?.list.length ?? 20);
  if (filter.inStock) share *= FILTER_SHARE;
  const priced = filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;
  if (priced && !sort.startsWith('price')) share *= FILTER_SHARE;
  // A star filter keeps reviewed products only, and no sort index holds it.
  if (filter.minRating !== undefined) share *= FILTER_SHARE;
  return share;
}

/**
 * `limit` ids of the listing after its first `offset`, in order, from the database. Only ids are read, so skipping
 * rows costs index entries (or, for a text walk, row tests), never joins; the rows are read by id afterwards.
 */
async function readIds(db: Db, dialect: DialectName, filter: ProductFilter, sort: ProductSort, page: { offset: number; limit: number }, cache: CatalogueCache | undefined): Promise<number[]> {
  const { offset, limit } = page;
  const otherFraction = shareOfOtherFilters(filter, sort, cache);
  // Probing needs a sort index that holds every filter (category only in the newest/oldest-first index); best match
  // has no index to walk or probe.
  const plan =
    sort === 'relevance'
      ? filter.words
        ? ('index' as const)
        : null
      : await textPlanFor(db, dialect, filter, cache, () => offset + limit, { otherFraction, probe: otherFraction === 1 });
  let ids = matchingProducts(db, dialect, filter, plan).select('products.id');
  for (const term of orderTerms(dialect, sort, filter.words)) ids = ids.orderBy(term);
  const query = ids.limit(limit).offset(offset).compile();
  return withPlan(db, dialect, plan, (runner) => runner.executeQuery(query).then((result) => result.rows.map((row) => row.id)));
}

/**
 * `limit` ids of a shopper's listing of words alone or of a category alone after its first `offset`, from memory
 * (search/memory-listings.ts) at the catalogue version `at.version`, a text's matches made from the texts' words kept
 * at the words' version (never read); null when memory does not hold it (the database answers).
 */
async function idsFromMemory(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort,
  { offset, limit }: { offset: number; limit: number },
  cache: CatalogueCache,
  { wordsVersion, ...at }: { version: number; readVersion: () => Promise<number>; wordsVersion: () => Promise<number> },
): Promise<number[] | null> {
  const members = membersIn(filter, sort);
  if (!members) return null;
  if (!('words' in members)) return cache.memoryListings.readIds(db, { members, sort, ...at }, offset, limit);
  const wordsAt = await wordsVersion();
  const texts = cache.texts.indexAt(wordsAt);
  if (!texts) return null;
  // Best match is made from the names' words too.
  const bestMatch = sort === 'relevance' ? (bestMatchFromMemory(cache.texts, cache.names, wordsAt, members.words) ?? undefined) : undefined;
  return cache.memoryListings.readIds(db, { members, sort, ...at, texts, bestMatch }, offset, limit);
}

/** Rows in the order of `ids` (a product gone meanwhile is left out). */
function inOrder(ids: readonly number[], rows: readonly ProductRow[]): ProductDto[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row)] : [];
  });
}

/**
 * One zero-based page of products matching the filter, with the Spring-style totals. With a cache, a shopper's listing
 * of words alone or of a category alone is sliced from memory (search/memory-listings.ts) and a total is kept per
 * catalogue version; any other page reads its ids from the database, then its rows by id, always afresh.
 */
export async function pageProducts(db: Db, dialect: DialectName, anyFilter: ProductFilter, request: PageRequest, options: ListOptions = {}): Promise<ProductPage> {
  // The request's versions read once each; `readVersion` reads the catalogue's afresh, to check what memory keeps
  // after each read.
  const { catalogueVersion: requestVersion, wordsVersion, versionNow: readVersion } = versionReadOnce({
    catalogueVersion: options.reads?.catalogueVersion ?? (() => readCatalogueVersion(db)),
    wordsVersion: options.reads?.wordsVersion ?? (() => readWordsVersion(db)),
    ...(options.reads?.versionNow ? { versionNow: options.reads.versionNow } : {}),
  });
  const filter = await withWords(db, dialect, anyFilter, { cache: options.cache, reads: { wordsVersion } });
  const { page, size, sort } = request;
  const { window, cache } = options;
  const offset = page * size;
  // Inside the window only: a page that starts in it ends at its edge.
  const limit = window === undefined ? size : Math.max(0, Math.min(size, window - offset));
  const readRows = options.reads?.rows ?? ((ids: readonly number[]) => listingRowReads(db).many(ids));
  const rowsOf = async (ids: number[]) => (ids.length === 0 ? [] : inOrder(ids, await readRows(ids)));
  // The page's ids: from memory when it holds the listing whole, else from the database.
  const idsOf = async (listed: ProductFilter, from: number, count: number, version: number) =>
    (cache && (await idsFromMemory(db, listed, sort, { offset: from, limit: count }, cache, { version, readVersion, wordsVersion }))) ??
    (await readIds(db, dialect, listed, sort, { offset: from, limit: count }, cache));

  let content: ProductDto[];
  let count: number;
  if (!cache || !cacheable(filter)) {
    const [ids, total] = await Promise.all([limit === 0 ? [] : readIds(db, dialect, filter, sort, { offset, limit }, cache), countProducts(db, dialect, filter, window, cache)]);
    [content, count] = [await rowsOf(ids), total];
  } else if (filter.excludeId !== undefined && !filter.q) {
    // Related products (a listing less one product, asked by every product page): the first ids of the listing
    // without the exclusion, less that product.
    const { excludeId, ...base } = filter;
    const version = await requestVersion();
    const prefix = await idsOf(base, 0, offset + limit + 1, version);
    const ids = prefix.filter((id) => id !== excludeId).slice(offset, offset + limit);
    // The page's rows and the product's own, read together: whether it is one of the listing decides the total.
    const rows = await readRows([...ids, excludeId]);
    const own = rows.find((row) => row.id === excludeId);
    const member = own !== undefined && belongsTo(own, base);
    // Counted from the listing's kept total (not kept per product: one per product page would crowd out the rest).
    count = (await relatedTotal(db, dialect, base, options, version, async () => member)) ?? (await countProducts(db, dialect, filter, window, cache));
    content = inOrder(ids, rows);
  } else {
    const version = await requestVersion();
    // The ids first: a listing from memory keeps the set its total is then counted from. A page short of its limit
    // ends the listing (a first page, or one with rows): its total needs no count.
    const ids = limit === 0 ? [] : await idsOf(filter, offset, limit, version);
    const ended = ids.length < limit && (ids.length > 0 || offset === 0);
    count = ended ? offset + ids.length : await totalOf(db, dialect, filter, options, version);
    content = await rowsOf(ids);
  }
  const capped = window !== undefined && count > window;
  const totalElements = capped ? window : count;
  return {
    ...pageAnswer(content, totalElements, page, size),
    ...(window !== undefined ? { totalCapped: capped } : {}),
  };
}
