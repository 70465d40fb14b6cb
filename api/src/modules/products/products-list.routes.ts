import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { type CachedAnswer, KeptPages, KeptUnderVersion, sendCachedAnswer, weakEtag } from '../../lib/cached-answer';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { categoryFilter, searchText, suggestText } from './product-input';
import { listingKey, type ProductFilter, SHOPPERS } from './products-filter';
import { didYouMean } from './search/did-you-mean';
import { countFacets } from './search/facets';
import { MAX_SUGGESTIONS, suggestionsFor } from './search/suggestions';
import { queryWords } from './search/query-words';
import { NotModified } from '../../lib/common-schemas';
import { type CatalogueCache, type CatalogueReads, freshCatalogueReads, listingVersionReader, versionReadOnce } from './catalogue-cache';
import { pageProducts } from './products-query.repository';
import { searchWords, textsFinding } from './search/search-texts';
import { productsNamed } from './search/products-named';
import { readAheadWhenQuiet } from './search/read-ahead';
import { finds } from './search/word-index';
import { isSeller, listLiveCategories } from './products.repository';
import {
  AllProductsQuery,
  CategoryList,
  LOW_STOCK_BELOW,
  MAX_RESULT_WINDOW,
  PRICE_RANGE_MESSAGE,
  ProductPage,
  RESULT_WINDOW_MESSAGE,
  SearchPage,
  SearchQuery,
  SellerProductsQuery,
  SuggestAnswer,
  SuggestQuery,
} from './products.schemas';

const tags = ['products'];
const security = [{ bearerAuth: [] }];

/** The price bounds in cents; a minimum above the maximum is a 400 that names both fields. */
function priceRange({ minPrice, maxPrice }: { minPrice?: number | undefined; maxPrice?: number | undefined }) {
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw httpError(400, PRICE_RANGE_MESSAGE, PRICE_RANGE_MESSAGE, { minPrice: PRICE_RANGE_MESSAGE, maxPrice: PRICE_RANGE_MESSAGE });
  }
  // A bound between cents still means the cents it rounds to (prices have at most 2 decimals).
  const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));
  return { minPriceCents: cents(minPrice), maxPriceCents: cents(maxPrice) };
}

// About 16 MB of whole search pages (a page of 20 products is some 10 kB of JSON).
const SEARCH_PAGES_KEPT = 5_000;
const SEARCH_PAGE_CHARACTERS = 16_000_000;

/** Listings: buyer search and categories (public), the admin's all-products table, a seller's own products. */
export const productListRoutes: FastifyPluginAsyncTypebox<{ cache: CatalogueCache }> = async (app, { cache }) => {
  /** Search pages as sent, each valid while the listing version it was read under reads the same. */
  const pages = new KeptUnderVersion<string, CachedAnswer>({ max: SEARCH_PAGES_KEPT, maxSize: SEARCH_PAGE_CHARACTERS, sizeOf: (page) => page.body.length });
  const listingVersion = listingVersionReader(app.db);
  const reads = freshCatalogueReads(app.db);
  const options = { cache, reads, window: MAX_RESULT_WINDOW };
  readAheadWhenQuiet(app, { db: app.db, dialect: app.dialect, cache, catalogueVersion: reads.catalogueVersion, wordsVersion: reads.wordsVersion });
  /** The names' and texts' words held in memory brought up to the words' version `version` (words-in-memory.ts upTo). */
  const wordsUpTo = (version: number) => Promise.all([cache.names, cache.texts].map((words) => words.upTo(app.db, { version, readVersion: reads.wordsVersion })));

  /**
   * Live categories of sellers not disabled, recomputed only when the catalogue version moved (a seller's disable or
   * enable moves it too); the ETag names the list's content, so a restored backup's older version never matches it.
   */
  async function categories(request: Pick<CatalogueReads, 'catalogueVersion'> = reads): Promise<{ etag: string; list: string[]; words: string[][] }> {
    const version = await request.catalogueVersion();
    if (cache.categories?.version === version) return cache.categories;
    const list = await listLiveCategories(app.db);
    // Read after the version: if a change slipped in between, the next request sees a newer version and recomputes.
    cache.categories = { version, list, etag: weakEtag(JSON.stringify(list)), words: list.map((name) => queryWords(name)) };
    return cache.categories;
  }

  app.get(
    '/products/search',
    {
      schema: {
        tags,
        summary: `Search live products: q (empty or 3+ characters) in name or description, category, price range, in stock, minimum stars, sort, page (the first ${MAX_RESULT_WINDOW} results); ETag, revalidate with If-None-Match`,
        querystring: SearchQuery,
        response: { 200: SearchPage, 304: NotModified, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, category, excludeId, sellerId, page = 0, size = DEFAULT_PAGE_SIZE, sort = 'createdAt,desc', inStock, minRating, facets = false } = request.query;
      // Shoppers never see a disabled seller's products (they cannot be shipped).
      const filter = { q: searchText(q), category: categoryFilter(category), excludeId, sellerId, liveOnly: true, hideDisabledSellers: true, inStock, minRating, ...priceRange(request.query) };
      if (page * size >= MAX_RESULT_WINDOW) throw httpError(400, RESULT_WINDOW_MESSAGE, RESULT_WINDOW_MESSAGE, { page: RESULT_WINDOW_MESSAGE });
      // Read before the page: a write committed meanwhile leaves the page tagged older than it is, never newer.
      const versions = await listingVersion();
      const answer = await pages.get(JSON.stringify([filter, page, size, sort, facets]), versions.listing, async () => {
        // The words are read once for the page and its facets, all under one catalogue version.
        const once = { ...options, reads: versionReadOnce(reads, versions) };
        await wordsUpTo(versions.words);
        const words = filter.q === undefined ? undefined : (await searchWords(app.db, app.dialect, filter.q, once)).words;
        const found = await pageProducts(app.db, app.dialect, { ...filter, words }, { page, size, sort }, once);
        const counts = facets ? { facets: await facetsOf({ ...filter, words }, once.reads) } : {};
        const correction = found.totalElements === 0 && filter.q !== undefined ? await didYouMeanFor(filter.q, filter, once) : undefined;
        const body = reply.serialize({ ...found, totalCapped: found.totalCapped ?? false, ...counts, ...(correction ? { didYouMean: correction } : {}) }) as string;
        return { body, etag: weakEtag(body) };
      });
      return sendCachedAnswer(request, reply, answer);
    },
  );

  /**
   * A staff table's page (the admin's products, a seller's own, newest first), kept as sent under the listing version,
   * which moves with every product row and seller name it shows: a seller reloading their table reads one version.
   */
  const staffPages = new KeptPages();
  const sendStaffPage = async (reply: FastifyReply, filter: ProductFilter, page: number, size: number) =>
    staffPages.send(reply, JSON.stringify([filter, page, size]), (await listingVersion()).listing, () =>
      pageProducts(app.db, app.dialect, filter, { page, size, sort: 'createdAt,desc' }, { cache, reads }),
    );

  /** For each text, whether a shopper's search for it, with the other filters of `filter`, finds a product. */
  const textsFind = (texts: readonly string[], filter: ProductFilter, request: typeof options) => textsFinding(app.db, app.dialect, texts, filter, request);

  /**
   * A search's facets, kept per listing while the catalogue version reads the same: a sale moves the listing version
   * (the page shows stock) but no count, so the counts of a busy shop's pages are not counted again after each sale.
   */
  async function facetsOf(filter: ProductFilter, request: Pick<CatalogueReads, 'catalogueVersion'>) {
    const version = await request.catalogueVersion();
    return (await cache.facets.fetch(`${listingKey(filter)}\u0000${version}`, { context: () => countFacets(app.db, app.dialect, filter) }))!;
  }

  async function didYouMeanFor(text: string, filter: ProductFilter, request: typeof options): Promise<string | undefined> {
    const { words, vocabulary } = await searchWords(app.db, app.dialect, text, request);
    return didYouMean(text, words, vocabulary, async (corrected) => (await textsFind([corrected], filter, request))[0]!);
  }

  /**
   * Suggestions as kept: per text, while the catalogue version reads the same (they show names, categories and
   * searches, never stock or sellers: a sale that leaves its product in stock does not move it).
   */
  const suggestions = new KeptUnderVersion<string, CachedAnswer>({ max: SEARCH_PAGES_KEPT, maxSize: SEARCH_PAGE_CHARACTERS, sizeOf: (answer) => answer.body.length });

  app.get(
    '/products/suggest',
    {
      schema: {
        tags,
        summary: 'Suggestions while typing (2+ characters; the last word may be unfinished or misspelt): searches, categories, products; ETag',
        querystring: SuggestQuery,
        response: { 200: SuggestAnswer, 304: NotModified, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const text = suggestText(request.query.q);
      const versions = await listingVersion();
      const answer = await suggestions.get(text, String(versions.catalogue), async () => {
        const shopper: ProductFilter = { ...SHOPPERS, q: text };
        // One catalogue version for the words, the categories and the searches tried.
        const once = { ...options, reads: versionReadOnce(reads, versions) };
        // The words kept in memory are kept under the words' own version (a sale never moves it).
        const at = { version: versions.words, readVersion: reads.wordsVersion };
        await wordsUpTo(versions.words);
        const { words } = await searchWords(app.db, app.dialect, text, once);
        const list = await suggestionsFor({
          query: words,
          categories: await categories(once.reads),
          products: () => productsNamed(app.db, app.dialect, words, MAX_SUGGESTIONS, { memory: cache.names, at }),
          textsFind: (texts) => textsFinding(app.db, app.dialect, texts, shopper, once, { memory: cache.texts, at }),
          anyNameHas: (query) => {
            const names = cache.names.indexAt(versions.words);
            return names && finds(names, query);
          },
        });
        const body = reply.serialize({ suggestions: list }) as string;
        return { body, etag: weakEtag(body) };
      });
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/products/categories',
    {
      schema: { tags, summary: 'Categories of live products, distinct and sorted (ETag: revalidate with If-None-Match)', response: { 200: CategoryList, 304: NotModified } },
    },
    async (request, reply) => {
      const { etag, list } = await categories();
      // The list's own hash: a browser's revalidation costs a 304 while the list is the same.
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return list;
    },
  );

  app.get(
    '/products',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Every product, deleted ones included, newest first (admin)',
        querystring: AllProductsQuery,
        response: { 200: ProductPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { q, page = 0, size = DEFAULT_PAGE_SIZE } = request.query;
      return sendStaffPage(reply, { q: searchText(q), liveOnly: false }, page, size);
    },
  );

  app.get(
    '/products/my-products',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A seller's products, deleted ones included, newest first (that seller or an admin)",
        querystring: SellerProductsQuery,
        response: { 200: ProductPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { sellerId, q, lowStock, page = 0, size = DEFAULT_PAGE_SIZE } = request.query;
      assertSelfOrAdmin(request, sellerId);
      // A seller asking for their own products is one (their role was read with the token); an admin's look-up is checked.
      const isSelf = sellerId === request.user.userId && request.user.role === 'SELLER';
      if (!isSelf && !(await isSeller(app.db, sellerId))) throw httpError(404, 'Seller not found.', `No seller with id ${sellerId}.`);
      // The summary's "low in stock" link lists exactly what it counts: live products with stock below 10.
      const filter = lowStock
        ? { q: searchText(q), sellerId, liveOnly: true, stockBelow: LOW_STOCK_BELOW }
        : { q: searchText(q), sellerId, liveOnly: false };
      return sendStaffPage(reply, filter, page, size);
    },
  );
};
