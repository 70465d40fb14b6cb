// The API load scenarios: each answers `next()`, the request a connection sends next (rotating through
// search words, categories, ids and signed-in accounts so caches do not flatter the numbers).

const enc = encodeURIComponent;

function rotate(list) {
  let index = 0;
  return () => list[index++ % list.length];
}

/** Last (deepest) page number of a search, asked of the running server. */
async function lastPage(baseUrl, query) {
  const response = await fetch(`${baseUrl}/api/products/search?${query}&page=0&size=20`);
  if (!response.ok) throw new Error(`search ${query} -> ${response.status}`);
  const body = await response.json();
  return Math.max(0, body.totalPages - 1);
}

/**
 * The scenarios in run order (checkout last: it changes data). `runId` keeps Idempotency-Keys unique across runs.
 */
export async function buildScenarios({ baseUrl, fixtures, buyers, sellers, runId }) {
  const word = rotate(fixtures.words);
  const category = rotate(fixtures.categories);
  const product = rotate(fixtures.productIds);
  const reviewed = rotate(fixtures.reviewed.length ? fixtures.reviewed : fixtures.productIds);
  const buyer = rotate(buyers);
  const seller = rotate(sellers);

  // Deep pages: 80% into the whole catalogue, and the last page of each text search.
  const catalogueLast = await lastPage(baseUrl, 'sort=createdAt,desc');
  const deep = Math.floor(catalogueLast * 0.8);
  const deepPages = Array.from({ length: 10 }, (_, index) => Math.max(0, deep - index));
  const deepPage = rotate(deepPages);
  const textLast = [];
  for (const text of fixtures.words) textLast.push({ text, page: await lastPage(baseUrl, `q=${enc(text)}`) });
  const textDeep = rotate(textLast);

  const textCategory = rotate(fixtures.words.flatMap((text, index) => [0, 1, 2].map((offset) => ({ text, category: fixtures.categories[(index * 3 + offset) % fixtures.categories.length] }))));

  let sequence = 0;
  const checkoutProduct = rotate(fixtures.stocked);

  return [
    { id: 'search-text', label: 'Search: text (3+ chars), newest first', next: () => ({ path: `/api/products/search?q=${enc(word())}&page=0&size=20` }) },
    { id: 'search-category', label: 'Search: category', next: () => ({ path: `/api/products/search?category=${enc(category())}&page=0&size=20` }) },
    {
      id: 'search-text-category-price',
      label: 'Search: text + category, by price',
      next: () => {
        const pick = textCategory();
        return { path: `/api/products/search?q=${enc(pick.text)}&category=${enc(pick.category)}&sort=price,asc&page=0&size=20` };
      },
    },
    { id: 'deep-page', label: `Listing: deep page (~page ${deep} of ${catalogueLast})`, next: () => ({ path: `/api/products/search?page=${deepPage()}&size=20` }) },
    {
      id: 'search-text-last-page',
      label: 'Search: text, last page',
      next: () => {
        const pick = textDeep();
        return { path: `/api/products/search?q=${enc(pick.text)}&page=${pick.page}&size=20` };
      },
    },
    { id: 'product', label: 'Product detail', next: () => ({ path: `/api/products/${product()}` }) },
    { id: 'categories', label: 'Categories', next: () => ({ path: '/api/products/categories' }) },
    { id: 'reviews', label: 'Reviews page (5, newest first)', next: () => ({ path: `/api/reviews/product/${reviewed()}?page=0&size=5&sort=dateCreated,desc` }) },
    {
      id: 'buyer-orders',
      label: "A buyer's orders",
      next: () => {
        const account = buyer();
        return { path: `/api/orders/user/${account.id}`, headers: { authorization: `Bearer ${account.token}` } };
      },
    },
    {
      id: 'seller-orders',
      label: "A seller's orders (page of 20)",
      next: () => {
        const account = seller();
        return { path: `/api/orders/seller?sellerId=${account.id}&page=0&size=20`, headers: { authorization: `Bearer ${account.token}` } };
      },
    },
    {
      id: 'checkout',
      label: 'Checkout (distinct buyers, 1 stocked item)',
      mutates: true,
      next: () => {
        const account = buyer();
        const item = checkoutProduct();
        sequence += 1;
        return {
          method: 'POST',
          path: '/api/orders/checkout',
          headers: {
            authorization: `Bearer ${account.token}`,
            'content-type': 'application/json',
            'idempotency-key': `bench-${runId}-${sequence}`,
          },
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
    },
  ];
}
