import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, quickUser } from '../../test/orders-kit';

type Item = { productId: number; status: string; reviewed: boolean; disputeEscalated: boolean; timeline: { kind: string }[] };
type Order = { orderId: number; buyerUsername: string; items: Item[] };

// Order lists are kept as sent while their owner's order counter, the reviews and the users counters read the same
// (orders-cache.ts, migration 0047). Each list is read once (cached), then something it shows changes: the very next
// read must show it, on every list that shows that order.
describe('orders: cached order lists follow every change at once', () => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let product: number;

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    seller = await quickUser(t, 'SELLER');
    otherSeller = await quickUser(t, 'SELLER');
    buyer = await quickUser(t, 'BUYER');
    product = await insertProduct(t, seller.id, { priceCents: 500, stock: 50 });
  });
  after(() => t.close());

  const buyerList = async () => (await t.http.get(`/api/orders/user/${buyer.id}`, { token: buyer.token })).body as Order[];
  const sellerList = async (status = '') =>
    (await t.http.get(`/api/orders/seller?sellerId=${seller.id}${status ? `&itemStatus=${status}` : ''}`, { token: seller.token })).body.content as Order[];
  const adminList = async () => (await t.http.get('/api/orders?page=0&size=50', { token: admin.token })).body.content as Order[];
  const everyList = async () => ({ buyer: await buyerList(), seller: await sellerList(), admin: await adminList() });
  const itemIn = (orders: Order[], orderId: number) => orders.find((order) => order.orderId === orderId)?.items[0];

  test('a checkout, a shipment, a delivery, a review and a rename show on the next read of each list', async () => {
    await everyList();
    const placed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 5), { token: buyer.token });
    assert.equal(placed.status, 201, placed.text);
    const orderId = placed.body.orderId as number;
    let lists = await everyList();
    for (const list of Object.values(lists)) assert.equal(itemIn(list, orderId)?.status, 'PENDING');
    assert.deepEqual(await sellerList('PENDING').then((orders) => orders.map((order) => order.orderId).includes(orderId)), true);

    const deliveryDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const shipped = await t.http.put('/api/orders/seller/status', { orderId, productId: product, sellerId: seller.id, status: 'SHIPPED', deliveryDate }, { token: seller.token });
    assert.equal(shipped.status, 200, shipped.text);
    lists = await everyList();
    for (const list of Object.values(lists)) assert.equal(itemIn(list, orderId)?.status, 'SHIPPED');
    assert.equal((await sellerList('PENDING')).some((order) => order.orderId === orderId), false, 'gone from the pending filter');

    assert.equal((await t.http.put('/api/orders/buyer/status', { orderId, productId: product, status: 'DELIVERED' }, { token: buyer.token })).status, 200);
    lists = await everyList();
    for (const list of Object.values(lists)) assert.deepEqual(itemIn(list, orderId)?.timeline.map((step) => step.kind), ['PLACED', 'SHIPPED', 'DELIVERED']);

    const reviewed = await t.http.post('/api/reviews', { userId: buyer.id, productId: product, rating: 4, description: 'Good' }, { token: buyer.token });
    assert.equal(reviewed.status, 201, reviewed.text);
    lists = await everyList();
    for (const list of Object.values(lists)) assert.equal(itemIn(list, orderId)?.reviewed, true);

    const renamed = `renamed_${buyer.id}`;
    assert.equal((await t.http.put(`/api/users/${buyer.id}`, { username: renamed, email: `${renamed}@example.test` }, { token: admin.token })).status, 200);
    for (const list of Object.values(await everyList())) assert.equal(list.find((order) => order.orderId === orderId)?.buyerUsername, renamed);
  });

  test('an order written outside the API and a deadline that passed show at once; another seller\'s list is untouched', async () => {
    const before = (await t.http.get(`/api/orders/seller?sellerId=${otherSeller.id}`, { token: otherSeller.token })).body.totalElements as number;
    await everyList();
    const orderId = await insertOrder(t, buyer.id, [{ productId: product, status: 'SHIPPED' }]);
    for (const list of Object.values(await everyList())) assert.equal(itemIn(list, orderId)?.status, 'SHIPPED');

    const ref = { orderId, productId: product };
    assert.equal((await t.http.post('/api/orders/dispute', { ...ref, reason: 'Never arrived', description: 'Nothing came' }, { token: buyer.token })).status, 200);
    for (const list of Object.values(await everyList())) assert.equal(itemIn(list, orderId)?.disputeEscalated, false);
    // The seller's time runs out (written straight to the database): the next read escalates it and shows it.
    await t.app.db.updateTable('order_items').set({ dispute_due_at: new Date(Date.now() - 1000).toISOString() }).where('order_id', '=', orderId).execute();
    for (const list of Object.values(await everyList())) assert.equal(itemIn(list, orderId)?.disputeEscalated, true);

    const after = (await t.http.get(`/api/orders/seller?sellerId=${otherSeller.id}`, { token: otherSeller.token })).body.totalElements as number;
    assert.equal(after, before);
  });
});
