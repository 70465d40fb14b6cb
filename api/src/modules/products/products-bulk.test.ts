import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';
import { ONE_CHANGE, ONE_SELECTION } from './products-bulk.schemas';

describe('POST /api/products/bulk', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  const bulk = (user: TestUser, body: Record<string, unknown>) => t.http.post('/api/products/bulk', body, { token: user.token });
  const rowOf = (id: number) => t.app.db.selectFrom('products').select(['price_cents', 'stock', 'category', 'deleted']).where('id', '=', id).executeTakeFirstOrThrow();
  // Each test names its products with a word of its own, so a filter finds only them.
  const make = (owner: TestUser, word: string, overrides: Parameters<typeof insertProduct>[2] = {}) =>
    insertProduct(t, owner.id, { ...overrides, name: `${word} ${overrides.name ?? 'lamp'}`, description: `A ${word} thing` });

  before(async () => {
    t = await startTestApp();
    [seller, otherSeller, buyer] = (await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'SELLER'), quickUser(t)])) as [TestUser, TestUser, TestUser];
    admin = await loginAdmin(t);
  });
  after(() => t.close());

  test('a price change in percent on chosen products: rounded to the cent, deleted ones skipped, one summary', async () => {
    const a = await make(seller, 'amber', { priceCents: 1999 });
    const b = await make(seller, 'amber', { name: 'vase', priceCents: 1000 });
    const gone = await make(seller, 'amber', { name: 'jug', deleted: true });
    const answer = await bulk(seller, { ids: [a, b, gone], pricePercent: 10 });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { matched: 3, changed: 2, unchanged: 0, skipped: [{ id: gone, name: 'amber jug', reason: 'This product has been deleted.' }] });
    assert.equal((await rowOf(a)).price_cents, 2199);
    assert.equal((await rowOf(b)).price_cents, 1100);
  });

  test("all or nothing: one product of another seller refuses the whole change", async () => {
    const mine = await make(seller, 'birch', { stock: 4 });
    const theirs = await make(otherSeller, 'birch', { stock: 4 });
    const answer = await bulk(seller, { ids: [mine, theirs], stock: 50 });
    assert.equal(answer.status, 403);
    assert.equal((await rowOf(mine)).stock, 4);
    assert.equal((await rowOf(theirs)).stock, 4);
    assert.equal((await bulk(seller, { ids: [mine, 2147483000], stock: 50 })).status, 404);
    assert.equal((await bulk(seller, { filter: { sellerId: otherSeller.id }, stock: 1 })).status, 403);
    assert.equal((await bulk(buyer, { ids: [mine], stock: 1 })).status, 403);
    assert.equal((await rowOf(mine)).stock, 4);
  });

  test("a filter chooses every product the products table shows for it: the seller's own only", async () => {
    const mine = [await make(seller, 'cobalt', { category: 'Old' }), await make(seller, 'cobalt', { name: 'bowl', category: 'Old' })];
    const notMatching = await make(seller, 'copper', { category: 'Old' });
    const theirs = await make(otherSeller, 'cobalt', { category: 'Old' });
    const answer = await bulk(seller, { filter: { q: 'cobalt' }, category: '  Blue things ' });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { matched: 2, changed: 2, unchanged: 0, skipped: [] });
    for (const id of mine) assert.equal((await rowOf(id)).category, 'Blue things');
    assert.equal((await rowOf(notMatching)).category, 'Old');
    assert.equal((await rowOf(theirs)).category, 'Old');
    // Asked again: nothing left to change.
    assert.deepEqual((await bulk(seller, { filter: { q: 'cobalt' }, category: 'Blue things' })).body, { matched: 2, changed: 0, unchanged: 2, skipped: [] });
  });

  test('the low-stock filter, and an admin across sellers', async () => {
    const low = await make(seller, 'dune', { stock: 3 });
    const plenty = await make(seller, 'dune', { name: 'rug', stock: 80 });
    assert.deepEqual((await bulk(seller, { filter: { q: 'dune', lowStock: true }, stock: 40 })).body, { matched: 1, changed: 1, unchanged: 0, skipped: [] });
    assert.equal((await rowOf(low)).stock, 40);
    assert.equal((await rowOf(plenty)).stock, 80);
    const theirs = await make(otherSeller, 'dune', { name: 'mat' });
    const answer = await bulk(admin, { filter: { q: 'dune' }, delete: true });
    assert.deepEqual(answer.body, { matched: 3, changed: 3, unchanged: 0, skipped: [] });
    for (const id of [low, plenty, theirs]) assert.equal((await rowOf(id)).deleted, true);
  });

  test('a lower price tells the buyers wishing for the product, as an edit does', async () => {
    const id = await make(seller, 'ember', { priceCents: 5000, stock: 5 });
    assert.equal((await t.http.post('/api/wishlist/add', { userId: buyer.id, productId: id }, { token: buyer.token })).status, 201);
    assert.equal((await bulk(seller, { ids: [id], pricePercent: -20 })).status, 200);
    const notifications = await t.http.get('/api/notifications', { token: buyer.token });
    assert.ok(
      notifications.body.content.some((item: { kind: string; productId: number; message: string }) => item.kind === 'PRICE_DROP' && item.productId === id && item.message === 'ember lamp dropped in price from $50.00 to $40.00.'),
      JSON.stringify(notifications.body.content),
    );
  });

  test('bad requests change nothing and say why', async () => {
    const id = await make(seller, 'flint', { priceCents: 700 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ids: [id], price: 5, stock: 3 }, ONE_CHANGE],
      [{ ids: [id] }, ONE_CHANGE],
      [{ ids: [id], filter: { q: 'flint' }, stock: 3 }, ONE_SELECTION],
      [{ stock: 3 }, ONE_SELECTION],
      [{ ids: [id], price: 1.234 }, 'Price must have at most 2 decimals.'],
      [{ ids: [id], category: '   ' }, 'Category is required.'],
      [{ filter: { q: 'fl' }, stock: 3 }, 'Search text must be empty or at least 3 characters.'],
    ];
    for (const [body, error] of cases) {
      const answer = await bulk(seller, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error, error, JSON.stringify(body));
    }
    assert.equal((await rowOf(id)).price_cents, 700);
    // -100 % makes it free; a percentage past the maximum price is skipped with its reason.
    assert.deepEqual((await bulk(seller, { ids: [id], pricePercent: -100 })).body, { matched: 1, changed: 1, unchanged: 0, skipped: [] });
    const dear = await make(seller, 'flint', { name: 'crown', priceCents: 90_000_000 });
    const answer = await bulk(seller, { ids: [dear], pricePercent: 50 });
    assert.deepEqual(answer.body.skipped, [{ id: dear, name: 'flint crown', reason: 'The new price would be above 1,000,000.' }]);
  });
});
