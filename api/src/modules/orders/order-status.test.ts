import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OrderItemStatus } from '../../db/schema';
import { insertOrder } from '../../test/catalog-factory';
import type { TestUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { startTwoSellerShop } from '../../test/orders-kit';

const ALL: OrderItemStatus[] = ['PENDING', 'SHIPPED', 'DELIVERED', 'DISPUTING', 'RESOLVED'];
/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DELIVERY_DAY = dayFromToday(30);
const DELIVERY = `${DELIVERY_DAY}T00:00:00.000Z`;

describe('orders: item status changes', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, otherSeller: TestUser, buyer: TestUser, otherBuyer: TestUser;
  let product: number, otherProduct: number;
  before(async () => ({ t, admin, seller, otherSeller, buyer, otherBuyer, product, otherProduct } = await startTwoSellerShop()));
  after(() => t.close());

  /** A one-line order of `product` in the given status; answers its ids. */
  async function itemIn(status: OrderItemStatus) {
    const orderId = await insertOrder(t, buyer.id, [{ productId: product, status }]);
    return { orderId, productId: product };
  }

  const ship = (ref: { orderId: number; productId: number }, user: TestUser | undefined, extra: Record<string, unknown> = {}) =>
    t.http.put('/api/orders/seller/status', { ...ref, sellerId: seller.id, status: 'SHIPPED', deliveryDate: DELIVERY, ...extra }, { token: user?.token });
  const deliver = (ref: { orderId: number; productId: number }, user: TestUser | undefined, extra: Record<string, unknown> = {}) =>
    t.http.put('/api/orders/buyer/status', { ...ref, status: 'DELIVERED', ...extra }, { token: user?.token });
  const dispute = (ref: { orderId: number; productId: number }, user: TestUser | undefined, extra: Record<string, unknown> = {}) =>
    t.http.post('/api/orders/dispute', { ...ref, reason: 'Arrived broken', description: 'The lid is cracked.', ...extra }, { token: user?.token });
  const resolve = (ref: { orderId: number; productId: number }, user: TestUser | undefined) =>
    t.http.put('/api/orders/item/resolve', ref, { token: user?.token });

  test('the full life: PENDING -> SHIPPED -> DELIVERED -> DISPUTING -> RESOLVED, with overallStatus', async () => {
    const orderId = await insertOrder(t, buyer.id, [{ productId: product }, { productId: otherProduct }]);
    const mine = { orderId, productId: product };
    const shipped = await ship(mine, seller, { deliveryDate: DELIVERY_DAY });
    assert.equal(shipped.status, 200, shipped.text);
    assert.equal(shipped.body.items.length, 1, 'seller view');
    assert.equal(shipped.body.items[0].status, 'SHIPPED');
    assert.equal(shipped.body.items[0].deliveryDate, DELIVERY);
    assert.equal(shipped.body.overallStatus, 'IN_PROGRESS');

    const delivered = await deliver(mine, buyer);
    assert.equal(delivered.status, 200, delivered.text);
    assert.equal(delivered.body.items.length, 2, 'buyer view');
    assert.equal(delivered.body.overallStatus, 'IN_PROGRESS');

    const disputed = await dispute(mine, buyer);
    assert.equal(disputed.status, 200, disputed.text);
    const item = disputed.body.items.find((line: { productId: number }) => line.productId === product);
    assert.equal(item.status, 'DISPUTING');
    assert.equal(item.disputeReason, 'Arrived broken');
    assert.equal(item.disputeDescription, 'The lid is cracked.');
    assert.ok(Date.parse(item.disputeRaisedAt) > Date.now() - 60_000);

    const resolved = await resolve(mine, seller);
    assert.equal(resolved.status, 200, resolved.text);
    assert.equal(resolved.body.items[0].status, 'RESOLVED');
    assert.equal(resolved.body.overallStatus, 'COMPLETED', "the seller's own view is complete");

    const theirs = { orderId, productId: otherProduct };
    assert.equal((await ship(theirs, otherSeller, { sellerId: otherSeller.id })).status, 200);
    const done = await deliver(theirs, buyer);
    assert.equal(done.body.overallStatus, 'COMPLETED');
  });

  test('a dispute can be raised on a SHIPPED item too; the description is optional', async () => {
    const ref = await itemIn('SHIPPED');
    const response = await dispute(ref, buyer, { description: undefined });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.items[0].disputeDescription, null);
  });

  test('every illegal status change is 409', async () => {
    const cases: Array<[string, (ref: { orderId: number; productId: number }) => ReturnType<typeof ship>, OrderItemStatus[]]> = [
      ['ship', (ref) => ship(ref, seller), ['PENDING']],
      ['deliver', (ref) => deliver(ref, buyer), ['SHIPPED']],
      ['dispute', (ref) => dispute(ref, buyer), ['SHIPPED', 'DELIVERED']],
      ['resolve', (ref) => resolve(ref, seller), ['DISPUTING']],
    ];
    for (const [name, call, legal] of cases) {
      for (const status of ALL.filter((value) => !legal.includes(value))) {
        const ref = await itemIn(status);
        const response = await call(ref);
        assert.equal(response.status, 409, `${name} from ${status}: ${response.text}`);
        assert.match(response.body.error, new RegExp(`this item is ${status}\\.$`));
        const row = await t.app.db.selectFrom('order_items').select('status').where('order_id', '=', ref.orderId).executeTakeFirstOrThrow();
        assert.equal(row.status, status);
      }
    }
    // Asking an endpoint for a move it does not make is an illegal change too.
    for (const status of ALL.filter((value) => value !== 'SHIPPED')) {
      const response = await ship(await itemIn('PENDING'), seller, { status });
      assert.equal(response.status, 409, `seller sets ${status}`);
    }
    for (const status of ALL.filter((value) => value !== 'DELIVERED')) {
      const response = await deliver(await itemIn('SHIPPED'), buyer, { status });
      assert.equal(response.status, 409, `buyer sets ${status}`);
    }
  });

  test('concurrent changes of one item: only one wins', async () => {
    const pending = await itemIn('PENDING');
    const ships = await Promise.all([1, 2, 3, 4].map(() => ship(pending, seller)));
    assert.deepEqual(ships.map((answer) => answer.status).sort(), [200, 409, 409, 409]);
    const disputing = await itemIn('DISPUTING');
    const resolves = await Promise.all([1, 2, 3].map(() => resolve(disputing, seller)));
    assert.deepEqual(resolves.map((answer) => answer.status).sort(), [200, 409, 409]);
  });

  test('a delivery date in the past or more than a year ahead is 400 with a clear message; today and a year ahead are fine', async () => {
    const pending = await itemIn('PENDING');
    for (const deliveryDate of ['2020-01-01', dayFromToday(-3), `${dayFromToday(-2)}T23:00:00.000Z`]) {
      const response = await ship(pending, seller, { deliveryDate });
      assert.equal(response.status, 400, `${deliveryDate}: ${response.text}`);
      assert.equal(response.body.fields.deliveryDate, 'Delivery date cannot be in the past.');
    }
    for (const deliveryDate of [dayFromToday(370), '9999-12-31T23:59:59-14:00', '2999-01-01']) {
      const response = await ship(pending, seller, { deliveryDate });
      assert.equal(response.status, 400, `${deliveryDate}: ${response.text}`);
      assert.equal(response.body.fields.deliveryDate, 'Delivery date cannot be more than 1 year ahead.');
    }
    const stillPending = await t.http.get(`/api/orders/${pending.orderId}`, { token: buyer.token });
    assert.equal(stillPending.body.items[0].status, 'PENDING', 'a refused date changes nothing');
    assert.equal((await ship(pending, seller, { deliveryDate: dayFromToday(0) })).status, 200, 'today');
    assert.equal((await ship(await itemIn('PENDING'), seller, { deliveryDate: dayFromToday(364) })).status, 200, 'within a year');
  });

  test('invalid input is 400', async () => {
    const pending = await itemIn('PENDING');
    const noDate = await ship(pending, seller, { deliveryDate: undefined });
    assert.equal(noDate.status, 400);
    assert.equal(noDate.body.fields.deliveryDate, 'A delivery date must be chosen.');
    for (const deliveryDate of ['tomorrow', '2030-02-31', '2030-13-01', '']) {
      const response = await ship(pending, seller, { deliveryDate });
      assert.equal(response.status, 400, deliveryDate);
      assert.ok(response.body.fields.deliveryDate);
    }
    assert.equal((await ship(pending, seller, { status: 'LOST' })).status, 400);
    assert.equal((await ship(pending, seller, { orderId: 'x' })).status, 400);
    const shipped = await itemIn('SHIPPED');
    assert.equal((await deliver(shipped, buyer, { productId: -1 })).status, 400);
    for (const [extra, message] of [
      [{ reason: undefined }, 'Reason is required'],
      [{ reason: '   ' }, 'Reason is required'],
      [{ reason: 'r'.repeat(201) }, 'Reason cannot exceed 200 characters'],
      [{ description: 'd'.repeat(1001) }, 'Description cannot exceed 1000 characters'],
    ] as const) {
      const response = await dispute(shipped, buyer, extra);
      assert.equal(response.status, 400);
      assert.equal(response.body.error, message);
    }
    assert.equal((await resolve({ orderId: 0, productId: product }, seller)).status, 400);
    const row = await t.app.db.selectFrom('order_items').select('status').where('order_id', '=', shipped.orderId).executeTakeFirstOrThrow();
    assert.equal(row.status, 'SHIPPED');
  });

  test('no token is 401', async () => {
    const ref = await itemIn('PENDING');
    assert.equal((await ship(ref, undefined)).status, 401);
    assert.equal((await deliver(ref, undefined)).status, 401);
    assert.equal((await dispute(ref, undefined)).status, 401);
    assert.equal((await resolve(ref, undefined)).status, 401);
  });

  test('wrong role, another seller or buyer, and another sellerId are 403; admins neither ship nor resolve', async () => {
    const pending = await itemIn('PENDING');
    assert.equal((await ship(pending, admin)).status, 403);
    assert.equal((await ship(pending, buyer)).status, 403);
    assert.equal((await ship(pending, otherSeller)).status, 403, 'sellerId is not the caller');
    assert.equal((await ship(pending, otherSeller, { sellerId: otherSeller.id })).status, 403, 'not their item');
    const shipped = await itemIn('SHIPPED');
    for (const user of [otherBuyer, seller, admin]) {
      assert.equal((await deliver(shipped, user)).status, 403);
      assert.equal((await dispute(shipped, user)).status, 403);
    }
    const disputing = await itemIn('DISPUTING');
    for (const user of [otherSeller, buyer, admin]) assert.equal((await resolve(disputing, user)).status, 403);
    const rows = await t.app.db.selectFrom('order_items').select('status').where('order_id', 'in', [pending.orderId, shipped.orderId, disputing.orderId]).orderBy('order_id').execute();
    assert.deepEqual(rows.map((row) => row.status), ['PENDING', 'SHIPPED', 'DISPUTING']);
  });

  test('unknown order or a product not in it is 404', async () => {
    const ref = await itemIn('PENDING');
    for (const missing of [{ orderId: 999999, productId: product }, { orderId: ref.orderId, productId: otherProduct }]) {
      assert.equal((await ship(missing, seller)).status, 404);
      assert.equal((await deliver(missing, buyer)).status, 404);
      assert.equal((await dispute(missing, buyer)).status, 404);
      assert.equal((await resolve(missing, seller)).status, 404);
    }
  });
});
