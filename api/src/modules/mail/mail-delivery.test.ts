import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { createUser, loginAdmin, type TestUser, uniqueUsername } from '../../test/factories';
import { freshPostgresDatabase, startTestApp, type TestApp } from '../../test/harness';
import { checkoutBody } from '../../test/orders-kit';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { INVALID_UNSUBSCRIBE_LINK } from './mail.routes';

/** Polls the outbox row until `done` holds (a send's outcome arrives on its own time; never a fixed sleep). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail: retries, failures, the admins\' outbox and unsubscribing', () => {
  let sink: SmtpSink, t: TestApp, admin: TestUser;
  const welcomeRow = (user: { id: number }) =>
    t.app.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', user.id).where('kind', '=', 'WELCOME').executeTakeFirstOrThrow();

  before(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ config: { publicUrl: 'https://shop.example', mail: { smtpUrl: sink.url, from: 'shop@shop.example', pollMs: 50, leaseSeconds: 60, retrySeconds: 1, maxAttempts: 3 } } });
    admin = await loginAdmin(t);
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  test('a server that refuses for a while (451) is tried again and the message then goes, once', async () => {
    sink.refuseNext(1, 451, '4.3.0 Try again later');
    const user = await createUser(t, 'BUYER');
    const row = await until(() => welcomeRow(user), (value) => value.status === 'SENT', 'the welcome to be sent');
    assert.equal(row.attempts, 2);
    assert.equal(row.to_email, user.email);
    assert.equal(sink.received.filter((mail) => mail.to === user.email).length, 1);
  });

  test('a permanent refusal (550) is recorded and shown to admins, who can send it again', async () => {
    sink.refuseNext(1, 550, '5.1.1 Mailbox unavailable');
    const user = await createUser(t, 'SELLER');
    const row = await until(() => welcomeRow(user), (value) => value.status === 'FAILED', 'the welcome to fail');
    assert.equal(row.attempts, 1, 'a permanent refusal is not retried');
    const failed = await t.http.get('/api/admin/mail?status=FAILED', { token: admin.token });
    assert.equal(failed.status, 200, failed.text);
    const shown = failed.body.content.find((message: { id: number }) => message.id === row.id);
    assert.equal(shown.recipient.username, user.username);
    assert.match(shown.lastError, /550 5\.1\.1 Mailbox unavailable/);
    assert.ok(failed.body.counts.FAILED >= 1);
    assert.equal((await t.http.get('/api/admin/mail', { token: (await createUser(t, 'BUYER')).token })).status, 403);

    assert.equal((await t.http.post(`/api/admin/mail/${row.id}/retry`, undefined, { token: admin.token })).status, 204);
    await until(() => welcomeRow(user), (value) => value.status === 'SENT', 'the retried welcome to be sent');
    const again = await t.http.post(`/api/admin/mail/${row.id}/retry`, undefined, { token: admin.token });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'Only failed or skipped messages can be sent again.');
    assert.equal((await t.http.post('/api/admin/mail/999999/retry', undefined, { token: admin.token })).status, 404);
  });

  test('the one-click unsubscribe (RFC 8058) stops that kind for that user and nothing else', async () => {
    const seller = await createUser(t, 'SELLER');
    const buyer = await createUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id, { name: 'Linen Apron', priceCents: 1000, stock: 5 });
    const checkout = async () => {
      const order = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 10), { token: buyer.token });
      assert.equal(order.status, 201, order.text);
      return order.body.orderId as number;
    };
    const first = await checkout();
    const placed = await until(
      async () => sink.received.find((mail) => mail.to === buyer.email && mail.subject === `Order #${first} placed`),
      Boolean,
      'the order confirmation',
    );
    const link = /^<(.+)>$/.exec(placed!.header('List-Unsubscribe') ?? '')![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    const shown = await t.http.get(path);
    assert.deepEqual(shown.body, { kind: 'ORDER_PLACED', label: 'Order confirmations', subscribed: true });
    // As a mail client sends it: a form body, no session, no cookie.
    const oneClick = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    assert.equal(oneClick.status, 200);
    assert.deepEqual(await oneClick.json(), { kind: 'ORDER_PLACED', label: 'Order confirmations', subscribed: false });

    const second = await checkout();
    const shipped = await t.http.put('/api/orders/seller/status', { orderId: second, productId: product, sellerId: seller.id, status: 'SHIPPED', deliveryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }, { token: seller.token });
    assert.equal(shipped.status, 200, shipped.text);
    await until(async () => sink.received.find((mail) => mail.to === buyer.email && mail.subject === 'Linen Apron has shipped'), Boolean, 'the shipping notice, still on');
    const skipped = await until(
      () => t.app.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', `ORDER_PLACED:${second}`).executeTakeFirstOrThrow(),
      (row) => row.status !== 'QUEUED' && row.status !== 'SENDING',
      'the second confirmation to be handled',
    );
    assert.equal(skipped.status, 'SKIPPED');
    assert.equal(sink.received.filter((mail) => mail.subject === `Order #${second} placed`).length, 0);
    assert.equal((await until(async () => sink.received.find((mail) => mail.to === seller.email && mail.subject === `New order #${second} to ship`), Boolean, "the seller's notice"))!.to, seller.email);

    const preferences = await t.http.get('/api/mail/preferences', { token: buyer.token });
    assert.deepEqual(
      preferences.body.preferences.filter((item: { enabled: boolean }) => !item.enabled).map((item: { kind: string }) => item.kind),
      ['ORDER_PLACED'],
    );
    assert.equal(preferences.body.preferences.some((item: { kind: string }) => item.kind === 'PASSWORD_CHANGED' || item.kind === 'NEW_ORDER'), false);
    const refused = await t.http.put('/api/mail/preferences', { preferences: [{ kind: 'PASSWORD_CHANGED', enabled: false }] }, { token: buyer.token });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'Password changed e-mails cannot be turned off.');
    const back = await t.http.put('/api/mail/preferences', { preferences: [{ kind: 'ORDER_PLACED', enabled: true }] }, { token: buyer.token });
    assert.equal(back.body.preferences.find((item: { kind: string }) => item.kind === 'ORDER_PLACED').enabled, true);

    for (const token of ['nonsense', link.split('token=')[1]!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), `${buyer.id}.PASSWORD_CHANGED.${'x'.repeat(43)}`]) {
      const forged = await t.http.post(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {});
      assert.equal(forged.status, 400, token);
      assert.equal(forged.body.error, INVALID_UNSUBSCRIBE_LINK);
    }
  });
});

/** Both dialects: two processes on one SQLite file, or on one PostgreSQL database. */
async function sharedStore(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const secret = randomBytes(32).toString('hex');
  const base = { JWT_SECRET: secret, SEED_DEMO: 'false', ADMIN_PASSWORD: 'mail-admin-42', RATE_LIMITS: 'off', MAIL_POLL_MS: '50', PUBLIC_URL: 'https://shop.example' };
  if (process.env.DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL);
    return { env: { ...base, DATABASE_URL: database.url }, drop: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
  return { env: { ...base, DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function register(server: ServerProcess, role: 'BUYER' | 'SELLER' = 'BUYER') {
  const username = uniqueUsername('mail');
  const response = await fetch(`${server.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.test`, password: 'correct-horse-42', role }),
  });
  assert.equal(response.status, 201, await response.text());
  return `${username}@example.test`;
}

describe('mail: several API processes, and a sender killed mid-send', () => {
  const servers: ServerProcess[] = [];
  let sink: SmtpSink;
  let store: Awaited<ReturnType<typeof sharedStore>>;
  before(async () => {
    sink = await startSmtpSink();
    store = await sharedStore();
  });
  after(async () => {
    for (const server of servers) server.cleanUp();
    await sink.close();
    await store.drop();
  });
  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServerProcess({ ...store.env, SMTP_URL: sink.url, ...extra });
    servers.push(server);
    return server;
  };

  test('two processes on one database send each message exactly once', async () => {
    const first = await start();
    const second = await start();
    const addresses = [];
    for (let index = 0; index < 24; index += 1) addresses.push(await register(index % 2 ? second : first));
    await sink.waitFor(24);
    // Both stop gracefully (each finishes the batch in hand): nothing can still be on its way after this.
    assert.equal(await first.stop(), 0);
    assert.equal(await second.stop(), 0);
    const ids = sink.received.map((mail) => mail.messageId);
    assert.equal(ids.length, 24, `received ${ids.length}`);
    assert.equal(new Set(ids).size, 24, 'no Message-ID twice');
    assert.deepEqual(new Set(sink.received.map((mail) => mail.to)), new Set(addresses));
  });

  test('kill -9 while the server holds a message: another process sends it once the lease lapses, nothing lost or doubled', async () => {
    const before = sink.received.length;
    const victim = await start({ MAIL_LEASE_SECONDS: '2' });
    const held = sink.holdNext();
    const addresses = [await register(victim), await register(victim), await register(victim)];
    const heldId = await held;
    await victim.kill();
    const heir = await start({ MAIL_LEASE_SECONDS: '2' });
    await sink.waitFor(before + 3);
    assert.equal(await heir.stop(), 0);
    const mine = sink.received.slice(before);
    assert.equal(mine.length, 3, mine.map((mail) => mail.to).join(', '));
    assert.deepEqual(new Set(mine.map((mail) => mail.to)), new Set(addresses));
    assert.ok(mine.some((mail) => mail.messageId === heldId), 'the held message went again with its own Message-ID');
    assert.equal(new Set(mine.map((mail) => mail.messageId)).size, 3);
  });
});

test('npm start without SMTP_URL, then a checkout: each message is an .eml file in DATA_DIR/mail', async () => {
  // The demo shop as `npm start` seeds it: a demo buyer buys a demo product.
  const server = await startServerProcess({ SEED_DEMO: undefined, MAIL_POLL_MS: '50', JWT_SECRET: randomBytes(32).toString('hex') }, { startTimeoutMs: 90_000 });
  try {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const login = (await (await post('/api/users/login', { identifier: 'buyer1', password: 'buyer1pass' })).json()) as { id: number; token: string };
    const search = (await (await fetch(`${server.baseUrl}/api/products/search?inStock=true&size=1`)).json()) as { content: Array<{ id: number; price: number }> };
    const product = search.content[0]!;
    const order = await post('/api/orders/checkout', checkoutBody(login.id, [{ productId: product.id, quantity: 1 }], product.price), login.token);
    const answer = await order.text();
    assert.equal(order.status, 201, answer);
    const { orderId } = JSON.parse(answer) as { orderId: number };
    const mailDir = join(server.dataDir, 'mail');
    const read = () => {
      try {
        return readdirSync(mailDir).map((file) => readFileSync(join(mailDir, file), 'utf8'));
      } catch {
        return [];
      }
    };
    const files = await until(async () => read(), (list) => list.some((eml) => eml.includes(`Subject: New order #${orderId} to ship`)) && list.some((eml) => eml.includes(`Subject: Order #${orderId} placed`)), 'the order\'s .eml files');
    const placed = files.find((eml) => eml.includes(`Subject: Order #${orderId} placed`))!;
    assert.match(placed, /^To: buyer1@example\.com$/m);
    assert.ok(readdirSync(mailDir).every((file) => file.endsWith('.eml')));
    assert.match(server.output(), /e-mail kept as a file/);
  } finally {
    server.cleanUp();
  }
});
