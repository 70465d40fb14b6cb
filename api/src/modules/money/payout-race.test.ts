import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { uniqueUsername } from '../../test/factories';
import { freshPostgresDatabase } from '../../test/harness';
import { checkoutBody } from '../../test/orders-kit';
import { type ServerProcess, startServerProcess } from '../../test/server-process';

// Issue 33: payout runs and "mark paid" racing from two real API processes on one database never pay an item twice.
// DISPUTE_WINDOW_DAYS=0: a delivered item's share is available at once, so the test needs no clock.

const ADMIN_PASSWORD = 'race-admin-42';
const ITEMS = 12;

async function sharedStore() {
  const base = { JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false', ADMIN_PASSWORD, RATE_LIMITS: 'off', RATE_LIMIT_CHECKOUT_ACCOUNT: '1000000/60', DISPUTE_WINDOW_DAYS: '0' };
  if (process.env.DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL);
    return { env: { ...base, DATABASE_URL: database.url }, drop: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-payout-race-'));
  return { env: { ...base, DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

function client(server: ServerProcess, token?: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
  };
}

async function signedUp(server: ServerProcess, role: 'BUYER' | 'SELLER') {
  const call = client(server);
  const username = uniqueUsername(role.toLowerCase());
  const password = 'correct-horse-42';
  assert.equal((await call('POST', '/api/users', { username, email: `${username}@example.test`, password, role })).status, 201);
  const login = await call('POST', '/api/users/login', { identifier: username, password });
  return { id: login.body.id as number, token: login.body.token as string };
}

describe('money: two API processes racing payout runs and marking paid', () => {
  const servers: ServerProcess[] = [];
  let store: Awaited<ReturnType<typeof sharedStore>>;
  before(async () => {
    store = await sharedStore();
    servers.push(await startServerProcess(store.env));
    servers.push(await startServerProcess(store.env));
  });
  after(async () => {
    for (const server of servers) server.cleanUp();
    await store?.drop();
  });

  test('each available share is on exactly one statement, and a statement is paid once', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const seller = await signedUp(first, 'SELLER');
    const buyer = await signedUp(first, 'BUYER');
    const adminLogin = await client(first)('POST', '/api/users/login', { identifier: 'admin', password: ADMIN_PASSWORD });
    assert.equal(adminLogin.status, 200, adminLogin.text);
    const asSeller = client(first, seller.token);
    const asBuyer = client(first, buyer.token);
    const admins = [client(first, adminLogin.body.token), client(second, adminLogin.body.token)];

    const product = await asSeller('POST', '/api/products', { name: 'Race lamp', description: 'Bought and paid', price: 19.99, imageUrl: 'https://example.com/a.png', category: 'Home', stock: 100 });
    assert.equal(product.status, 201, product.text);
    const productId = product.body.id as number;
    const deliveryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    for (let index = 0; index < ITEMS; index += 1) {
      const order = await asBuyer('POST', '/api/orders/checkout', checkoutBody(buyer.id, [{ productId, quantity: 1 }], 19.99));
      assert.equal(order.status, 201, order.text);
      const ref = { orderId: order.body.orderId, productId };
      assert.equal((await asSeller('PUT', '/api/orders/seller/status', { ...ref, sellerId: seller.id, status: 'SHIPPED', deliveryDate })).status, 200);
      assert.equal((await asBuyer('PUT', '/api/orders/buyer/status', { ...ref, status: 'DELIVERED' })).status, 200);
    }
    const owed = (await asSeller('GET', `/api/sellers/${seller.id}/balance`)).body;
    // 19.99 at 10 %: 200 cents of commission each (199.9 rounds half up), 1799 for the seller.
    assert.deepEqual([owed.pendingCents, owed.availableCents], [0, ITEMS * 1799]);

    const today = new Date().toISOString().slice(0, 10);
    const runs = await Promise.all(Array.from({ length: 8 }, (_, index) => admins[index % 2]!('POST', '/api/money/payouts', { periodEnd: today })));
    for (const run of runs) assert.equal(run.status, 201, run.text);
    const made = runs.flatMap((run) => run.body.statements as Array<{ id: number; sellerId: number; items: number; netCents: number }>);
    assert.equal(made.reduce((sum, statement) => sum + statement.items, 0), ITEMS, 'every item on one statement');
    assert.equal(made.reduce((sum, statement) => sum + statement.netCents, 0), ITEMS * 1799);

    const marks = await Promise.all(made.flatMap((statement) => admins.map((admin) => admin('PUT', `/api/money/statements/${statement.id}/paid`, { reference: `RACE-${statement.id}` }))));
    assert.equal(marks.filter((mark) => mark.status === 200).length, made.length, 'each statement marked paid once');
    assert.equal(marks.filter((mark) => mark.status === 409).length, made.length);
    const paid = (await client(second, seller.token)('GET', `/api/sellers/${seller.id}/balance`)).body;
    assert.deepEqual([paid.pendingCents, paid.availableCents, paid.paidOutCents, paid.awaitingPayoutCents], [0, 0, ITEMS * 1799, 0]);
  });
});
