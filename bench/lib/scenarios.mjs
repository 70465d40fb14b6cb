// The API load scenarios: each answers `next()`, the request a connection sends next (rotating through search
// words, categories, ids and signed-in accounts). The catalogue's read rows each have a cold twin (`cold: true`)
// whose keys never repeat within the run. Nothing is written while the read scenarios run, so after its first
// read each search page is answered from memory (the API keeps them while nothing changes): those rows show a quiet
// catalogue, and run.mjs's "while … check out" row the same search while orders are placed (each sale outdating the
// kept pages that show its product). `key` scenarios are the ones repeated (median and spread) and measured at every
// catalogue size of the scale table.

import { sample } from '../../api/src/test/metrics-text.ts';
import { shuffled } from './random.mjs';
import words from './words.json' with { type: 'json' };

const enc = encodeURIComponent;
/** The search's result window (the API pages through the first 10,000 results of a search). */
export const RESULT_WINDOW = 10000;
const PAGE = 20;

function rotate(list) {
  let index = 0;
  return () => list[index++ % list.length];
}

/** Cold twins' keys never repeat within a run (up to this many; wrk is handed them all). */
export const COLD_KEYS = 100_000;
const SORTS = ['createdAt,desc', 'price,asc', 'price,desc', 'name,asc', 'rating,desc'];
/**
 * Pages of each word or category a cold twin walks: every page the result window lets a shopper reach (the first
 * 100 alone gave the broad words too few keys to last a second on a fast machine).
 */
const COLD_PAGES = RESULT_WINDOW / PAGE;

/**
 * What shoppers type on the way to a product, never asked by the hot row: the starts (2-6 letters) of every word of
 * both cold bands, then an adjective and the start (3-5 letters) of a kind of product, as the generated names pair them
 * ("rustic kett"), in a mixed order.
 */
function coldSuggestKeys(groups) {
  const starts = [...new Set([...groups.cold.broad, ...groups.cold.middling].flatMap((item) => [2, 3, 4, 5, 6].map((length) => item.word.slice(0, length))))];
  const nouns = Object.values(words.CATEGORIES).flat().map((noun) => noun.toLowerCase());
  const pairs = words.ADJECTIVES.flatMap((adjective) =>
    nouns.flatMap((noun) => [3, 4, 5].filter((length) => length < noun.length).map((length) => `${adjective.toLowerCase()} ${noun.slice(0, length)}`)),
  );
  return [...starts, ...shuffled([...new Set(pairs)], 20261128)].slice(0, COLD_KEYS);
}

/** Every (text or category, sort, page) of these listings, in a mixed order: pages never asked before. */
function coldListings(listings, { skipFirstNewest = 0 } = {}) {
  const combos = listings.flatMap(({ query, last }) =>
    SORTS.flatMap((sort) =>
      Array.from({ length: Math.min(last + 1, COLD_PAGES) }, (_, page) => page)
        // Pages the hot rows have read (newest first: the first page and the ids kept ahead of it) are not cold.
        .filter((page) => sort !== 'createdAt,desc' || page >= skipFirstNewest)
        .map((page) => `${query}&sort=${sort}&page=${page}&size=${PAGE}`),
    ),
  );
  // Interleaved by a stride prime to the length, so consecutive requests ask different listings.
  const stride = 7919;
  return combos.map((_, index) => combos[(index * stride) % combos.length]).slice(0, COLD_KEYS);
}

/**
 * Every `every`th item (a listing, a product, a text) is held out of a cold twin's measured keys to warm its code path
 * first: the rest are never asked before they are measured, and share no listing with the warm-up.
 */
function holdOut(items, every) {
  return { measured: items.filter((_, index) => index % every !== every - 1), warm: items.filter((_, index) => index % every === every - 1) };
}

/** Each product's reviews page newest first, then (after every product's) oldest first: two keys a product. */
const bothReviewOrders = ({ measured, warm }) => {
  const keys = (ids) => ['dateCreated,desc', 'dateCreated,asc'].flatMap((sort) => ids.map((id) => ({ id, sort })));
  return { measured: keys(measured), warm: keys(warm) };
};

/** A quarter of the listings (words, categories) warm up: each is many keys, and a warm-up lasts seconds. */
const coldPages = (listings, options) => {
  const { measured, warm } = holdOut(listings, 4);
  return { measured: coldListings(measured, options), warm: coldListings(warm, options) };
};

/**
 * The cold twin of a read row: the same kind of request, with keys that are never repeated within the run (every
 * product, every page of every word and category in every sort), so what it measures is the database and the code
 * path, not answers kept from earlier requests. Run once (not repeated: a repeat would send the same keys again),
 * after a warm-up on `warm` keys of the same kind that it never measures: a process's first seconds on a code path
 * cost up to several times its steady pace (the compiler's and the collector's start), which a shop that has been
 * running meets only after a restart (docs/BENCHMARKS.md, findings of 2026-11-29).
 */
function coldTwin(hot, label, { measured, warm }, path) {
  const requests = (keys) => rotate(keys.map((key) => ({ path: path(key) })));
  return {
    id: `${hot}-cold`,
    label: `${label} (cold: ${measured.length.toLocaleString('en-US')} keys never repeated)`,
    cold: true,
    rotation: measured.length,
    next: requests(measured),
    warm: { rotation: warm.length, next: requests(warm) },
  };
}

/** Last page number a search lets one reach, asked of the running server. */
export async function lastPage(baseUrl, query) {
  const response = await fetch(`${baseUrl}/api/products/search?${query}&page=0&size=${PAGE}`);
  if (!response.ok) throw new Error(`search ${query} -> ${response.status}`);
  const body = await response.json();
  return Math.max(0, body.totalPages - 1);
}

const auth = (account) => ({ authorization: `Bearer ${account.token}` });

/** The read scenarios (no writes), in run order. `admin` may be null (then the staff lists are left out). */
export async function buildReadScenarios({ baseUrl, fixtures, buyers = [], sellers = [], admin = null }) {
  const groups = fixtures.wordGroups;
  const broad = rotate(groups.broad.map((item) => item.word));
  const middling = rotate(groups.middling.map((item) => item.word));
  const rare = rotate(groups.rare.map((item) => item.word));
  const category = rotate(fixtures.categories);
  const product = rotate(fixtures.productIds);
  const mostReviewedIds = fixtures.reviewed.length ? fixtures.reviewed : fixtures.productIds;
  // Two rotations of one list: the reviews page and product detail each go through all of it.
  const reviewed = rotate(mostReviewedIds);
  const mostReviewed = rotate(mostReviewedIds);
  const related = rotate(fixtures.productIds.slice(0, 400).map((id, index) => ({ id, category: fixtures.categories[index % fixtures.categories.length] })));
  const image = rotate(fixtures.images.length ? fixtures.images : ['/api/uploads/none.png']);

  // Deep pages: the last pages of the whole catalogue's window, and the last reachable page of each broad or middling word.
  const catalogueLast = await lastPage(baseUrl, 'sort=createdAt,desc');
  const deepPage = rotate(Array.from({ length: 10 }, (_, index) => Math.max(0, catalogueLast - index)));
  const textLast = [];
  for (const text of [...groups.broad, ...groups.middling].map((item) => item.word)) textLast.push({ text, page: await lastPage(baseUrl, `q=${enc(text)}`) });
  const textDeep = rotate(textLast);
  const textCategory = rotate([...groups.broad, ...groups.middling].flatMap((item, index) => [0, 1, 2].map((offset) => ({ text: item.word, category: fixtures.categories[(index * 3 + offset) % fixtures.categories.length] }))));

  const search = (query) => ({ path: `/api/products/search?${query}` });
  // A word of 5+ letters with one letter left out (one typo, which the search forgives), and the starts of words.
  const typoOf = (word) => `${word.slice(0, Math.floor(word.length / 2))}${word.slice(Math.floor(word.length / 2) + 1)}`;
  const typo = rotate([...groups.middling, ...groups.rare].map((item) => item.word).filter((word) => word.length >= 5).map(typoOf));
  const startsOf = (word) => [2, 3, 4, 5].filter((length) => length <= word.length).map((length) => word.slice(0, length));
  const typed = rotate([...groups.middling, ...groups.rare].flatMap((item) => startsOf(item.word)));
  // The cold twins' listings and their last pages, from the database's own counts (asking the API for a last page
  // would read that listing's first pages): every category, and every word of a band the hot rows never ask.
  const lastOf = (matches) => Math.max(0, Math.ceil(matches / PAGE) - 1);
  const categoryListings = fixtures.categoryCounts.map((row) => ({ query: `category=${enc(row.name)}`, last: lastOf(row.count) }));
  // A word's count is estimated from a sample (whole words; the search matches substrings too, so never fewer).
  const wordListings = (items) => items.map((item) => ({ query: `q=${enc(item.word)}`, last: lastOf(Math.floor(item.share * fixtures.liveProducts)) }));
  // An eighth of the products warm up (related products and product detail alike): each is one key, and the measured
  // rows need most of them.
  const everyProduct = holdOut((fixtures.everyProduct ?? []).slice(0, COLD_KEYS), 8);
  const cold = {
    broad: coldTwin('search-broad', 'Search: broad words, every sort and page', coldPages(wordListings(groups.cold.broad)), (query) => `/api/products/search?${query}`),
    middling: coldTwin('search-middling', 'Search: middling words, every sort and page', coldPages(wordListings(groups.cold.middling)), (query) => `/api/products/search?${query}`),
    category: coldTwin('search-category', 'Search: category, every sort and page', coldPages(categoryListings, { skipFirstNewest: 5 }), (query) => `/api/products/search?${query}`),
    related: coldTwin('related', 'Related products of every product', everyProduct, (row) => `/api/products/search?category=${enc(row.category)}&excludeId=${row.id}&page=0&size=8`),
    product: coldTwin('product', 'Product detail of every product', everyProduct, (row) => `/api/products/${row.id}`),
    // An eighth of the texts, likewise.
    suggest: coldTwin('suggest', 'Suggestions of words and word pairs being typed', holdOut(coldSuggestKeys(groups), 8), (text) => `/api/products/suggest?q=${enc(text)}`),
    // A sixteenth of the reviewed products, each product's page in both orders: they are fewer, and a fast machine
    // asked all 29,850 newest-first pages within the row's shortest second (full run 2026-12-01T1444).
    reviews: coldTwin('reviews', 'Reviews page of every reviewed product, newest or oldest first', bothReviewOrders(holdOut((fixtures.everyReviewed ?? []).slice(0, COLD_KEYS / 2), 16)), ({ id, sort }) => `/api/reviews/product/${id}?page=0&size=5&sort=${sort}`),
  };
  const scenarios = [
    { id: 'home', key: true, label: 'Listing: first page (home strip, /products)', next: () => search(`page=0&size=${PAGE}`) },
    { id: 'search-broad', key: true, label: 'Search: broadest words, newest first', next: () => search(`q=${enc(broad())}&page=0&size=${PAGE}`) },
    cold.broad,
    { id: 'search-broad-price', label: 'Search: broadest words, by price', next: () => search(`q=${enc(broad())}&sort=price,asc&page=0&size=${PAGE}`) },
    { id: 'search-middling', key: true, label: 'Search: middling words, newest first', next: () => search(`q=${enc(middling())}&page=0&size=${PAGE}`) },
    cold.middling,
    { id: 'search-rare', key: true, label: 'Search: rare words, newest first', next: () => search(`q=${enc(rare())}&page=0&size=${PAGE}`) },
    { id: 'search-rare-price', label: 'Search: rare words, by price', next: () => search(`q=${enc(rare())}&sort=price,asc&page=0&size=${PAGE}`) },
    {
      id: 'search-text-category-price',
      label: 'Search: text + category, by price',
      next: () => {
        const pick = textCategory();
        return search(`q=${enc(pick.text)}&category=${enc(pick.category)}&sort=price,asc&page=0&size=${PAGE}`);
      },
    },
    // Issue 31: several words (a middling one with each broad one: they meet in products), a typo, facets, suggestions.
    { id: 'search-words', label: 'Search: two words, best match', next: () => search(`q=${enc(`${middling()} ${broad()}`)}&sort=relevance&page=0&size=${PAGE}`) },
    { id: 'search-typo', label: 'Search: a middling word with a typo', next: () => search(`q=${enc(typo())}&page=0&size=${PAGE}`) },
    { id: 'search-facets', label: 'Search: middling words with facets', next: () => search(`q=${enc(middling())}&facets=true&page=0&size=${PAGE}`) },
    { id: 'suggest', label: 'Suggestions (2-5 letters typed)', next: () => ({ path: `/api/products/suggest?q=${enc(typed())}` }) },
    cold.suggest,
    { id: 'search-category', key: true, label: 'Search: category', next: () => search(`category=${enc(category())}&page=0&size=${PAGE}`) },
    cold.category,
    { id: 'listing-rating', label: 'Listing: top rated first', next: () => search(`sort=rating,desc&page=0&size=${PAGE}`) },
    {
      id: 'listing-price-range-stock',
      label: 'Listing: price $10-$50, in stock, by price',
      next: () => search(`minPrice=10&maxPrice=50&inStock=true&sort=price,asc&page=0&size=${PAGE}`),
    },
    {
      id: 'search-category-rating-stock',
      label: 'Search: category, in stock, top rated first',
      next: () => search(`category=${enc(category())}&inStock=true&sort=rating,desc&page=0&size=${PAGE}`),
    },
    {
      id: 'related',
      label: 'Related products (category + excludeId, 8)',
      next: () => {
        const pick = related();
        return search(`category=${enc(pick.category)}&excludeId=${pick.id}&page=0&size=8`);
      },
    },
    cold.related,
    { id: 'deep-page', key: true, label: `Listing: deep page (page ${catalogueLast + 1}, the window's last)`, next: () => search(`page=${deepPage()}&size=${PAGE}`) },
    {
      id: 'search-text-last-page',
      key: true,
      label: 'Search: broad and middling words, last page',
      next: () => {
        const pick = textDeep();
        return search(`q=${enc(pick.text)}&page=${pick.page}&size=${PAGE}`);
      },
    },
    { id: 'product', key: true, label: 'Product detail', next: () => ({ path: `/api/products/${product()}` }) },
    cold.product,
    // The pages shoppers open most, with the most star counts to show (the row above is the cold twin of both).
    { id: 'product-most-reviewed', label: 'Product detail of the most-reviewed products', next: () => ({ path: `/api/products/${mostReviewed()}` }) },
    { id: 'categories', label: 'Categories', next: () => ({ path: '/api/products/categories' }) },
    { id: 'reviews', label: 'Reviews page (5, newest first)', next: () => ({ path: `/api/reviews/product/${reviewed()}?page=0&size=5&sort=dateCreated,desc` }) },
    cold.reviews,
    { id: 'images', label: 'Product images (a /products page loads)', next: () => ({ path: image() }) },
  ];
  if (buyers.length) {
    const buyer = rotate(buyers);
    scenarios.push(
      { id: 'cart', label: "A buyer's cart", next: () => withAccount(buyer(), (a) => `/api/cart/?userId=${a.id}`) },
      { id: 'wishlist', label: "A buyer's wishlist", next: () => withAccount(buyer(), (a) => `/api/wishlist/getWishlist?userId=${a.id}`) },
      { id: 'buyer-orders', label: "A buyer's orders", next: () => withAccount(buyer(), (a) => `/api/orders/user/${a.id}`) },
      { id: 'order-detail', label: "An order's detail (its buyer)", next: () => withAccount(buyer(), (a) => `/api/orders/${a.orderId}`) },
    );
  }
  if (sellers.length) {
    const seller = rotate(sellers);
    scenarios.push(
      { id: 'seller-orders', label: "A seller's orders (page of 20)", next: () => withAccount(seller(), (a) => `/api/orders/seller?sellerId=${a.id}&page=0&size=20`) },
      { id: 'seller-products', label: "A seller's products (page of 20)", next: () => withAccount(seller(), (a) => `/api/products/my-products?sellerId=${a.id}&page=0&size=20`) },
      { id: 'summary', label: 'Staff summary (a seller)', next: () => withAccount(seller(), () => '/api/orders/summary') },
      // Issue 34: the seller's home, its 30- and 90-day periods in turn.
      { id: 'dashboard-seller', label: "Seller dashboard (30 or 90 days)", next: dashboard(seller, 'seller') },
    );
  }
  if (admin) {
    const staff = (path) => () => ({ path, headers: auth(admin) });
    scenarios.push(
      { id: 'admin-products', label: 'Admin: all products (page 1)', next: staff(`/api/products?page=0&size=${PAGE}`) },
      { id: 'admin-products-q', label: 'Admin: all products with q (a broad word)', next: () => ({ path: `/api/products?q=${enc(broad())}&page=0&size=${PAGE}`, headers: auth(admin) }) },
      { id: 'admin-orders', label: 'Admin: all orders (page 1)', next: staff(`/api/orders?page=0&size=${PAGE}`) },
      { id: 'admin-users', label: 'Admin: users (page 1)', next: staff(`/api/users?page=0&size=${PAGE}`) },
      { id: 'admin-users-q', label: 'Admin: users with q', next: staff(`/api/users?q=buyer00&page=0&size=${PAGE}`) },
      { id: 'dashboard-admin', label: 'Admin dashboard (30 or 90 days)', next: dashboard(() => admin, 'admin') },
    );
  }
  return scenarios;
}

/** A dashboard request as `account()` (issue 34), the 30- and 90-day periods in turn. */
function dashboard(account, which) {
  let turn = 0;
  return () => withAccount(account(), () => `/api/orders/dashboard/${which}?days=${turn++ % 2 ? 90 : 30}`);
}

function withAccount(account, path) {
  return { path: path(account), headers: auth(account) };
}

/**
 * Login with a generated account's password, again: `signInFirst` (run.mjs) signs every account in just before the row
 * (the full argon2id check, slow by design), so each sign-in the row measures comes within LOGIN_CACHE_MINUTES of it
 * and is remembered (api/src/lib/verified-logins.ts). Signed in at the bench's start instead, the entries could expire
 * during the row when the reads before it outlasted the 15 minutes: all within seconds, a full check each. Its
 * `counter` says how many full checks the server made while the row ran, its warm-up included.
 */
export function loginScenario(accounts, password, signInFirst) {
  const account = rotate(accounts);
  return {
    id: 'login',
    label: 'Login (argon2id)',
    prepare: signInFirst,
    counter: { label: 'full password checks during the row', read: (baseUrl) => metricValue(baseUrl, 'shop_login_checks_total', { check: 'full' }) },
    next: () => ({ method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: account().username, password }) }),
  };
}

/** A sample's value in the API's /metrics (answered to callers on this machine; summed over its processes), 0 if absent. */
async function metricValue(baseUrl, name, labels) {
  const response = await fetch(`${baseUrl}/metrics`);
  if (!response.ok) throw new Error(`/metrics -> ${response.status}`);
  return sample(await response.text(), name, labels) ?? 0;
}

/** Checkout by distinct signed-in buyers in turn, one unit of a well-stocked product. `runId` keeps Idempotency-Keys unique across runs. */
export function checkoutScenario({ fixtures, buyers, runId }) {
  return checkoutOf({ id: 'checkout', label: 'Checkout (distinct buyers, 1 stocked item)', products: fixtures.stocked, buyers, runId });
}

/** Many buyers race for the last units of a few products: all but those units must be refused (409), never oversold. */
export function checkoutRaceScenario({ fixtures, buyers, runId }) {
  return checkoutOf({ id: 'checkout-race', label: 'Checkout: buyers racing for the last units', products: fixtures.scarce, buyers, runId: `${runId}-race` });
}

function checkoutOf({ id, label, products, buyers, runId }) {
  const buyer = rotate(buyers);
  const checkoutProduct = rotate(products);
  let sequence = 0;
  return {
    id,
    label,
    mutates: true,
    next: () => {
      const account = buyer();
      const item = checkoutProduct();
      sequence += 1;
      return {
        method: 'POST',
        path: '/api/orders/checkout',
        headers: { ...auth(account), 'content-type': 'application/json', 'idempotency-key': `bench-${runId}-${sequence}` },
        body: JSON.stringify({
          userId: account.id,
          address: { fullName: 'Bench Buyer', street: '1 Load Street', city: 'Testville', stateZipCountry: '12345 Benchland' },
          paymentMethod: 'PAYNOW',
          paymentDetails: { referenceNumber: `B${sequence}`.slice(0, 20) },
          items: [{ productId: item.id, quantity: 1 }],
          subtotal: item.price_cents / 100,
        }),
      };
    },
  };
}
