import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, quickUser } from '../../test/orders-kit';

describe('orders: reading orders', () => {
  let t: TestApp;
  let admin: TestUser;
  let sellerA: TestUser;
  let sellerB: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let mixedOrder: number;
  let olderOrder: number;
  let productA: number;
  let productB: number;

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    sellerA = await quickUser(t, 'SELLER');
    sellerB = await quickUser(t, 'SELLER');
    buyer = await quickUser(t, 'BUYER');
    otherBuyer = await quickUser(t, 'BUYER');
    productA = await insertProduct(t, sellerA.id, { name: 'Alpha', priceCents: 1000 });
    productB = await insertProduct(t, sellerB.id, { name: 'Beta', priceCents: 250 });
    olderOrder = await insertOrder(t, buyer.id, [{ productId: productA, quantity: 1, status: 'DELIVERED' }]);
    mixedOrder = await insertOrder(t, buyer.id, [
      { productId: productA, quantity: 2, status: 'SHIPPED' },
      { productId: productB, quantity: 4, status: 'PENDING' },
    ]);
    await insertOrder(t, otherBuyer.id, [{ productId: productB, quantity: 1, status: 'DISPUTING' }]);
    await t.app.db.insertInto('reviews').values({ product_id: productA, user_id: buyer.id, rating: 5, description: 'Great', created_at: new Date().toISOString() }).execute();
  });
  after(() => t.close());

  test("the buyer sees their whole order with address, payment and review flags", async () => {
    const response = await t.http.get(`/api/orders/${mixedOrder}`, { token: buyer.token });
    assert.equal(response.status, 200, response.text);
    const order = response.body;
    assert.equal(order.orderId, mixedOrder);
    assert.equal(order.buyerUsername, buyer.username);
    assert.equal(order.orderPrice, 30);
    assert.equal(order.overallStatus, 'IN_PROGRESS');
    assert.deepEqual(order.items.map((item: { productId: number }) => item.productId), [productA, productB]);
    assert.equal(order.items[0].reviewed, true);
    assert.equal(order.items[1].reviewed, false);
    assert.equal(order.items[0].sellerName, sellerA.username);
    assert.ok(order.items[0].deliveryDate);
    assert.equal(order.address.fullName, 'Test Buyer');
    assert.equal(order.payment.method, 'PAYNOW');
    assert.equal(typeof order.createdAt, 'string');
  });

  test('a seller sees only their items (with sellerId = self), without payment details', async () => {
    const response = await t.http.get(`/api/orders/${mixedOrder}?sellerId=${sellerB.id}`, { token: sellerB.token });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body.items.map((item: { productId: number }) => item.productId), [productB]);
    assert.equal(response.body.orderPrice, 10);
    assert.equal(response.body.overallStatus, 'PENDING');
    assert.equal(response.body.address.city, 'Testville');
    assert.deepEqual(response.body.payment, { method: 'PAYNOW', cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null });
  });

  test('GET /orders/{id}: admin sees all; 401, 403 and 404 where due', async () => {
    const full = await t.http.get(`/api/orders/${mixedOrder}`, { token: admin.token });
    assert.equal(full.status, 200);
    assert.equal(full.body.items.length, 2);
    const asSeller = await t.http.get(`/api/orders/${mixedOrder}?sellerId=${sellerA.id}`, { token: admin.token });
    assert.equal(asSeller.body.items.length, 1);
    assert.equal((await t.http.get(`/api/orders/${olderOrder}?sellerId=${sellerB.id}`, { token: admin.token })).status, 404);

    assert.equal((await t.http.get(`/api/orders/${mixedOrder}`)).status, 401);
    assert.equal((await t.http.get(`/api/orders/${mixedOrder}`, { token: otherBuyer.token })).status, 404, "another buyer's order");
    assert.equal((await t.http.get(`/api/orders/${mixedOrder}`, { token: sellerA.token })).status, 403, 'seller without sellerId');
    assert.equal((await t.http.get(`/api/orders/${mixedOrder}?sellerId=${sellerB.id}`, { token: sellerA.token })).status, 403, "another seller's id");
    assert.equal((await t.http.get(`/api/orders/${olderOrder}?sellerId=${sellerB.id}`, { token: sellerB.token })).status, 404, 'no item of theirs');
    assert.equal((await t.http.get('/api/orders/999999', { token: buyer.token })).status, 404);
    assert.equal((await t.http.get('/api/orders/abc', { token: buyer.token })).status, 400);
    assert.equal((await t.http.get(`/api/orders/${mixedOrder}?sellerId=x`, { token: sellerA.token })).status, 400);
  });

  test("GET /orders/{id}: an order that is not the caller's answers exactly as one that does not exist", async () => {
    const missing = 999_999;
    // The answer to one id, its id written as {id}: the same text for both means nothing tells them apart.
    const answer = async (id: number, token: string, query = '') => {
      const response = await t.http.get(`/api/orders/${id}${query}`, { token });
      return { status: response.status, body: response.text.replaceAll(String(id), '{id}') };
    };
    const cases = [
      ["another buyer's order", otherBuyer.token, ''],
      ["a seller's own view of an order with none of their items", sellerB.token, `?sellerId=${sellerB.id}`],
      ["a seller naming another seller's id", sellerA.token, `?sellerId=${sellerB.id}`],
      ['a seller without sellerId', sellerA.token, ''],
    ] as const;
    for (const [what, token, query] of cases) {
      const existing = await answer(what.includes('none of their items') ? olderOrder : mixedOrder, token, query);
      assert.deepEqual(existing, await answer(missing, token, query), what);
      assert.ok(existing.status === 404 || existing.status === 403, `${what}: ${existing.status}`);
    }
    assert.equal((await answer(mixedOrder, otherBuyer.token)).status, 404);
  });

  test('GET /orders/user/{userId}: own orders newest first; admin any; 400/401/403/404', async () => {
    const own = await t.http.get(`/api/orders/user/${buyer.id}`, { token: buyer.token });
    assert.equal(own.status, 200);
    assert.deepEqual(own.body.map((order: { orderId: number }) => order.orderId), [mixedOrder, olderOrder]);
    assert.equal(own.body[1].overallStatus, 'COMPLETED');
    const byAdmin = await t.http.get(`/api/orders/user/${buyer.id}`, { token: admin.token });
    assert.equal(byAdmin.body.length, 2);
    const none = await t.http.get(`/api/orders/user/${buyer.id}`, { token: otherBuyer.token });
    assert.equal(none.status, 403);
    assert.equal((await t.http.get(`/api/orders/user/${sellerA.id}`, { token: sellerA.token })).status, 403);
    assert.equal((await t.http.get(`/api/orders/user/${buyer.id}`)).status, 401);
    assert.equal((await t.http.get('/api/orders/user/999999', { token: admin.token })).status, 404);
    assert.equal((await t.http.get('/api/orders/user/0', { token: admin.token })).status, 400);
  });

  test('GET /orders: admin page newest first; 400/401/403', async () => {
    const page = await t.http.get('/api/orders?page=0&size=2', { token: admin.token });
    assert.equal(page.status, 200);
    assert.equal(page.body.totalElements, 3);
    assert.equal(page.body.totalPages, 2);
    assert.equal(page.body.size, 2);
    assert.equal(page.body.number, 0);
    assert.equal(page.body.content.length, 2);
    assert.ok(page.body.content[0].orderId > page.body.content[1].orderId);
    const second = await t.http.get('/api/orders?page=1&size=2', { token: admin.token });
    assert.equal(second.body.content.length, 1);
    assert.equal(second.body.content[0].orderId, olderOrder);
    assert.equal((await t.http.get('/api/orders?size=101', { token: admin.token })).status, 400);
    assert.equal((await t.http.get('/api/orders')).status, 401);
    assert.equal((await t.http.get('/api/orders', { token: buyer.token })).status, 403);
    assert.equal((await t.http.get('/api/orders', { token: sellerA.token })).status, 403);
  });

  test('the admin total follows a checkout, a refused checkout and an order removed outside the API (kept by triggers)', async () => {
    const total = async () => (await t.http.get('/api/orders?page=0&size=1', { token: admin.token })).body.totalElements as number;
    const counted = async () => Number((await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await total();
    assert.equal(before, await counted());
    const product = await insertProduct(t, sellerA.id, { priceCents: 700, stock: 1 });
    const placed = await t.http.post('/api/orders/checkout', checkoutBody(otherBuyer.id, [{ productId: product, quantity: 1 }], 7), { token: otherBuyer.token });
    assert.equal(placed.status, 201, placed.text);
    // Sold out: refused, rolled back, not counted.
    const refused = await t.http.post('/api/orders/checkout', checkoutBody(otherBuyer.id, [{ productId: product, quantity: 1 }], 7), { token: otherBuyer.token });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(await total(), before + 1);
    await t.app.db.deleteFrom('orders').where('id', '=', placed.body.orderId).execute();
    assert.equal(await total(), before);
    assert.equal(await total(), await counted());
  });

  test("GET /orders/seller: a page of orders with that seller's items only; itemStatus filters", async () => {
    const all = await t.http.get(`/api/orders/seller?sellerId=${sellerB.id}`, { token: sellerB.token });
    assert.equal(all.status, 200, all.text);
    assert.equal(all.body.totalElements, 2);
    for (const order of all.body.content) {
      assert.ok(order.items.every((item: { sellerId: number }) => item.sellerId === sellerB.id));
      assert.equal(order.payment.cardLast4, null);
    }
    const disputed = await t.http.get(`/api/orders/seller?sellerId=${sellerB.id}&itemStatus=DISPUTING`, { token: sellerB.token });
    assert.equal(disputed.body.totalElements, 1);
    assert.equal(disputed.body.content[0].buyerUsername, otherBuyer.username);
    const paged = await t.http.get(`/api/orders/seller?sellerId=${sellerA.id}&size=1&page=1`, { token: sellerA.token });
    assert.equal(paged.body.totalElements, 2);
    assert.equal(paged.body.content[0].orderId, olderOrder);
    const byAdmin = await t.http.get(`/api/orders/seller?sellerId=${sellerA.id}`, { token: admin.token });
    assert.equal(byAdmin.body.totalElements, 2);

    assert.equal((await t.http.get(`/api/orders/seller?sellerId=${sellerB.id}&itemStatus=LOST`, { token: sellerB.token })).status, 400);
    assert.equal((await t.http.get('/api/orders/seller', { token: sellerB.token })).status, 400);
    assert.equal((await t.http.get(`/api/orders/seller?sellerId=${sellerB.id}`)).status, 401);
    assert.equal((await t.http.get(`/api/orders/seller?sellerId=${sellerB.id}`, { token: sellerA.token })).status, 403);
    assert.equal((await t.http.get(`/api/orders/seller?sellerId=${buyer.id}`, { token: buyer.token })).status, 403);
    assert.equal((await t.http.get('/api/orders/seller?sellerId=999999', { token: admin.token })).status, 404);
  });
});

describe('orders: summary', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test("counts the seller's outstanding and disputed orders and low-stock products; admin counts everyone's", async () => {
    const admin = await loginAdmin(t);
    const seller = await quickUser(t, 'SELLER');
    const rival = await quickUser(t, 'SELLER');
    const buyer = await quickUser(t, 'BUYER');
    const low = await insertProduct(t, seller.id, { stock: 9 });
    const soldOut = await insertProduct(t, seller.id, { stock: 0 });
    const plenty = await insertProduct(t, seller.id, { stock: 10 });
    await insertProduct(t, seller.id, { stock: 1, deleted: true });
    const rivals = await insertProduct(t, rival.id, { stock: 2 });
    // Two PENDING items in one order count once.
    await insertOrder(t, buyer.id, [{ productId: low, status: 'PENDING' }, { productId: soldOut, status: 'PENDING' }]);
    await insertOrder(t, buyer.id, [{ productId: plenty, status: 'DISPUTING' }, { productId: rivals, status: 'PENDING' }]);
    await insertOrder(t, buyer.id, [{ productId: plenty, status: 'SHIPPED' }, { productId: rivals, status: 'DISPUTING' }]);

    const own = await t.http.get('/api/orders/summary', { token: seller.token });
    assert.equal(own.status, 200);
    assert.deepEqual(own.body, { outstandingOrders: 1, disputedOrders: 1, lowStockProducts: 2 });
    const theirs = await t.http.get('/api/orders/summary', { token: rival.token });
    assert.deepEqual(theirs.body, { outstandingOrders: 1, disputedOrders: 1, lowStockProducts: 1 });
    const all = await t.http.get('/api/orders/summary', { token: admin.token });
    assert.deepEqual(all.body, { outstandingOrders: 2, disputedOrders: 2, lowStockProducts: 3 });

    // Low stock is kept by triggers (migration 0048): a sale below the threshold, a restock above it and a deletion
    // move the count at once, whoever writes.
    const lowCount = async (token: string) => (await t.http.get('/api/orders/summary', { token })).body.lowStockProducts as number;
    await t.app.db.updateTable('products').set({ stock: 9 }).where('id', '=', plenty).execute();
    assert.equal(await lowCount(seller.token), 3);
    await t.app.db.updateTable('products').set({ stock: 12 }).where('id', '=', low).execute();
    assert.equal(await lowCount(seller.token), 2);
    await t.app.db.updateTable('products').set({ deleted: true }).where('id', '=', soldOut).execute();
    assert.equal(await lowCount(seller.token), 1);
    await t.app.db.deleteFrom('products').where('id', '=', rivals).execute().catch(() => undefined);
    assert.equal(await lowCount(admin.token), (await lowCount(seller.token)) + (await lowCount(rival.token)));

    assert.equal((await t.http.get('/api/orders/summary')).status, 401);
    assert.equal((await t.http.get('/api/orders/summary', { token: buyer.token })).status, 403);
  });
});
