import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { startWithCast, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';

const ids = (page: { content: Array<{ id: number }> }) => page.content.map((product) => product.id);

describe('products: staff listings and categories', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, otherSeller: TestUser, buyer: TestUser;
  // Newest first, as the listings answer them.
  let sellerIds: number[];
  let otherIds: number[];
  before(async () => {
    ({ t, admin, seller, otherSeller, buyer } = await startWithCast('admin', 'seller', 'otherSeller', 'buyer'));
    sellerIds = [];
    otherIds = [];
    const specs = [
      { name: 'Copper kettle', category: 'kitchen' },
      { name: 'Linen apron', category: 'Kitchen', deleted: true },
      { name: 'Garden hose', category: 'Garden' },
      { name: 'Brass kettle whistle', category: 'Archived only', deleted: true },
      { name: 'Bamboo rake', category: 'Garden' },
    ];
    for (const spec of specs) sellerIds.unshift(await insertProduct(t, seller.id, spec));
    for (const name of ['Iron kettle', 'Clay pot']) otherIds.unshift(await insertProduct(t, otherSeller.id, { name, category: 'Zebra things' }));
  });
  after(() => t.close());

  test('GET /products (admin) pages every product, deleted included, newest first', async () => {
    const response = await t.http.get('/api/products?page=0&size=4', { token: admin.token });
    assert.equal(response.status, 200);
    assert.deepEqual(Object.keys(response.body).sort(), ['content', 'number', 'size', 'totalElements', 'totalPages']);
    assert.deepEqual(ids(response.body), [...otherIds, ...sellerIds].slice(0, 4));
    assert.equal(response.body.totalElements, 7);
    assert.equal(response.body.totalPages, 2);
    assert.equal(response.body.number, 0);
    assert.equal(response.body.size, 4);
    const second = await t.http.get('/api/products?page=1&size=4', { token: admin.token });
    assert.deepEqual(ids(second.body), [...otherIds, ...sellerIds].slice(4));
    assert.ok(second.body.content.some((product: { deleted: boolean }) => product.deleted));
    const defaults = await t.http.get('/api/products', { token: admin.token });
    assert.equal(defaults.body.size, 20);
    assert.equal(defaults.body.content.length, 7);
  });

  test('GET /products?q= filters by name or description, case-insensitively, deleted included', async () => {
    const response = await t.http.get('/api/products?q=KETTLE', { token: admin.token });
    assert.equal(response.status, 200);
    assert.deepEqual(
      response.body.content.map((product: { name: string }) => product.name),
      ['Iron kettle', 'Brass kettle whistle', 'Copper kettle'],
    );
    assert.equal((await t.http.get('/api/products?q=%20%20', { token: admin.token })).body.totalElements, 7);
  });

  test('GET /products: 400 bad paging or 1-2 character q, 401 without a token, 403 for sellers and buyers', async () => {
    for (const query of ['size=0', 'size=101', 'page=-1', 'page=x', 'q=ke']) {
      assert.equal((await t.http.get(`/api/products?${query}`, { token: admin.token })).status, 400, query);
    }
    assert.equal((await t.http.get('/api/products')).status, 401);
    assert.equal((await t.http.get('/api/products', { token: seller.token })).status, 403);
    assert.equal((await t.http.get('/api/products', { token: buyer.token })).status, 403);
  });

  test("GET /products/my-products: a seller's own products, deleted included, newest first", async () => {
    const response = await t.http.get(`/api/products/my-products?sellerId=${seller.id}`, { token: seller.token });
    assert.equal(response.status, 200);
    assert.deepEqual(ids(response.body), sellerIds);
    assert.equal(response.body.totalElements, 5);
    assert.ok(response.body.content.every((product: { sellerId: number }) => product.sellerId === seller.id));
    const paged = await t.http.get(`/api/products/my-products?sellerId=${seller.id}&page=2&size=2`, { token: seller.token });
    assert.deepEqual(ids(paged.body), sellerIds.slice(4));
    assert.equal(paged.body.totalPages, 3);
    const searched = await t.http.get(`/api/products/my-products?sellerId=${seller.id}&q=kettle`, { token: seller.token });
    assert.deepEqual(
      searched.body.content.map((product: { name: string }) => product.name),
      ['Brass kettle whistle', 'Copper kettle'],
    );
  });

  test('GET /products/my-products?lowStock=true: only live products with stock below 10, sold-out ones included', async () => {
    const low = await insertProduct(t, seller.id, { name: 'Last few trowels', stock: 9 });
    const soldOut = await insertProduct(t, seller.id, { name: 'Sold-out shears', stock: 0 });
    await insertProduct(t, seller.id, { name: 'Plenty of pots', stock: 10 });
    await insertProduct(t, seller.id, { name: 'Deleted low item', stock: 2, deleted: true });
    try {
      const response = await t.http.get(`/api/products/my-products?sellerId=${seller.id}&lowStock=true`, { token: seller.token });
      assert.equal(response.status, 200);
      assert.deepEqual(ids(response.body), [soldOut, low]);
      const bad = await t.http.get(`/api/products/my-products?sellerId=${seller.id}&lowStock=maybe`, { token: seller.token });
      assert.equal(bad.status, 400);
    } finally {
      // Later tests count this seller's products.
      await t.app.db.deleteFrom('products').where('name', 'in', ['Last few trowels', 'Sold-out shears', 'Plenty of pots', 'Deleted low item']).execute();
    }
  });

  test('GET /products/my-products: an admin may list any seller; unknown or non-seller ids are 404', async () => {
    const response = await t.http.get(`/api/products/my-products?sellerId=${otherSeller.id}`, { token: admin.token });
    assert.equal(response.status, 200);
    assert.deepEqual(ids(response.body), otherIds);
    assert.equal((await t.http.get('/api/products/my-products?sellerId=987654', { token: admin.token })).status, 404);
    assert.equal((await t.http.get(`/api/products/my-products?sellerId=${buyer.id}`, { token: admin.token })).status, 404);
  });

  test("GET /products/my-products: 400 bad input, 401 without a token, 403 another seller's id or a buyer", async () => {
    for (const query of ['', 'sellerId=abc', `sellerId=${seller.id}&size=500`, `sellerId=${seller.id}&q=ab`]) {
      assert.equal((await t.http.get(`/api/products/my-products?${query}`, { token: seller.token })).status, 400, query);
    }
    assert.equal((await t.http.get(`/api/products/my-products?sellerId=${seller.id}`)).status, 401);
    const other = await t.http.get(`/api/products/my-products?sellerId=${otherSeller.id}`, { token: seller.token });
    assert.equal(other.status, 403);
    assert.equal(other.body.error, 'You do not have access to this resource.');
    // An unknown id is 403 for a seller too: sellers never learn which ids exist.
    assert.equal((await t.http.get('/api/products/my-products?sellerId=987654', { token: seller.token })).status, 403);
    assert.equal((await t.http.get(`/api/products/my-products?sellerId=${buyer.id}`, { token: buyer.token })).status, 403);
  });

  test('GET /products/categories: public, distinct categories of live products, sorted case-insensitively', async () => {
    const response = await t.http.get('/api/products/categories');
    assert.equal(response.status, 200);
    // "Kitchen" and "Archived only" belong to deleted products only.
    assert.deepEqual(response.body, ['Garden', 'kitchen', 'Zebra things']);
  });
});
