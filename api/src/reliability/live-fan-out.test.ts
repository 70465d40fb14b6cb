import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { freshPostgresDatabase } from '../test/harness';
import { createHttpClient, type HttpClient } from '../test/http';
import { openLiveStream } from '../test/live-stream';
import { checkoutBody } from '../test/orders-kit';
import { startServerProcess, type ServerProcess } from '../test/server-process';

const PASSWORD = 'live-fan-out-pass-1';
const adminUrl = process.env.DATABASE_URL;

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The two ways processes share events: LISTEN/NOTIFY on the database, or Redis pub/sub when REDIS_URL is set (its
// channel under a prefix of this run's own, as two shops on one Redis would have).
const TRANSPORTS: Array<[string, Record<string, string>]> = [
  ['PostgreSQL LISTEN/NOTIFY', {}],
  ['Redis pub/sub', { REDIS_URL, RATE_LIMIT_PREFIX: `fanout${randomBytes(4).toString('hex')}:` }],
];

// Two separate API processes on one PostgreSQL (each its own server, as on two machines). The workers of one server
// on SQLite (API_WORKERS) share events through their primary instead: reliability/api-workers.test.ts.
for (const [transport, transportEnv] of TRANSPORTS) {
// Each test skips by itself (a skipped suite counts no test at all): the runner's count shows what did not run.
const skip = adminUrl ? false : 'PostgreSQL only (DATABASE_URL unset)';

describe(`live events across two API processes on one PostgreSQL (${transport})`, () => {
  const servers: ServerProcess[] = [];
  let drop: () => Promise<void> = async () => undefined;
  let a: HttpClient;
  let b: HttpClient;

  before(async () => {
    if (skip) return;
    const database = await freshPostgresDatabase(adminUrl!);
    drop = database.drop;
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false', RATE_LIMITS: 'off', ...transportEnv };
    // One after the other: the first runs the migrations.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    a = createHttpClient(servers[0]!.baseUrl);
    b = createHttpClient(servers[1]!.baseUrl);
  });
  after(async () => {
    if (skip) return;
    for (const server of servers) {
      await server.stop();
      server.cleanUp();
    }
    await drop();
  });

  async function signedIn(http: HttpClient, role: 'BUYER' | 'SELLER'): Promise<{ id: number; token: string }> {
    const username = `${role.toLowerCase()}_${randomBytes(4).toString('hex')}`;
    assert.equal((await http.post('/api/users', { username, email: `${username}@example.test`, password: PASSWORD, role })).status, 201);
    const login = await http.post('/api/users/login', { identifier: username, password: PASSWORD });
    return { id: login.body.id, token: login.body.token };
  }

  test('a restock through process A reaches the buyer subscribed on process B', { skip }, async () => {
    const seller = await signedIn(a, 'SELLER');
    const buyer = await signedIn(a, 'BUYER');
    const product = { name: 'Fan-out Lamp', description: 'A lamp.', price: 40, imageUrl: 'https://images.example.test/f.png', category: 'Lighting', stock: 0 };
    const created = await a.post('/api/products', { ...product, sellerId: seller.id }, { token: seller.token });
    assert.equal(created.status, 201, created.text);
    assert.equal((await a.post('/api/wishlist/add', { userId: buyer.id, productId: created.body.id }, { token: buyer.token })).status, 201);
    const onB = await openLiveStream(b, buyer.token);
    const onA = await openLiveStream(a, buyer.token);
    try {
      assert.equal((await a.put(`/api/products/${created.body.id}`, { ...product, stock: 4 }, { token: seller.token })).status, 200);
      await onB.next('notifications');
      await onA.next('notifications');
      assert.equal((await b.get('/api/notifications/unread-count', { token: buyer.token })).body.unreadCount, 1);
    } finally {
      onA.close();
      onB.close();
    }
  });

  test("a checkout through process B reaches the seller's bell on process A", { skip }, async () => {
    const seller = await signedIn(b, 'SELLER');
    const buyer = await signedIn(b, 'BUYER');
    const product = { name: 'Fan-out Mug', description: 'A mug.', price: 7, imageUrl: 'https://images.example.test/m.png', category: 'Kitchen', stock: 5, sellerId: seller.id };
    const created = await b.post('/api/products', product, { token: seller.token });
    assert.equal(created.status, 201, created.text);
    const onA = await openLiveStream(a, seller.token);
    try {
      const body = checkoutBody(buyer.id, [{ productId: created.body.id, quantity: 1 }], 7);
      const placed = await b.post('/api/orders/checkout', body, { token: buyer.token });
      assert.equal(placed.status, 201, placed.text);
      await onA.next('orders');
      assert.equal((await a.get('/api/orders/summary', { token: seller.token })).body.outstandingOrders, 1);
    } finally {
      onA.close();
    }
  });
});
}
