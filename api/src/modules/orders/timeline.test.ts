import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TestUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { checkoutBody, startTwoSellerShop } from '../../test/orders-kit';

const DELIVERY = `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;

describe('orders: the item timeline', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, otherSeller: TestUser, buyer: TestUser, otherBuyer: TestUser;
  let product: number, otherProduct: number;
  before(async () => ({ t, admin, seller, otherSeller, buyer, otherBuyer, product, otherProduct } = await startTwoSellerShop(50)));
  after(() => t.close());

  async function placeOrder(): Promise<number> {
    const lines = [
      { productId: product, quantity: 1 },
      { productId: otherProduct, quantity: 1 },
    ];
    const placed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, lines, 15), { token: buyer.token });
    assert.equal(placed.status, 201, placed.text);
    return placed.body.orderId as number;
  }

  interface Step {
    kind: string;
    at: string;
    actorRole: string;
    actorId: number | null;
    carrier: string | null;
    trackingNumber: string | null;
    estimatedDelivery: string | null;
    note: string | null;
  }
  type Item = { productId: number; status: string; timeline: Step[] };
  const mine = (order: { items: Item[] }) => order.items.find((item) => item.productId === product)!;

  test('placed, shipped with carrier and tracking, delivered, disputed, resolved: each step with time and actor', async () => {
    const orderId = await placeOrder();
    const ref = { orderId, productId: product };
    const shipped = await t.http.put(
      '/api/orders/seller/status',
      { ...ref, sellerId: seller.id, status: 'SHIPPED', deliveryDate: DELIVERY, carrier: ' Parcelforce ', trackingNumber: 'PF123456' },
      { token: seller.token },
    );
    assert.equal(shipped.status, 200, shipped.text);
    assert.equal((await t.http.put('/api/orders/buyer/status', { ...ref, status: 'DELIVERED' }, { token: buyer.token })).status, 200);
    const disputed = await t.http.post('/api/orders/dispute', { ...ref, reason: 'Scratched', description: 'Deep scratch' }, { token: buyer.token });
    assert.equal(disputed.status, 200, disputed.text);
    const resolved = await t.http.put('/api/orders/item/resolve', ref, { token: seller.token });
    assert.equal(resolved.status, 200, resolved.text);

    const timeline = mine(resolved.body).timeline;
    assert.deepEqual(
      timeline.map((step) => [step.kind, step.actorRole, step.actorId]),
      [
        ['PLACED', 'BUYER', buyer.id],
        ['SHIPPED', 'SELLER', seller.id],
        ['DELIVERED', 'BUYER', buyer.id],
        ['DISPUTED', 'BUYER', buyer.id],
        ['RESOLVED', 'SELLER', seller.id],
      ],
    );
    assert.deepEqual([timeline[1]!.carrier, timeline[1]!.trackingNumber, timeline[1]!.estimatedDelivery], ['Parcelforce', 'PF123456', DELIVERY]);
    assert.equal(timeline[3]!.note, 'Scratched');
    for (const step of timeline) assert.ok(!Number.isNaN(Date.parse(step.at)), 'every step has a time');
    const times = timeline.map((step) => Date.parse(step.at));
    assert.deepEqual([...times].sort((a, b) => a - b), times, 'oldest first');
  });

  test('shipping without carrier or tracking records them as null; blank text is none', async () => {
    const orderId = await placeOrder();
    const shipped = await t.http.put(
      '/api/orders/seller/status',
      { orderId, productId: product, sellerId: seller.id, status: 'SHIPPED', deliveryDate: DELIVERY, carrier: '  ' },
      { token: seller.token },
    );
    assert.equal(shipped.status, 200, shipped.text);
    const step = mine(shipped.body).timeline[1]!;
    assert.deepEqual([step.kind, step.carrier, step.trackingNumber], ['SHIPPED', null, null]);
  });

  test('a too long tracking number is a 400 and changes nothing', async () => {
    const orderId = await placeOrder();
    const response = await t.http.put(
      '/api/orders/seller/status',
      { orderId, productId: product, sellerId: seller.id, status: 'SHIPPED', deliveryDate: DELIVERY, trackingNumber: 'x'.repeat(101) },
      { token: seller.token },
    );
    assert.equal(response.status, 400, response.text);
    const order = await t.http.get(`/api/orders/${orderId}`, { token: buyer.token });
    assert.deepEqual(mine(order.body).timeline.map((step) => step.kind), ['PLACED']);
    assert.equal(mine(order.body).status, 'PENDING');
  });

  test('a refused move adds no step', async () => {
    const orderId = await placeOrder();
    const refused = await t.http.put('/api/orders/buyer/status', { orderId, productId: product, status: 'DELIVERED' }, { token: buyer.token });
    assert.equal(refused.status, 409);
    const order = await t.http.get(`/api/orders/${orderId}`, { token: buyer.token });
    assert.deepEqual(mine(order.body).timeline.map((step) => step.kind), ['PLACED']);
  });

  test('who sees the timeline: exactly who sees the order', async () => {
    const orderId = await placeOrder();
    const asBuyer = await t.http.get(`/api/orders/${orderId}`, { token: buyer.token });
    assert.equal(asBuyer.status, 200);
    assert.equal(asBuyer.body.items.length, 2);
    for (const item of asBuyer.body.items) assert.equal(item.timeline[0].kind, 'PLACED');
    const asSeller = await t.http.get(`/api/orders/${orderId}?sellerId=${seller.id}`, { token: seller.token });
    assert.equal(asSeller.status, 200);
    assert.deepEqual(
      asSeller.body.items.map((item: { productId: number; timeline: unknown[] }) => [item.productId, item.timeline.length]),
      [[product, 1]],
      "a seller sees only their own item's timeline",
    );
    assert.equal((await t.http.get(`/api/orders/${orderId}`, { token: admin.token })).status, 200);
    assert.equal((await t.http.get(`/api/orders/${orderId}`, { token: otherBuyer.token })).status, 404);
    assert.equal((await t.http.get(`/api/orders/${orderId}?sellerId=${seller.id}`, { token: otherSeller.token })).status, 403);
    assert.equal((await t.http.get(`/api/orders/${orderId}`)).status, 401);
  });
});
