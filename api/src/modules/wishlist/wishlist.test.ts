import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { startWithCast, createUser, type TestUser } from '../../test/factories';
import type { HttpResponse } from '../../test/http';
import { assertOwnListGuarded } from '../../test/owner-guard';
import type { TestApp } from '../../test/harness';

describe('wishlist', () => {
  let t: TestApp, seller: TestUser, admin: TestUser, intruder: TestUser;
  before(async () => ({ t, seller, admin, intruder } = await startWithCast('seller', 'admin', 'intruder')));
  after(() => t.close());

  const list = (user: TestUser) => t.http.get(`/api/wishlist/getWishlist?userId=${user.id}`, { token: user.token });
  const add = (user: TestUser, productId: unknown) => t.http.post('/api/wishlist/add', { userId: user.id, productId }, { token: user.token });
  const remove = (user: TestUser, productId: number | string) =>
    t.http.delete(`/api/wishlist/items/${productId}?userId=${user.id}`, { token: user.token });
  const ids = (response: HttpResponse) => response.body.items.map((item: { productId: number }) => item.productId);

  const assertGuarded = (call: (userId: number, token?: string) => Promise<HttpResponse>, victim: TestUser) =>
    assertOwnListGuarded({ seller, admin, intruder }, call, victim);

  test('POST /wishlist/add answers 201 with the whole wishlist, newest first', async () => {
    const buyer = await createUser(t, 'BUYER');
    assert.deepEqual((await list(buyer)).body, { items: [] });
    const vase = await insertProduct(t, seller.id, { name: 'Green Vase', priceCents: 4999, stock: 4, imageUrl: 'https://img.test/vase.png' });
    const first = await add(buyer, vase);
    assert.equal(first.status, 201);
    assert.deepEqual(first.body, {
      items: [
        {
          productId: vase,
          product: { id: vase, productId: vase, name: 'Green Vase', price: 49.99, imageUrl: 'https://img.test/vase.png', stock: 4, deleted: false, ratingAverage: 0, ratingCount: 0 },
        },
      ],
    });
    const lamp = await insertProduct(t, seller.id);
    const rug = await insertProduct(t, seller.id);
    await add(buyer, lamp);
    assert.deepEqual(ids(await add(buyer, rug)), [rug, lamp, vase]);
    assert.deepEqual(ids(await list(buyer)), [rug, lamp, vase]);
  });

  test('a duplicate add is 409 "Item already in wishlist."', async () => {
    const buyer = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    assert.equal((await add(buyer, product)).status, 201);
    const again = await add(buyer, product);
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'Item already in wishlist.');
    const fresh = await insertProduct(t, seller.id);
    const racing = await Promise.all([add(buyer, fresh), add(buyer, fresh)]);
    assert.deepEqual(racing.map((answer) => answer.status).sort(), [201, 409]);
    assert.equal((await list(buyer)).body.items.length, 2);
  });

  test('POST /wishlist/add: unknown product 404, deleted product 409, bad input 400', async () => {
    const buyer = await createUser(t, 'BUYER');
    const unknown = await add(buyer, 987654);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'Product not found.');
    const gone = await insertProduct(t, seller.id, { name: 'Old Lamp', deleted: true });
    const deleted = await add(buyer, gone);
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.error, 'Old Lamp is no longer available.');
    for (const productId of [0, -1, 'abc', 1.5, null, true, undefined]) {
      const bad = await add(buyer, productId);
      assert.equal(bad.status, 400, String(productId));
      assert.ok(bad.body.fields.productId);
    }
    const noUser = await t.http.post('/api/wishlist/add', { productId: gone }, { token: buyer.token });
    assert.equal(noUser.status, 400);
    assert.ok(noUser.body.fields.userId);
    assert.deepEqual((await list(buyer)).body, { items: [] });
  });

  test('POST /wishlist/add: guests 401; sellers, admins and other users 403', async () => {
    const victim = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    await assertGuarded((userId, token) => t.http.post('/api/wishlist/add', { userId, productId: product }, { token }), victim);
    assert.deepEqual((await list(victim)).body, { items: [] });
  });

  test('GET /wishlist/getWishlist keeps deleted products, flagged; 400 without userId; guarded', async () => {
    const buyer = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    await add(buyer, product);
    await t.app.db.updateTable('products').set({ deleted: true }).where('id', '=', product).execute();
    const answer = await list(buyer);
    assert.equal(answer.status, 200);
    assert.deepEqual(ids(answer), [product]);
    assert.equal(answer.body.items[0].product.deleted, true);
    const missing = await t.http.get('/api/wishlist/getWishlist', { token: buyer.token });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.fields.userId);
    await assertGuarded((userId, token) => t.http.get(`/api/wishlist/getWishlist?userId=${userId}`, { token }), buyer);
  });

  test('DELETE /wishlist/items/{productId} answers the rest (no-op if absent); unknown 404; bad id 400; guarded', async () => {
    const buyer = await createUser(t, 'BUYER');
    const a = await insertProduct(t, seller.id);
    const b = await insertProduct(t, seller.id);
    await add(buyer, a);
    await add(buyer, b);
    await t.app.db.updateTable('products').set({ deleted: true }).where('id', '=', b).execute();
    const removed = await remove(buyer, b);
    assert.equal(removed.status, 200);
    assert.deepEqual(ids(removed), [a]);
    assert.deepEqual(ids(await remove(buyer, b)), [a]);
    assert.equal((await remove(buyer, 987654)).status, 404);
    assert.equal((await remove(buyer, 'abc')).status, 400);
    const noUser = await t.http.delete(`/api/wishlist/items/${a}`, { token: buyer.token });
    assert.equal(noUser.status, 400);
    assert.ok(noUser.body.fields.userId);
    await assertGuarded((userId, token) => t.http.delete(`/api/wishlist/items/${a}?userId=${userId}`, { token }), buyer);
    assert.deepEqual(ids(await list(buyer)), [a]);
  });
});
