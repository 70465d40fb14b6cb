import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../config';
import { escalateOverdueDisputes } from '../../lib/dispute-escalation';
import { sweepExpiredRows } from '../../plugins/sweeper';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { openLiveStream } from '../../test/live-stream';
import { quickUser } from '../../test/orders-kit';

const HOUR = 3_600_000;

describe('orders: dispute deadlines and admin arbitration', () => {
  let t: TestApp;
  let admin: TestUser;
  let seller: TestUser;
  let buyer: TestUser;
  let product: number;

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    seller = await quickUser(t, 'SELLER');
    buyer = await quickUser(t, 'BUYER');
    product = await insertProduct(t, seller.id, { priceCents: 1000 });
  });
  after(() => t.close());

  async function disputed() {
    const orderId = await insertOrder(t, buyer.id, [{ productId: product, status: 'SHIPPED' }]);
    const ref = { orderId, productId: product };
    const response = await t.http.post('/api/orders/dispute', { ...ref, reason: 'Never arrived', description: 'Tracking shows nothing' }, { token: buyer.token });
    assert.equal(response.status, 200, response.text);
    return { ref, item: response.body.items[0] };
  }

  /** Moves the deadline into the past, as if the seller's time had run out. */
  const expire = (ref: { orderId: number; productId: number }) =>
    t.app.db
      .updateTable('order_items')
      .set({ dispute_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', ref.orderId)
      .where('product_id', '=', ref.productId)
      .execute();

  const arbitrate = (ref: { orderId: number; productId: number }, user: TestUser, note?: string) =>
    t.http.put('/api/orders/disputes/arbitrate', { ...ref, note }, { token: user.token });

  test('DISPUTE_RESOLVE_HOURS sets the seller\'s time, 72 hours by default', () => {
    assert.equal(loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: 'x' }).disputeResolveHours, 72);
    assert.equal(loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: 'x', DISPUTE_RESOLVE_HOURS: '24' }).disputeResolveHours, 24);
    assert.throws(() => loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: 'x', DISPUTE_RESOLVE_HOURS: 'soon' }));
  });

  test('buyer and seller see the deadline: raised time plus the configured hours, not yet escalated', async () => {
    const { ref, item } = await disputed();
    assert.equal(Date.parse(item.disputeDueAt) - Date.parse(item.disputeRaisedAt), 72 * HOUR);
    assert.equal(item.disputeEscalated, false);
    const asSeller = await t.http.get(`/api/orders/${ref.orderId}?sellerId=${seller.id}`, { token: seller.token });
    assert.equal(asSeller.body.items[0].disputeDueAt, item.disputeDueAt);
  });

  test('before the deadline an admin cannot resolve (409) and the queue does not list it', async () => {
    const { ref } = await disputed();
    const early = await arbitrate(ref, admin);
    assert.equal(early.status, 409, early.text);
    assert.match(early.body.message, /seller still has time/);
    const queue = await t.http.get('/api/orders/disputes/escalated', { token: admin.token });
    assert.equal(queue.status, 200);
    assert.ok(!queue.body.some((row: { orderId: number }) => row.orderId === ref.orderId));
  });

  test('after the deadline a read escalates it once: ESCALATED by SYSTEM on the timeline, listed with both parties', async () => {
    const { ref } = await disputed();
    await expire(ref);
    const order = await t.http.get(`/api/orders/${ref.orderId}`, { token: buyer.token });
    const item = order.body.items[0];
    assert.equal(item.disputeEscalated, true);
    assert.equal(item.status, 'DISPUTING');
    assert.deepEqual(item.timeline.slice(-1).map((step: Record<string, unknown>) => [step.kind, step.actorRole, step.actorId]), [['ESCALATED', 'SYSTEM', null]]);
    // Concurrent escalations (another process, the sweeper) find nothing more to do.
    assert.deepEqual(await Promise.all([escalateOverdueDisputes(t.app.db), escalateOverdueDisputes(t.app.db)]), [0, 0]);
    const again = await t.http.get(`/api/orders/${ref.orderId}`, { token: buyer.token });
    assert.equal(again.body.items[0].timeline.filter((step: { kind: string }) => step.kind === 'ESCALATED').length, 1);

    const queue = await t.http.get('/api/orders/disputes/escalated', { token: admin.token });
    const row = queue.body.find((entry: { orderId: number }) => entry.orderId === ref.orderId);
    assert.ok(row, 'listed for the admins');
    assert.equal(row.reason, 'Never arrived');
    assert.equal(row.description, 'Tracking shows nothing');
    assert.deepEqual([row.buyer.id, row.buyer.username, row.seller.id, row.seller.username], [buyer.id, buyer.username, seller.id, seller.username]);
  });

  test('the sweeper escalates overdue disputes without any read', async () => {
    const { ref } = await disputed();
    await expire(ref);
    const heard: number[][] = [];
    const counts = await sweepExpiredRows(t.app.db, t.config, Date.now(), (sellerIds) => heard.push(sellerIds));
    assert.equal(counts.escalatedDisputes, 1);
    assert.deepEqual(heard, [[seller.id]], 'whose dispute moved is told once, for the live bells');
    const row = await t.app.db.selectFrom('order_items').select('dispute_escalated_at').where('order_id', '=', ref.orderId).executeTakeFirstOrThrow();
    assert.ok(row.dispute_escalated_at);
  });

  test("an escalation found on read pings the admins' and the seller's live streams, not the buyer's", async () => {
    const { ref } = await disputed();
    await expire(ref);
    const streams = [await openLiveStream(t.http, admin.token), await openLiveStream(t.http, seller.token), await openLiveStream(t.http, buyer.token)];
    try {
      assert.equal((await t.http.get(`/api/orders/${ref.orderId}`, { token: buyer.token })).body.items[0].disputeEscalated, true);
      await streams[0]!.next('orders');
      await streams[1]!.next('orders');
      await sleep(200);
      assert.deepEqual(streams[2]!.events, []);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test('an admin resolves an escalated dispute: RESOLVED by ADMIN with the ruling; a second try is a 409', async () => {
    const { ref } = await disputed();
    await expire(ref);
    const resolved = await arbitrate(ref, admin, ' Refund the buyer ');
    assert.equal(resolved.status, 200, resolved.text);
    const item = resolved.body.items[0];
    assert.equal(item.status, 'RESOLVED');
    assert.deepEqual(
      item.timeline.slice(-2).map((step: Record<string, unknown>) => [step.kind, step.actorRole, step.actorId, step.note]),
      [
        ['ESCALATED', 'SYSTEM', null, null],
        ['RESOLVED', 'ADMIN', admin.id, 'Refund the buyer'],
      ],
    );
    const twice = await arbitrate(ref, admin);
    assert.equal(twice.status, 409);
    assert.match(twice.body.message, /this item is RESOLVED/);
    const queue = await t.http.get('/api/orders/disputes/escalated', { token: admin.token });
    assert.ok(!queue.body.some((row: { orderId: number }) => row.orderId === ref.orderId), 'gone from the queue');
  });

  test('the seller may still resolve after escalation', async () => {
    const { ref } = await disputed();
    await expire(ref);
    await escalateOverdueDisputes(t.app.db);
    const resolved = await t.http.put('/api/orders/item/resolve', ref, { token: seller.token });
    assert.equal(resolved.status, 200, resolved.text);
    assert.equal(resolved.body.items[0].timeline.at(-1).actorRole, 'SELLER');
  });

  test('only admins: the queue and arbitration refuse buyers and sellers; unknown items are 404', async () => {
    const { ref } = await disputed();
    await expire(ref);
    assert.equal((await t.http.get('/api/orders/disputes/escalated', { token: seller.token })).status, 403);
    assert.equal((await t.http.get('/api/orders/disputes/escalated', { token: buyer.token })).status, 403);
    assert.equal((await arbitrate(ref, seller)).status, 403);
    assert.equal((await arbitrate(ref, buyer)).status, 403);
    assert.equal((await arbitrate({ orderId: ref.orderId, productId: 999_999 }, admin)).status, 404);
    const tooLong = await arbitrate(ref, admin, 'x'.repeat(1001));
    assert.equal(tooLong.status, 400);
  });
});

describe('orders: DISPUTE_RESOLVE_HOURS', () => {
  let t: TestApp;
  after(() => t?.close());

  test('a configured 1 hour gives the seller 1 hour', async () => {
    t = await startTestApp({ config: { disputeResolveHours: 1 } });
    const seller = await quickUser(t, 'SELLER');
    const buyer = await quickUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id);
    const orderId = await insertOrder(t, buyer.id, [{ productId: product, status: 'DELIVERED' }]);
    const response = await t.http.post('/api/orders/dispute', { orderId, productId: product, reason: 'Wrong colour' }, { token: buyer.token });
    const item = response.body.items[0];
    assert.equal(Date.parse(item.disputeDueAt) - Date.parse(item.disputeRaisedAt), HOUR);
  });
});
