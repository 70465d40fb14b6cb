import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { changeProduct, insertProduct } from '../../test/catalog-factory';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, quickUser } from '../../test/orders-kit';
import { readCatalogueVersion } from './catalogue-cache';

const ids = (page: { content: Array<{ id: number }> }) => page.content.map((product) => product.id);
const CATEGORY = 'Filter tests';

describe('products: price range and in-stock filters, with their 400s', () => {
  let t: TestApp;
  let seller: TestUser;
  /** id → [price in cents, stock], newest last. */
  const made: Array<{ id: number; cents: number; stock: number }> = [];
  before(async () => {
    t = await startTestApp();
    seller = await createUser(t, 'SELLER');
    const specs = [
      [500, 3],
      [1000, 0],
      [1000, 7],
      [1999, 1],
      [2000, 0],
      [2001, 4],
      [4500, 2],
      [9900, 0],
      [1500, 5],
    ] as const;
    for (const [cents, stock] of specs) {
      made.push({ id: await insertProduct(t, seller.id, { category: CATEGORY, priceCents: cents, stock }), cents, stock });
    }
  });
  after(() => t.close());

  const search = (query: string) => t.http.get(`/api/products/search?category=${encodeURIComponent(CATEGORY)}&${query}`);
  const newestFirst = (keep: (product: { cents: number; stock: number }) => boolean) =>
    made.filter(keep).map((product) => product.id).reverse();

  test('minPrice and maxPrice are inclusive dollars; inStock keeps stock above 0; the total counts what matches', async () => {
    const ranged = await search('minPrice=10&maxPrice=20');
    assert.equal(ranged.status, 200, ranged.text);
    assert.deepEqual(ids(ranged.body), newestFirst((p) => p.cents >= 1000 && p.cents <= 2000));
    assert.equal(ranged.body.totalElements, 5);

    const inStock = await search('minPrice=10&maxPrice=20&inStock=true');
    assert.deepEqual(ids(inStock.body), newestFirst((p) => p.cents >= 1000 && p.cents <= 2000 && p.stock > 0));
    assert.equal(inStock.body.totalElements, 3);

    assert.deepEqual(ids((await search('minPrice=45')).body), newestFirst((p) => p.cents >= 4500));
    assert.deepEqual(ids((await search('maxPrice=5')).body), newestFirst((p) => p.cents <= 500));
    assert.deepEqual(ids((await search('inStock=false')).body), newestFirst(() => true), 'inStock=false filters nothing');
    assert.deepEqual(ids((await search('minPrice=19.99&maxPrice=19.99')).body), newestFirst((p) => p.cents === 1999));
  });

  test('sorts with filters: price both ways, name; paging never skips or repeats a product', async () => {
    const cheapFirst = await search('inStock=true&sort=price,asc');
    const inStockByPrice = made.filter((p) => p.stock > 0).sort((a, b) => a.cents - b.cents || a.id - b.id).map((p) => p.id);
    assert.deepEqual(ids(cheapFirst.body), inStockByPrice);
    const dearFirst = await search('inStock=true&sort=price,desc');
    assert.deepEqual(ids(dearFirst.body), [...inStockByPrice].reverse());

    for (const sort of ['price,asc', 'price,desc', 'createdAt,desc', 'rating,desc', 'name,asc']) {
      const whole = ids((await search(`minPrice=10&sort=${sort}&size=100`)).body);
      const paged: number[] = [];
      let totalPages = 1;
      for (let page = 0; page < totalPages; page += 1) {
        const answer = await search(`minPrice=10&sort=${sort}&size=2&page=${page}`);
        assert.equal(answer.body.totalElements, whole.length);
        totalPages = answer.body.totalPages;
        paged.push(...ids(answer.body));
      }
      assert.deepEqual(paged, whole, `paging ${sort}`);
      assert.equal(new Set(paged).size, made.filter((p) => p.cents >= 1000).length);
    }
  });

  test('totals under a price or stock filter follow price and stock changes at once (never a stale cached total)', async () => {
    const before = await search('minPrice=90');
    assert.equal(before.body.totalElements, 1);
    const cheap = made[0]!;
    await changeProduct(t, cheap.id, { price_cents: 9000 });
    const after = await search('minPrice=90');
    assert.equal(after.body.totalElements, 2);
    await changeProduct(t, cheap.id, { price_cents: cheap.cents, stock: 0 });
    assert.equal((await search('inStock=true')).body.totalElements, made.filter((p) => p.stock > 0).length - 1);
    await changeProduct(t, cheap.id, { stock: cheap.stock });
    assert.equal((await search('inStock=true')).body.totalElements, made.filter((p) => p.stock > 0).length);
  });

  test('a checkout that sells a product out drops it from the in-stock total at once; other sales leave the catalogue version alone', async () => {
    const buyer = await quickUser(t, 'BUYER');
    const lastUnit = await insertProduct(t, seller.id, { category: CATEGORY, priceCents: 1200, stock: 2 });
    const inStockTotal = async () => (await search('inStock=true&minPrice=12&maxPrice=12')).body.totalElements as number;
    const buy = async () => {
      const placed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: lastUnit, quantity: 1 }], 12), { token: buyer.token });
      assert.equal(placed.status, 201, placed.text);
    };
    assert.equal(await inStockTotal(), 1);
    const version = await readCatalogueVersion(t.app.db);
    await buy(); // 2 → 1: still in stock
    assert.equal(await readCatalogueVersion(t.app.db), version, 'a sale that leaves stock never invalidates cached totals');
    assert.equal(await inStockTotal(), 1);
    await buy(); // 1 → 0: sold out
    assert.notEqual(await readCatalogueVersion(t.app.db), version, 'a sell-out moves the catalogue version');
    assert.equal(await inStockTotal(), 0);
    assert.equal((await search('minPrice=12&maxPrice=12')).body.totalElements, 1, 'still listed without the in-stock filter');
  });

  test('bad filters and sorts are 400 with a message that says what to send', async () => {
    const cases: Array<[string, string]> = [
      ['minPrice=30&maxPrice=20', 'Minimum price cannot be more than maximum price.'],
      ['minPrice=-1', 'Minimum price must be a number from 0 to 1,000,000.'],
      ['maxPrice=abc', 'Maximum price must be a number from 0 to 1,000,000.'],
      ['maxPrice=1000001', 'Maximum price must be a number from 0 to 1,000,000.'],
      ['minPrice=', 'Minimum price must be a number from 0 to 1,000,000.'],
      ['inStock=maybe', 'In stock must be true or false.'],
      ['sort=rating,asc', 'Sort must be one of createdAt,desc, createdAt,asc, price,asc, price,desc, name,asc, rating,desc, relevance.'],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      assert.equal(response.status, 400, `${query}: ${response.text}`);
      assert.equal(response.body.message ?? response.body.error, message, query);
      assert.ok(response.body.error, query);
    }
  });

  test('GET /wishlist/saved answers which of the given products the buyer saved; guarded; bad ids 400', async () => {
    const buyer = await createUser(t, 'BUYER');
    const other = await createUser(t, 'BUYER');
    const [first, second, third] = made.map((p) => p.id);
    for (const productId of [third!, first!]) {
      assert.equal((await t.http.post('/api/wishlist/add', { userId: buyer.id, productId }, { token: buyer.token })).status, 201);
    }
    const saved = await t.http.get(`/api/wishlist/saved?userId=${buyer.id}&productIds=${first},${second},${third},${first}`, { token: buyer.token });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body, { productIds: [first, third] });
    const none = await t.http.get(`/api/wishlist/saved?userId=${other.id}&productIds=${first}`, { token: other.token });
    assert.deepEqual(none.body, { productIds: [] });

    assert.equal((await t.http.get(`/api/wishlist/saved?userId=${buyer.id}&productIds=${first}`)).status, 401);
    assert.equal((await t.http.get(`/api/wishlist/saved?userId=${buyer.id}&productIds=${first}`, { token: other.token })).status, 403);
    assert.equal((await t.http.get(`/api/wishlist/saved?userId=${buyer.id}&productIds=${first}`, { token: seller.token })).status, 403);
    const message = 'Product ids must be 1 to 100 whole numbers separated by commas.';
    for (const productIds of ['', 'abc', '1,,2', '0', '-4', '99999999999', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const bad = await t.http.get(`/api/wishlist/saved?userId=${buyer.id}&productIds=${productIds}`, { token: buyer.token });
      assert.equal(bad.status, 400, productIds);
      assert.equal(bad.body.message ?? bad.body.error, message, productIds);
    }
  });
});
