import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../config';
import { signStreamTicket } from '../../lib/stream-ticket';
import { insertProduct } from '../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../test/harness';
import { openLiveStream, openWithTicket } from '../../test/live-stream';
import { checkoutBody, quickUser } from '../../test/orders-kit';

describe('live events: per-user Server-Sent Events', () => {
  let t: TestApp;
  const logs: string[] = [];

  before(async () => {
    t = await startTestApp({ logStream: { write: (line) => logs.push(line) }, config: { logLevel: 'info' } });
  });
  after(() => t.close());

  const productBody = { name: 'Live Lamp', description: 'A lamp.', price: 40, imageUrl: 'https://images.example.test/l.png', category: 'Lighting', stock: 3 };

  test('a buyer hears of their own new notification, another buyer does not', async () => {
    const seller = await quickUser(t, 'SELLER');
    const [buyer, other] = [await quickUser(t, 'BUYER'), await quickUser(t, 'BUYER')];
    const product = await insertProduct(t, seller.id, { stock: 0, priceCents: 4000 });
    assert.equal((await t.http.post('/api/wishlist/add', { userId: buyer.id, productId: product }, { token: buyer.token })).status, 201);
    const [mine, theirs] = [await openLiveStream(t.http, buyer.token), await openLiveStream(t.http, other.token)];
    try {
      assert.equal(mine.status, 200);
      assert.equal((await t.http.put(`/api/products/${product}`, productBody, { token: seller.token })).status, 200);
      await mine.next('notifications');
      // Read after the event: the count it announces is already committed.
      assert.equal((await t.http.get('/api/notifications/unread-count', { token: buyer.token })).body.unreadCount, 1);
      assert.equal((await t.http.post('/api/notifications/read-all', undefined, { token: buyer.token })).status, 200);
      await mine.next('notifications');
      await sleep(200);
      assert.deepEqual(theirs.events, []);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  test("a checkout pings the item's seller, not another seller, and not the buyer", async () => {
    const [seller, otherSeller, buyer] = [await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER'), await quickUser(t, 'BUYER')];
    const product = await insertProduct(t, seller.id, { priceCents: 700, stock: 5 });
    const streams = [await openLiveStream(t.http, seller.token), await openLiveStream(t.http, otherSeller.token), await openLiveStream(t.http, buyer.token)];
    try {
      const placed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 7), { token: buyer.token });
      assert.equal(placed.status, 201, placed.text);
      await streams[0]!.next('orders');
      await sleep(200);
      assert.deepEqual(streams[1]!.events, []);
      assert.deepEqual(streams[2]!.events, []);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test('a forged, tampered or expired ticket opens nothing (401), and no ticket reaches the logs', async () => {
    const buyer = await quickUser(t, 'BUYER');
    const expired = signStreamTicket(t.config.jwtSecret, buyer.id, 0, Date.now() - 120_000);
    const forged = signStreamTicket('not-our-secret', buyer.id, 0);
    const good = (await t.http.post('/api/events/ticket', undefined, { token: buyer.token })).body.ticket as string;
    const tampered = `${buyer.id + 1}${good.slice(String(buyer.id).length)}`;
    for (const ticket of [expired, forged, tampered, 'nonsense']) {
      const stream = await openWithTicket(t.baseUrl, ticket);
      assert.equal(stream.status, 401, ticket);
    }
    assert.equal((await t.http.post('/api/events/ticket')).status, 401);
    const stream = await openWithTicket(t.baseUrl, good);
    assert.equal(stream.status, 200);
    stream.close();
    const signature = good.split('.')[2]!;
    assert.ok(logs.some((line) => line.includes('/api/events?ticket=[REDACTED]')), 'the stream request is logged, without its ticket');
    assert.ok(!logs.some((line) => line.includes(signature)), 'no log line carries a ticket');
  });

  test('a stream is sent uncompressed even to a client that accepts br/gzip', async () => {
    const buyer = await quickUser(t, 'BUYER');
    const ticket = (await t.http.post('/api/events/ticket', undefined, { token: buyer.token })).body.ticket as string;
    const controller = new AbortController();
    const response = await fetch(`${t.baseUrl}/api/events?ticket=${ticket}`, { signal: controller.signal, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers.get('content-encoding'), null);
    assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
    controller.abort();
  });
});

describe('live events under load shedding', () => {
  let t: TestApp;

  before(async () => {
    // At most one request in flight: open streams must not take that place.
    const env = { DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_TARGET_LATENCY_MS: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_QUEUE_WAIT_MS: '0' };
    t = await startTestApp({ config: { overload: loadConfig(env).overload } });
  });
  after(() => t.close());

  test('open streams are not counted as requests in flight', async () => {
    const buyer = await quickUser(t, 'BUYER');
    const streams = [await openLiveStream(t.http, buyer.token), await openLiveStream(t.http, buyer.token)];
    try {
      for (const stream of streams) assert.equal(stream.status, 200);
      const answer = await t.http.get('/api/notifications/unread-count', { token: buyer.token });
      assert.equal(answer.status, 200, answer.text);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
