// PostgreSQL taken away and brought back under checkout load, through a TCP proxy in front of the shared server:
// 503 + Retry-After while it is away, 201 after, no restart, 0 acknowledged orders lost, stock = what orders took.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { freshPostgresDatabase } from '../test/harness';
import { createHttpClient, type HttpClient } from '../test/http';
import { isProperBusyAnswer, recordFigure, statusCounts, timed, type TimedAnswer } from '../test/reliability-kit';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const BUYERS = 4;
const INITIAL_STOCK = 1_000_000;
const PASSWORD = 'outage-pass-1';
const UP_MS = 2000;
const DOWN_MS = 4000;
const AFTER_MS = 4000;
const CLIENT_TIMEOUT_MS = 10_000;

type Phase = 'before' | 'down' | 'after';
interface Attempt extends TimedAnswer {
  phase: Phase;
  /** The phase when the answer came (a request sent just before the cut may be answered while down). */
  answeredIn: Phase;
}

const adminUrl = process.env.DATABASE_URL;

// Each test skips by itself (a skipped suite counts no test at all): the runner's count shows what did not run.
const skip = adminUrl ? false : 'PostgreSQL only (SQLite is in the process)';

describe('PostgreSQL away and back under checkout load', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let http: HttpClient;

  before(async () => {
    if (skip) return;
    database = await freshPostgresDatabase(adminUrl!);
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: proxied.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      RATE_LIMIT_CHECKOUT_ACCOUNT: '1000000/60',
    }, { startTimeoutMs: 90_000 });
    http = createHttpClient(server.baseUrl);
  });
  after(async () => {
    if (skip) return;
    await server?.kill();
    server?.cleanUp();
    await proxy?.close();
    await database?.drop();
  });

  async function signedIn(role: 'BUYER' | 'SELLER'): Promise<{ id: number; token: string }> {
    const username = `${role.toLowerCase()}_${randomBytes(4).toString('hex')}`;
    const created = await http.post('/api/users', { username, email: `${username}@example.test`, password: PASSWORD, role });
    assert.equal(created.status, 201, created.text);
    const login = await http.post('/api/users/login', { identifier: username, password: PASSWORD });
    return { id: login.body.id, token: login.body.token };
  }

  test('503 while away, 201 after; every acknowledged order kept', { skip }, async () => {
    const seller = await signedIn('SELLER');
    const product = await http.post(
      '/api/products',
      { name: 'Outage-proof kettle', description: 'Boils while the database naps', price: 1, imageUrl: 'https://example.com/k.png', category: 'Home', stock: INITIAL_STOCK },
      { token: seller.token },
    );
    assert.equal(product.status, 201, product.text);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => signedIn('BUYER')));
    let phase: Phase = 'before';
    let running = true;
    const attempts: Attempt[] = [];
    const acknowledged = new Set<number>();

    const load = buyers.map(async (buyer) => {
      // A shopper's client: a new Idempotency-Key per order, the same key for every retry of it (as the storefront does).
      let key = randomBytes(8).toString('hex');
      while (running) {
        const sentIn = phase;
        const answer = await timed(`${server.baseUrl}/api/orders/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': key },
          body: JSON.stringify({
            userId: buyer.id,
            address: { fullName: 'Outage Buyer', street: '1 Failover Road', city: 'Standby', stateZipCountry: '00000 Nowhere' },
            paymentMethod: 'PAYNOW',
            items: [{ productId: product.body.id, quantity: 1 }],
            subtotal: 1,
          }),
        });
        attempts.push({ ...answer, phase: sentIn, answeredIn: phase });
        if (answer.status === 201) {
          acknowledged.add((answer.body as { orderId: number }).orderId);
          key = randomBytes(8).toString('hex');
        } else {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, UP_MS));
    phase = 'down';
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const readyWhileDown = await timed(`${server.baseUrl}/api/ready`);
    await proxy.restore();
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    running = false;
    await Promise.all(load);

    const admin = await http.post('/api/users/login', { identifier: 'admin', password: 'admin12345' });
    assert.equal(admin.status, 200, admin.text);
    const missing: number[] = [];
    for (const orderId of acknowledged) if ((await http.get(`/api/orders/${orderId}`, { token: admin.body.token })).status !== 200) missing.push(orderId);
    const stored = (await http.get('/api/orders?page=0&size=1', { token: admin.body.token })).body.totalElements as number;
    const stock = (await http.get(`/api/products/${product.body.id}`)).body.stock as number;
    const readyAfter = await timed(`${server.baseUrl}/api/ready`);
    const inPhase = (name: Phase) => attempts.filter((attempt) => attempt.phase === name && attempt.answeredIn === name);
    const slowest = Math.max(...attempts.map((attempt) => attempt.ms));
    recordFigure(
      `database outage (TCP proxy cut for ${DOWN_MS / 1000} s, ${BUYERS} buyers checking out): before ${JSON.stringify(statusCounts(inPhase('before')))}, ` +
        `while away ${JSON.stringify(statusCounts(inPhase('down')))}, after ${JSON.stringify(statusCounts(inPhase('after')))}, all ${JSON.stringify(statusCounts(attempts))}; ` +
        `slowest answer ${slowest.toFixed(0)} ms; /api/ready ${readyWhileDown.status} while away, ${readyAfter.status} after; ` +
        `${acknowledged.size} acknowledged, ${stored} stored, ${missing.length} acknowledged orders lost, stock taken ${INITIAL_STOCK - stock}`,
    );

    const unexpected = attempts.filter((attempt) => ![201, 503].includes(attempt.status));
    assert.deepEqual(unexpected.map((attempt) => `${attempt.status} ${JSON.stringify(attempt.body)}`), [], 'only 201 and 503');
    assert.ok(attempts.filter((attempt) => attempt.status === 503).every(isProperBusyAnswer), 'every 503 with Retry-After and {error, message}');
    assert.ok(inPhase('down').length > 0 && inPhase('down').every((attempt) => attempt.status === 503), 'only 503 while the database is away');
    assert.ok(inPhase('before').some((attempt) => attempt.status === 201), 'orders before');
    assert.ok(inPhase('after').some((attempt) => attempt.status === 201), 'orders again after, with no restart');
    assert.ok(slowest < CLIENT_TIMEOUT_MS, `every answer within 10 s (slowest ${slowest.toFixed(0)} ms)`);
    assert.equal(readyWhileDown.status, 503);
    assert.equal(readyAfter.status, 200);
    assert.deepEqual(missing, []);
    assert.equal(INITIAL_STOCK - stock, stored, 'every stored order took exactly its unit of stock');
    assert.ok(stored >= acknowledged.size);
    assert.ok(!/Server listening[\s\S]*Server listening/.test(server.output()), 'one process start');
  });
});
