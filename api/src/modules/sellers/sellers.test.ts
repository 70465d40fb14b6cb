import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OrderItemStatus } from '../../db/schema';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import type { TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('sellers: public profile and scorecard', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let product: number;

  before(async () => {
    t = await startTestApp();
    seller = await quickUser(t, 'SELLER');
    otherSeller = await quickUser(t, 'SELLER');
    buyer = await quickUser(t, 'BUYER');
    product = await insertProduct(t, seller.id, { name: 'Walnut desk lamp' });
  });
  after(() => t.close());

  /** One order of `productId`, placed `daysAgo`, its item in `status`, shipped/delivered that many days after ordering. */
  async function line(productId: number, daysAgo: number, status: OrderItemStatus, timing: { shippedAfter?: number; deliveredAfter?: number } = {}) {
    const orderId = await insertOrder(t, buyer.id, [{ productId, status }]);
    await t.app.db.updateTable('orders').set({ created_at: ago(daysAgo) }).where('id', '=', orderId).execute();
    const after = (days: number | undefined) => (days === undefined ? null : ago(daysAgo - days));
    await t.app.db
      .updateTable('order_items')
      .set({ shipped_at: after(timing.shippedAfter), delivered_at: after(timing.deliveredAfter) })
      .where('order_id', '=', orderId)
      .execute();
    return orderId;
  }

  test('each scorecard figure counts the constructed orders, and only the seller’s own', async () => {
    await line(product, 5, 'DELIVERED', { shippedAfter: 1, deliveredAfter: 3 }); // on time, delivered
    await line(product, 5, 'SHIPPED', { shippedAfter: 3 }); // late
    await line(product, 4, 'PENDING'); // still unshipped after 2 days: late
    await line(product, 0.5, 'PENDING'); // window still open: not judged yet
    await line(product, 3, 'DISPUTING', { shippedAfter: 1.5, deliveredAfter: 2 }); // on time, delivered, disputed
    await line(product, 3, 'RESOLVED', { shippedAfter: 1.9 }); // on time, disputed while shipped, resolved
    await line(product, 40, 'DELIVERED'); // shipped before shipped_at existed: delivered by status, timing unknown
    const theirs = await insertProduct(t, otherSeller.id);
    await line(theirs, 5, 'DISPUTING', { shippedAfter: 4 });

    // Shipped and delivered through the real routes: the routes stamp both instants.
    const fresh = await insertOrder(t, buyer.id, [{ productId: product }]);
    const shipped = await t.http.put(
      '/api/orders/seller/status',
      { orderId: fresh, productId: product, sellerId: seller.id, status: 'SHIPPED', deliveryDate: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10) },
      { token: seller.token },
    );
    assert.equal(shipped.status, 200, shipped.text);
    const delivered = await t.http.put('/api/orders/buyer/status', { orderId: fresh, productId: product, status: 'DELIVERED' }, { token: buyer.token });
    assert.equal(delivered.status, 200, delivered.text);

    // Ratings: the reviews of the seller's products (5, 4, 2), not another seller's.
    const rated = [product, await insertProduct(t, seller.id), await insertProduct(t, seller.id, { deleted: true })];
    const reviewer = await quickUser(t, 'BUYER');
    for (const [index, rating] of [5, 4, 2].entries()) {
      await t.app.db.insertInto('reviews').values({ product_id: rated[index]!, user_id: reviewer.id, rating, created_at: ago(1) }).execute();
    }
    await t.app.db.insertInto('reviews').values({ product_id: theirs, user_id: reviewer.id, rating: 1, created_at: ago(1) }).execute();

    const answer = await t.http.get(`/api/sellers/${seller.id}`);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.name, seller.username);
    assert.ok(Date.parse(answer.body.memberSince) <= Date.now());
    assert.equal(answer.body.liveProducts, 2, 'the deleted product is not live');
    assert.deepEqual(answer.body.scorecard, {
      averageRating: 3.67,
      reviewCount: 3,
      itemsSold: 8,
      shippedWithin2Days: { count: 4, of: 6 },
      delivered: { count: 4, of: 6 },
      disputed: { count: 2, of: 6 },
      disputesResolved: { count: 1, of: 2 },
    });
    assert.match(answer.headers.get('cache-control') ?? '', /max-age=60/);
  });

  test('a seller with no orders or reviews has empty figures, not made-up ones', async () => {
    const newcomer = await quickUser(t, 'SELLER');
    const answer = await t.http.get(`/api/sellers/${newcomer.id}`);
    assert.equal(answer.status, 200, answer.text);
    const none = { count: 0, of: 0 };
    assert.deepEqual(answer.body.scorecard, {
      averageRating: null,
      reviewCount: 0,
      itemsSold: 0,
      shippedWithin2Days: none,
      delivered: none,
      disputed: none,
      disputesResolved: none,
    });
  });

  test('an unknown id or a user who is not a seller is 404; a malformed id is 400', async () => {
    for (const id of [2_000_000_000, buyer.id]) {
      const answer = await t.http.get(`/api/sellers/${id}`);
      assert.equal(answer.status, 404, answer.text);
      assert.equal(answer.body.error, 'Seller not found.');
      assert.equal(answer.body.message, `There is no seller with id ${id}.`);
    }
    const bad = await t.http.get('/api/sellers/abc');
    assert.equal(bad.status, 400, bad.text);
  });

  test("the public search lists one seller's live products, searchable", async () => {
    const shop = await quickUser(t, 'SELLER');
    const lamp = await insertProduct(t, shop.id, { name: 'Brass reading lamp' });
    const mug = await insertProduct(t, shop.id, { name: 'Stoneware mug' });
    await insertProduct(t, shop.id, { name: 'Retired lamp', deleted: true });
    const all = await t.http.get(`/api/products/search?sellerId=${shop.id}`);
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(all.body.content.map((p: { id: number }) => p.id).sort(), [lamp, mug].sort());
    const lamps = await t.http.get(`/api/products/search?sellerId=${shop.id}&q=lamp`);
    assert.deepEqual(lamps.body.content.map((p: { id: number }) => p.id), [lamp]);
    assert.equal((await t.http.get('/api/products/search?sellerId=0')).status, 400);
  });
});
