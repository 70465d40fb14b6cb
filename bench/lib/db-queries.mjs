// The search query kinds the bench times directly on the database (the app's own SQL) and through the API by one client.

/** Search query kinds timed directly on the database (the app's own SQL) and through the API by one client. */
export function dbQueries(fixtures, catalogueLast) {
  const page0 = { page: 0, size: 20, sort: 'createdAt,desc' };
  const cats = fixtures.categories.slice(0, 3);
  const enc = encodeURIComponent;
  const deep = catalogueLast;
  const text = (id, label, group) => ({
    id,
    label,
    filters: group.map(({ word: q }) => ({ filter: { q, liveOnly: true }, request: page0, path: `/api/products/search?q=${enc(q)}&page=0&size=20` })),
  });
  const SEARCH_WORDS = fixtures.words;
  return [
    text('search-broad', 'Search: broadest words', fixtures.wordGroups.broad),
    text('search-middling', 'Search: middling words', fixtures.wordGroups.middling),
    text('search-rare', 'Search: rare words', fixtures.wordGroups.rare),
    {
      id: 'search-category',
      label: 'Search: category',
      filters: cats.map((category) => ({ filter: { category, liveOnly: true }, request: page0, path: `/api/products/search?category=${enc(category)}&page=0&size=20` })),
    },
    {
      id: 'search-text-category-price',
      label: 'Search: text + category, by price',
      filters: SEARCH_WORDS.slice(0, 3).map((q, index) => ({
        filter: { q, category: cats[index % cats.length], liveOnly: true },
        request: { ...page0, sort: 'price,asc' },
        path: `/api/products/search?q=${enc(q)}&category=${enc(cats[index % cats.length])}&sort=price,asc&page=0&size=20`,
      })),
    },
    {
      // A category's page deep in its name order (PostgreSQL needs the name in the index for an index-only scan, 0070).
      id: 'search-category-name-deep',
      label: 'Search: category by name, page 100',
      filters: cats.map((category) => ({
        filter: { category, liveOnly: true, hideDisabledSellers: true },
        request: { ...page0, sort: 'name,asc', page: 99 },
        path: `/api/products/search?category=${enc(category)}&sort=name,asc&page=99&size=20`,
      })),
    },
    {
      id: 'deep-page',
      label: 'Listing: deep page',
      filters: [{ filter: { liveOnly: true }, request: { ...page0, page: deep }, path: `/api/products/search?page=${deep}&size=20` }],
    },
  ];
}

export async function catalogueLastPage(baseUrl) {
  const body = await (await fetch(`${baseUrl}/api/products/search?page=0&size=20`)).json();
  return Math.max(0, body.totalPages - 1);
}
