// kill -9 under checkout load, restart on the same data, repeat: every acknowledged (201) order is still there,
// and stock taken equals orders stored. A few kills in CI; KILL_LOOP_KILLS=80 for a long run.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createHttpClient, type HttpClient } from '../test/http';
import { startServerProcess, type ServerProcess } from '../test/server-process';

const KILLS = Number(process.env.KILL_LOOP_KILLS ?? 2);
const BUYERS = 4;
const INITIAL_STOCK = 1_000_000;
const PASSWORD = 'kill-loop-pass-1';

/** One short-lived connection for setup and the final count. */
async function onAdmin<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return work(pool).finally(() => pool.end());
}

describe(`kill -9 loop under checkout load (${KILLS} kills)`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-kill-loop-'));
  const adminUrl = process.env.DATABASE_URL;
  const pgName = `api_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  before(async () => {
    let databaseUrl = '';
    if (adminUrl) {
      await onAdmin(adminUrl, (client) => client.query(`create database "${pgName}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${pgName}`;
      databaseUrl = url.toString();
    }
    env = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      RATE_LIMIT_CHECKOUT_ACCOUNT: '1000000/60',
    };
  });
  after(async () => {
    await server?.kill();
    server?.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await onAdmin(adminUrl, (client) => client.query(`drop database if exists "${pgName}" with (force)`));
  });

  async function signedIn(http: HttpClient, role: 'BUYER' | 'SELLER'): Promise<{ id: number; token: string }> {
    const username = `${role.toLowerCase()}_${randomBytes(4).toString('hex')}`;
    const created = await http.post('/api/users', { username, email: `${username}@example.test`, password: PASSWORD, role });
    assert.equal(created.status, 201, created.text);
    const login = await http.post('/api/users/login', { identifier: username, password: PASSWORD });
    return { id: login.body.id, token: login.body.token };
  }

  test('0 acknowledged orders lost; stock taken = orders stored', async () => {
    server = await startServerProcess(env);
    let http = createHttpClient(server.baseUrl);
    const seller = await signedIn(http, 'SELLER');
    const product = await http.post(
      '/api/products',
      { name: 'Crash-proof kettle', description: 'Boils through restarts', price: 1, imageUrl: 'https://example.com/k.png', category: 'Home', stock: INITIAL_STOCK },
      { token: seller.token },
    );
    assert.equal(product.status, 201, product.text);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => signedIn(http, 'BUYER')));
    const acknowledged = new Set<number>();
    let attempted = 0;

    for (let round = 0; round < KILLS; round += 1) {
      let running = true;
      const client = http;
      const load = buyers.map(async (buyer) => {
        while (running) {
          attempted += 1;
          try {
            const answer = await client.post(
              '/api/orders/checkout',
              {
                userId: buyer.id,
                address: { fullName: 'Kill Loop', street: '1 Crash Lane', city: 'Restart', stateZipCountry: '00000 Nowhere' },
                paymentMethod: 'PAYNOW',
                items: [{ productId: product.body.id, quantity: 1 }],
                subtotal: 1,
              },
              { token: buyer.token },
            );
            if (answer.status === 201) acknowledged.add(answer.body.orderId);
            // Shed by overload on a busy machine: refused before any work, so nothing is owed; wait a moment, go on.
            else if (answer.status === 503 && answer.headers.get('retry-after')) await sleep(100);
            else assert.fail(`checkout answered ${answer.status}: ${answer.text}`);
          } catch (error) {
            // The connection died with the process: not acknowledged, so nothing is owed.
            if (running) throw error;
          }
        }
      });
      // Kill at a random moment once this round has acknowledged some orders (at most 5 s of load per round).
      const target = acknowledged.size + 10 + Math.floor(Math.random() * 20);
      const deadline = Date.now() + 5000;
      while (acknowledged.size < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      // No new checkouts after this point; the ones in flight are cut by the kill.
      running = false;
      await server.kill();
      await Promise.all(load);
      server.cleanUp();
      server = await startServerProcess(env);
      http = createHttpClient(server.baseUrl);
    }

    const admin = await http.post('/api/users/login', { identifier: 'admin', password: 'admin12345' });
    assert.equal(admin.status, 200, admin.text);
    const missing: number[] = [];
    for (const orderId of acknowledged) {
      const order = await http.get(`/api/orders/${orderId}`, { token: admin.body.token });
      if (order.status !== 200) missing.push(orderId);
    }
    const stored = (await http.get('/api/orders?page=0&size=1', { token: admin.body.token })).body.totalElements as number;
    const stock = (await http.get(`/api/products/${product.body.id}`)).body.stock as number;
    console.log(`kill loop: ${KILLS} kill -9, ${attempted} checkouts sent, ${acknowledged.size} acknowledged, ${stored} stored, ${missing.length} acknowledged orders lost`);
    assert.deepEqual(missing, []);
    assert.ok(acknowledged.size > 0);
    assert.equal(INITIAL_STOCK - stock, stored, 'every stored order took exactly its unit of stock');
  });
});
