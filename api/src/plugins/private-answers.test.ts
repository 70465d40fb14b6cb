import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readOperations, fillPath, withQuery } from '../reliability/openapi-operations';
import { insertOrder, insertProduct } from '../test/catalog-factory';
import { startWithCast, type TestUser } from '../test/factories';
import type { TestApp } from '../test/harness';

// A signed-in answer (a cart, an order, the user list) or the sign-in's own answer (its token) kept by a browser's
// or a proxy's cache could be shown to the next person at that machine or behind that proxy.
describe('private answers: no-store on every signed-in answer and on the sign-in', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, buyer: TestUser;
  let productId: number, orderId: number;

  before(async () => {
    ({ t, admin, seller, buyer } = await startWithCast('admin', 'seller', 'buyer'));
    productId = await insertProduct(t, seller.id);
    orderId = await insertOrder(t, buyer.id, [{ productId }]);
  });
  after(() => t.close());

  test('the sign-in answer, which carries the token, is no-store', async () => {
    const answer = await t.http.post('/api/users/login', { identifier: buyer.username, password: buyer.password });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
  });

  test('every signed-in GET of the OpenAPI document answers no-store, as buyer, seller and admin', async () => {
    const secured = (await readOperations(t.http)).filter((op) => op.method === 'GET' && op.secured);
    const answered = new Set<string>();
    for (const user of [buyer, seller, admin]) {
      const ids: Record<string, unknown> = { userId: user.id, sellerId: user.id, orderId, id: productId, productId };
      for (const op of secured) {
        const query = Object.fromEntries(op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, ids[p.name]]));
        const path = withQuery(fillPath(op.path, ids), query);
        const answer = await t.http.get(path, { token: user.token });
        if (answer.status === 200) answered.add(op.path);
        if (answer.status !== 400) assert.equal(answer.headers.get('cache-control'), 'no-store', `${user.role} GET ${path} → ${answer.status}`);
      }
    }
    for (const path of ['/api/cart', '/api/wishlist/getWishlist', '/api/orders/user/{userId}', '/api/orders/{orderId}', '/api/users', '/api/orders/summary']) {
      assert.ok(answered.has(path), `${path} answered 200 to someone: ${[...answered].join(', ')}`);
    }
  });

  test('signed-in writes and a refused token answer no-store too', async () => {
    const ticket = await t.http.post('/api/events/ticket', undefined, { token: buyer.token });
    assert.equal(ticket.status, 200);
    assert.equal(ticket.headers.get('cache-control'), 'no-store');
    const added = await t.http.post('/api/cart/add', { userId: buyer.id, productId, quantity: 1 }, { token: buyer.token });
    assert.equal(added.headers.get('cache-control'), 'no-store', added.text);
    const refused = await t.http.get(`/api/cart?userId=${buyer.id}`, { token: 'not-a-token' });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('cache-control'), 'no-store');
  });

  test('public answers keep their own caching, with or without a token', async () => {
    for (const token of [undefined, buyer.token]) {
      const page = await t.http.get(`/api/products/${productId}`, { token });
      assert.equal(page.status, 200);
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      assert.ok(page.headers.get('etag'));
      const search = await t.http.get('/api/products/search', { token });
      assert.equal(search.headers.get('cache-control'), 'no-cache');
    }
  });
});
