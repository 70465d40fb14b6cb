import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { startWithCast, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';

const UNKNOWN_ID = 987654;
const PRODUCT_KEYS = [
  'category',
  'createdAt',
  'deleted',
  'description',
  'id',
  'imageUrl',
  'lowStock',
  'name',
  'price',
  'ratingAverage',
  'ratingCount',
  'sellerId',
  'sellerName',
  'stock',
];

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Walnut desk lamp',
    description: 'A warm light for late reading.',
    price: 49.9,
    imageUrl: 'https://images.example.test/lamp.png',
    category: 'Lighting',
    stock: 12,
    ...overrides,
  };
}

describe('products: create, read, update, delete', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, otherSeller: TestUser, buyer: TestUser;
  before(async () => ({ t, admin, seller, otherSeller, buyer } = await startWithCast('admin', 'seller', 'otherSeller', 'buyer')));
  after(() => t.close());

  async function created(owner: TestUser = seller, overrides: Record<string, unknown> = {}) {
    const response = await t.http.post('/api/products', body(overrides), { token: owner.token });
    assert.equal(response.status, 201, response.text);
    return response.body as { id: number; sellerId: number };
  }

  test('POST /products by a seller answers 201 with the product, seller taken from the token', async () => {
    const response = await t.http.post('/api/products', body({ name: '  Walnut desk lamp  ' }), { token: seller.token });
    assert.equal(response.status, 201);
    assert.deepEqual(Object.keys(response.body).sort(), PRODUCT_KEYS);
    const { id, createdAt, ...rest } = response.body;
    assert.ok(Number.isInteger(id));
    assert.ok(!Number.isNaN(Date.parse(createdAt)) && createdAt.endsWith('Z'));
    assert.deepEqual(rest, { ...body(), sellerId: seller.id, sellerName: seller.username, deleted: false, lowStock: false, ratingAverage: 0, ratingCount: 0 });
    const withOwnId = await t.http.post('/api/products', body({ sellerId: seller.id }), { token: seller.token });
    assert.equal(withOwnId.status, 201);
    assert.equal(withOwnId.body.sellerId, seller.id);
  });

  test('POST /products keeps prices exact to the cent and accepts uploaded-image paths', async () => {
    for (const price of [0, 0.29, 19.99, 0.1, 1000000]) {
      const product = await created(seller, { price });
      const read = await t.http.get(`/api/products/${product.id}`);
      assert.equal(read.body.price, price);
    }
    const uploaded = await created(seller, { imageUrl: '/api/uploads/0123456789abcdef0123456789abcdef.png' });
    assert.equal((await t.http.get(`/api/products/${uploaded.id}`)).body.imageUrl, '/api/uploads/0123456789abcdef0123456789abcdef.png');
  });

  test('POST /products rejects invalid input with 400 and a message per field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ name: '' }), 'name'],
      [body({ name: '   ' }), 'name'],
      [body({ name: 'x'.repeat(121) }), 'name'],
      [body({ description: '' }), 'description'],
      [body({ description: 'x'.repeat(2001) }), 'description'],
      [body({ category: ' ' }), 'category'],
      [body({ category: 'x'.repeat(51) }), 'category'],
      [body({ price: -0.01 }), 'price'],
      [body({ price: 1.234 }), 'price'],
      [body({ price: 1000000.01 }), 'price'],
      [body({ price: 'cheap' }), 'price'],
      [body({ stock: -1 }), 'stock'],
      [body({ stock: 1.5 }), 'stock'],
      [body({ stock: 1000001 }), 'stock'],
      [body({ imageUrl: '' }), 'imageUrl'],
      [body({ imageUrl: 'javascript:alert(1)' }), 'imageUrl'],
      [body({ imageUrl: 'ftp://files.example.test/a.png' }), 'imageUrl'],
      [body({ imageUrl: '/etc/passwd' }), 'imageUrl'],
      [body({ imageUrl: '/api/uploads/../shop.sqlite' }), 'imageUrl'],
      [body({ imageUrl: 'http://' }), 'imageUrl'],
      [{ ...body(), name: undefined }, 'name'],
      [{ ...body(), stock: undefined }, 'stock'],
      [body({ sellerId: 'me' }), 'sellerId'],
      // PostgreSQL cannot store NUL, so both dialects refuse it.
      [body({ name: 'Lamp\u0000' }), 'name'],
      [body({ description: 'Bright\u0000light' }), 'description'],
      [body({ imageUrl: 'https://images.example.test/a\u0000.png' }), 'imageUrl'],
    ];
    for (const [input, field] of cases) {
      const response = await t.http.post('/api/products', input, { token: seller.token });
      assert.equal(response.status, 400, `${JSON.stringify(input).slice(0, 120)} -> ${response.text}`);
      assert.ok(response.body.fields?.[field], `expected a message for ${field}: ${response.text}`);
    }
    const priceDecimals = await t.http.post('/api/products', body({ price: 1.234 }), { token: seller.token });
    assert.equal(priceDecimals.body.fields.price, 'Price must have at most 2 decimals.');
  });

  test('POST /products: 401 without a token, 403 for buyers, admins and another seller id', async () => {
    assert.equal((await t.http.post('/api/products', body())).status, 401);
    assert.equal((await t.http.post('/api/products', body(), { token: buyer.token })).status, 403);
    const byAdmin = await t.http.post('/api/products', body(), { token: admin.token });
    assert.equal(byAdmin.status, 403);
    assert.equal(byAdmin.body.error, 'You do not have access to this resource.');
    const forOther = await t.http.post('/api/products', body({ sellerId: otherSeller.id }), { token: seller.token });
    assert.equal(forOther.status, 403);
  });

  test('GET /products/{id} is public; 404 unknown, 400 malformed id; lowStock is 0 < stock < 10', async () => {
    const expected = new Map([
      [0, false],
      [1, true],
      [9, true],
      [10, false],
    ]);
    for (const [stock, lowStock] of expected) {
      const id = await insertProduct(t, seller.id, { stock });
      const response = await t.http.get(`/api/products/${id}`);
      assert.equal(response.status, 200);
      assert.equal(response.body.lowStock, lowStock, `stock ${stock}`);
      assert.equal(response.body.sellerName, seller.username);
    }
    const missing = await t.http.get(`/api/products/${UNKNOWN_ID}`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'Product not found.');
    assert.equal((await t.http.get('/api/products/abc')).status, 400);
    assert.equal((await t.http.get('/api/products/0')).status, 400);
  });

  test('PUT /products/{id} by the owning seller replaces the fields', async () => {
    const product = await created();
    const changes = body({ name: 'Oak desk lamp', description: 'Now in oak.', price: 55, category: 'Lamps', stock: 3, imageUrl: 'http://img.example.test/oak.jpg' });
    const response = await t.http.put(`/api/products/${product.id}`, { ...changes, sellerId: seller.id }, { token: seller.token });
    assert.equal(response.status, 200, response.text);
    const { id, createdAt, ...rest } = response.body;
    assert.equal(id, product.id);
    assert.ok(createdAt);
    assert.deepEqual(rest, { ...changes, sellerId: seller.id, sellerName: seller.username, deleted: false, lowStock: true, ratingAverage: 0, ratingCount: 0 });
    assert.deepEqual((await t.http.get(`/api/products/${product.id}`)).body, { ...response.body, ratingBreakdown: [0, 0, 0, 0, 0] });
  });

  test('PUT /products/{id} by an admin edits any product and never changes its seller', async () => {
    const product = await created();
    const response = await t.http.put(`/api/products/${product.id}`, body({ name: 'Edited by admin', sellerId: admin.id }), { token: admin.token });
    assert.equal(response.status, 200);
    assert.equal(response.body.name, 'Edited by admin');
    assert.equal(response.body.sellerId, seller.id);
  });

  test('PUT /products/{id}: 400 invalid, 401 no token, 403 buyer or another seller, 404 unknown, 409 deleted', async () => {
    const product = await created();
    assert.equal((await t.http.put(`/api/products/${product.id}`, body({ price: -1 }), { token: seller.token })).status, 400);
    assert.equal((await t.http.put('/api/products/abc', body(), { token: seller.token })).status, 400);
    assert.equal((await t.http.put(`/api/products/${product.id}`, body())).status, 401);
    assert.equal((await t.http.put(`/api/products/${product.id}`, body(), { token: buyer.token })).status, 403);
    const other = await t.http.put(`/api/products/${product.id}`, body({ name: 'Hijacked' }), { token: otherSeller.token });
    assert.equal(other.status, 403);
    const claimed = await t.http.put(`/api/products/${product.id}`, body({ sellerId: otherSeller.id }), { token: seller.token });
    assert.equal(claimed.status, 403);
    assert.equal((await t.http.get(`/api/products/${product.id}`)).body.name, 'Walnut desk lamp');
    assert.equal((await t.http.put(`/api/products/${UNKNOWN_ID}`, body(), { token: seller.token })).status, 404);
    const deletedId = await insertProduct(t, seller.id, { deleted: true });
    const conflict = await t.http.put(`/api/products/${deletedId}`, body(), { token: seller.token });
    assert.equal(conflict.status, 409);
    assert.equal(conflict.body.error, 'This product has been deleted.');
    assert.equal((await t.http.put(`/api/products/${deletedId}`, body(), { token: admin.token })).status, 409);
  });

  test('DELETE /products/{id} soft-deletes: still readable with deleted: true, a second delete is 409', async () => {
    const product = await created(seller, { category: 'Soon gone' });
    const response = await t.http.delete(`/api/products/${product.id}`, { token: seller.token });
    assert.equal(response.status, 200);
    assert.equal(response.body.id, product.id);
    assert.equal(response.body.deleted, true);
    const read = await t.http.get(`/api/products/${product.id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.deleted, true);
    assert.equal((await t.http.delete(`/api/products/${product.id}`, { token: seller.token })).status, 409);
    const categories = await t.http.get('/api/products/categories');
    assert.ok(!categories.body.includes('Soon gone'));
  });

  test('DELETE /products/{id}: admin may delete any; 400, 401, 403 buyer or another seller, 404 unknown', async () => {
    const product = await created();
    assert.equal((await t.http.delete('/api/products/abc', { token: seller.token })).status, 400);
    assert.equal((await t.http.delete(`/api/products/${product.id}`)).status, 401);
    assert.equal((await t.http.delete(`/api/products/${product.id}`, { token: buyer.token })).status, 403);
    assert.equal((await t.http.delete(`/api/products/${product.id}`, { token: otherSeller.token })).status, 403);
    assert.equal((await t.http.get(`/api/products/${product.id}`)).body.deleted, false);
    assert.equal((await t.http.delete(`/api/products/${UNKNOWN_ID}`, { token: admin.token })).status, 404);
    const byAdmin = await t.http.delete(`/api/products/${product.id}`, { token: admin.token });
    assert.equal(byAdmin.status, 200);
    assert.equal(byAdmin.body.deleted, true);
    assert.equal(byAdmin.body.sellerId, seller.id);
  });
});
