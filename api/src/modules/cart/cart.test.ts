import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { startWithCast, createUser, type TestUser } from '../../test/factories';
import type { HttpResponse } from '../../test/http';
import { assertOwnListGuarded } from '../../test/owner-guard';
import type { TestApp } from '../../test/harness';

describe('cart', () => {
  let t: TestApp, seller: TestUser, admin: TestUser, intruder: TestUser;
  before(async () => ({ t, seller, admin, intruder } = await startWithCast('seller', 'admin', 'intruder')));
  after(() => t.close());

  const cart = (user: TestUser) => t.http.get(`/api/cart/?userId=${user.id}`, { token: user.token });
  const add = (user: TestUser, productId: number, quantity: unknown, userId: number = user.id) =>
    t.http.post('/api/cart/add', { userId, productId, quantity }, { token: user.token });
  const put = (user: TestUser, productId: number, quantity: unknown, userId: number = user.id) =>
    t.http.put('/api/cart/', { userId, productId, quantity }, { token: user.token });
  const remove = (user: TestUser, productId: number, userId: number = user.id) =>
    t.http.delete(`/api/cart/remove?userId=${userId}&productId=${productId}`, { token: user.token });
  const quantities = (response: HttpResponse) => response.body.items.map((item: { productId: number; quantity: number }) => [item.productId, item.quantity]);

  const assertGuarded = (call: (userId: number, token?: string) => Promise<HttpResponse>, victim: TestUser) =>
    assertOwnListGuarded({ seller, admin, intruder }, call, victim);

  test('an empty cart answers {items: []}; with or without the trailing slash', async () => {
    const buyer = await createUser(t, 'BUYER');
    assert.deepEqual((await cart(buyer)).body, { items: [] });
    const bare = await t.http.get(`/api/cart?userId=${buyer.id}`, { token: buyer.token });
    assert.equal(bare.status, 200);
    assert.deepEqual(bare.body, { items: [] });
  });

  test('POST /cart/add answers the whole cart, adds to an existing line and keeps the order lines were added', async () => {
    const buyer = await createUser(t, 'BUYER');
    const mug = await insertProduct(t, seller.id, { name: 'Blue Mug', priceCents: 1250, stock: 10, imageUrl: 'https://img.test/mug.png' });
    const lamp = await insertProduct(t, seller.id, { stock: 5 });
    const first = await add(buyer, mug, 1);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { items: [{ productId: mug, quantity: 1, name: 'Blue Mug', price: 12.5, imageUrl: 'https://img.test/mug.png', stock: 10 }] });
    await add(buyer, lamp, 2);
    const again = await add(buyer, mug, 3);
    assert.equal(again.status, 200);
    assert.deepEqual(quantities(again), [[mug, 4], [lamp, 2]]);
    assert.deepEqual(quantities(await cart(buyer)), [[mug, 4], [lamp, 2]]);
  });

  test('POST /cart/add beyond stock is 409 naming the product, and the cart is unchanged', async () => {
    const buyer = await createUser(t, 'BUYER');
    const mug = await insertProduct(t, seller.id, { name: 'Blue Mug', stock: 3 });
    assert.equal((await add(buyer, mug, 2)).status, 200);
    const over = await add(buyer, mug, 2);
    assert.equal(over.status, 409);
    assert.equal(over.body.error, 'Only 3 of Blue Mug left in stock.');
    assert.deepEqual(quantities(await cart(buyer)), [[mug, 2]]);
    const soldOut = await insertProduct(t, seller.id, { name: 'Red Mug', stock: 0 });
    const none = await add(buyer, soldOut, 1);
    assert.equal(none.status, 409);
    assert.equal(none.body.error, 'Red Mug is out of stock.');
    assert.deepEqual(quantities(await cart(buyer)), [[mug, 2]]);
  });

  test('POST /cart/add: invalid input is 400 with the field named', async () => {
    const buyer = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ userId: buyer.id, productId: product, quantity: 0 }, 'quantity'],
      [{ userId: buyer.id, productId: product, quantity: -2 }, 'quantity'],
      [{ userId: buyer.id, productId: product, quantity: 1.5 }, 'quantity'],
      [{ userId: buyer.id, productId: product, quantity: 'lots' }, 'quantity'],
      [{ userId: buyer.id, productId: product }, 'quantity'],
      [{ userId: buyer.id, quantity: 1 }, 'productId'],
      [{ userId: buyer.id, productId: 'abc', quantity: 1 }, 'productId'],
      [{ userId: buyer.id, productId: true, quantity: 1 }, 'productId'],
      [{ userId: buyer.id, productId: product, quantity: true }, 'quantity'],
      [{ userId: buyer.id, productId: product, quantity: null }, 'quantity'],
      [{ productId: product, quantity: 1 }, 'userId'],
      [{ userId: 99999999999, productId: product, quantity: 1 }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const response = await t.http.post('/api/cart/add', body, { token: buyer.token });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.ok(response.body.fields[field], `expected ${field}: ${response.text}`);
    }
    // A wrong kind of value reads like a wrong number: the same text whether Ajv or the input guard refuses it.
    for (const productId of ['abc', true, null, [3]]) {
      const response = await t.http.post('/api/cart/add', { userId: buyer.id, productId, quantity: 1 }, { token: buyer.token });
      assert.equal(response.body.fields?.productId, 'Product id must be a whole number.', JSON.stringify(productId));
    }
    for (const quantity of [null, false, { n: 1 }]) {
      const response = await t.http.post('/api/cart/add', { userId: buyer.id, productId: product, quantity }, { token: buyer.token });
      assert.equal(response.body.fields?.quantity, 'Quantity must be a whole number of at least 1.', JSON.stringify(quantity));
    }
    assert.equal((await t.http.post('/api/cart/add', undefined, { token: buyer.token })).status, 400);
    assert.deepEqual((await cart(buyer)).body, { items: [] });
  });

  test('POST /cart/add: unknown product is 404, deleted product is 409', async () => {
    const buyer = await createUser(t, 'BUYER');
    const unknown = await add(buyer, 987654, 1);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'Product not found.');
    const gone = await insertProduct(t, seller.id, { name: 'Old Vase', deleted: true });
    const deleted = await add(buyer, gone, 1);
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.error, 'Old Vase is no longer available.');
    assert.deepEqual((await cart(buyer)).body, { items: [] });
  });

  test('POST /cart/add: guests 401; sellers, admins and other users 403', async () => {
    const victim = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    await assertGuarded((userId, token) => t.http.post('/api/cart/add', { userId, productId: product, quantity: 1 }, { token }), victim);
    assert.deepEqual((await cart(victim)).body, { items: [] });
  });

  test('GET /cart: drops deleted products; 400 without userId; guests 401; others 403', async () => {
    const buyer = await createUser(t, 'BUYER');
    const kept = await insertProduct(t, seller.id);
    const doomed = await insertProduct(t, seller.id);
    await add(buyer, doomed, 1);
    await add(buyer, kept, 1);
    await t.app.db.updateTable('products').set({ deleted: true }).where('id', '=', doomed).execute();
    assert.deepEqual(quantities(await cart(buyer)), [[kept, 1]]);
    const missing = await t.http.get('/api/cart/', { token: buyer.token });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.fields.userId);
    assert.equal((await t.http.get('/api/cart/?userId=abc', { token: buyer.token })).status, 400);
    await assertGuarded((userId, token) => t.http.get(`/api/cart/?userId=${userId}`, { token }), buyer);
  });

  test('PUT /cart sets the new total in place; 0 removes; creates a missing line', async () => {
    const buyer = await createUser(t, 'BUYER');
    const a = await insertProduct(t, seller.id, { stock: 8 });
    const b = await insertProduct(t, seller.id, { stock: 8 });
    await add(buyer, a, 1);
    await add(buyer, b, 1);
    const set = await put(buyer, a, 8);
    assert.equal(set.status, 200);
    assert.deepEqual(quantities(set), [[a, 8], [b, 1]]);
    assert.deepEqual(quantities(await put(buyer, a, 0)), [[b, 1]]);
    assert.deepEqual(quantities(await put(buyer, a, 2)), [[b, 1], [a, 2]]);
    assert.deepEqual(quantities(await put(buyer, a, 0)), [[b, 1]]);
    assert.deepEqual(quantities(await put(buyer, a, 0)), [[b, 1]]);
  });

  test('PUT /cart: above stock 409; deleted product 409 unless 0; unknown 404; bad quantity 400', async () => {
    const buyer = await createUser(t, 'BUYER');
    const mug = await insertProduct(t, seller.id, { name: 'Blue Mug', stock: 3 });
    await add(buyer, mug, 1);
    const over = await put(buyer, mug, 4);
    assert.equal(over.status, 409);
    assert.equal(over.body.error, 'Only 3 of Blue Mug left in stock.');
    assert.deepEqual(quantities(await cart(buyer)), [[mug, 1]]);
    assert.equal((await put(buyer, 987654, 1)).status, 404);
    for (const quantity of [-1, 2.5, 'two', null, false, true, [1]]) {
      const bad = await put(buyer, mug, quantity);
      assert.equal(bad.status, 400, String(quantity));
      assert.ok(bad.body.fields.quantity);
    }
    await t.app.db.updateTable('products').set({ deleted: true }).where('id', '=', mug).execute();
    const deleted = await put(buyer, mug, 1);
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.error, 'Blue Mug is no longer available.');
    assert.equal((await put(buyer, mug, 0)).status, 200);
    const left = await t.app.db.selectFrom('cart_items').select('product_id').where('user_id', '=', buyer.id).execute();
    assert.deepEqual(left, []);
  });

  test('PUT /cart: guests 401; sellers, admins and other users 403', async () => {
    const victim = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    await add(victim, product, 1);
    await assertGuarded((userId, token) => t.http.put('/api/cart', { userId, productId: product, quantity: 0 }, { token }), victim);
    assert.deepEqual(quantities(await cart(victim)), [[product, 1]]);
  });

  test('DELETE /cart/remove removes the line (no-op if absent); unknown 404; bad query 400; guarded', async () => {
    const buyer = await createUser(t, 'BUYER');
    const a = await insertProduct(t, seller.id);
    const b = await insertProduct(t, seller.id);
    await add(buyer, a, 1);
    await add(buyer, b, 2);
    const removed = await remove(buyer, a);
    assert.equal(removed.status, 200);
    assert.deepEqual(quantities(removed), [[b, 2]]);
    assert.deepEqual(quantities(await remove(buyer, a)), [[b, 2]]);
    assert.equal((await remove(buyer, 987654)).status, 404);
    const bad = await t.http.delete(`/api/cart/remove?userId=${buyer.id}`, { token: buyer.token });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.fields.productId);
    await assertGuarded((userId, token) => t.http.delete(`/api/cart/remove?userId=${userId}&productId=${b}`, { token }), buyer);
    assert.deepEqual(quantities(await cart(buyer)), [[b, 2]]);
  });

  test('concurrent adds of the same product never exceed stock', async () => {
    const buyer = await createUser(t, 'BUYER');
    const mug = await insertProduct(t, seller.id, { stock: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(buyer, mug, 1)));
    assert.equal(answers.filter((answer) => answer.status === 200).length, 5);
    assert.equal(answers.filter((answer) => answer.status === 409).length, 3);
    assert.deepEqual(quantities(await cart(buyer)), [[mug, 5]]);
  });
});
