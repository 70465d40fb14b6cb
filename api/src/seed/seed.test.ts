import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { login, loginAdmin, registerUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { assertLedgerAddsUp } from '../test/money-kit';
import { DEMO_USERS } from './demo-users';
import { seedDemoData } from './seed';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function captureLogs() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, messages: () => lines.map((line) => String(JSON.parse(line).msg)) };
}

async function count(t: TestApp, table: 'users' | 'products' | 'orders' | 'order_items' | 'reviews'): Promise<number> {
  const row = await t.app.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('demo seed on an empty database', () => {
  let t: TestApp;
  const logs = captureLogs();
  // Speed is a benchmark's business (npm run bench), never a test's: shared machines are noisy.
  before(async () => {
    t = await startTestApp({ config: { logLevel: 'info' }, logStream: logs.stream });
    assert.equal(await seedDemoData(t.app), 'seeded');
  });
  after(() => t.close());

  test('public search lists 60+ live products with realistic fields; categories are 6+', async () => {
    const page = await t.http.get('/api/products/search?size=100');
    assert.equal(page.status, 200);
    const products = page.body.content as Array<Record<string, unknown>>;
    assert.ok(page.body.totalElements >= 60, `only ${page.body.totalElements} live products`);
    assert.equal(products.length, page.body.totalElements);
    assert.equal(new Set(products.map((product) => product.name)).size, products.length, 'names are distinct');
    for (const product of products) {
      assert.equal(product.deleted, false);
      assert.ok(String(product.name).length > 5 && String(product.description).length > 30, JSON.stringify(product));
      assert.ok(Number(product.price) > 0 && Number.isInteger(Math.round(Number(product.price) * 100)));
      assert.match(String(product.imageUrl), /^\/api\/uploads\/[0-9a-f]{32}\.png$/);
      assert.match(String(product.sellerName), /^seller\d$/);
    }
    const lowStock = products.filter((product) => Number(product.stock) >= 1 && Number(product.stock) <= 9);
    assert.ok(lowStock.length >= 3, 'some products are low in stock');
    assert.ok(lowStock.every((product) => product.lowStock === true));
    assert.equal(products.filter((product) => product.stock === 0).length, 1, 'exactly one product is out of stock');

    const categories = await t.http.get('/api/products/categories');
    assert.equal(categories.status, 200);
    assert.ok(categories.body.length >= 6, JSON.stringify(categories.body));
    const perCategory = await t.http.get(`/api/products/search?category=${encodeURIComponent(categories.body[0])}`);
    assert.ok(perCategory.body.totalElements >= 5);
    const found = await t.http.get('/api/products/search?q=wireless');
    assert.ok(found.body.totalElements >= 2, 'search finds demo products by name');
  });

  test('one product is soft-deleted and hidden from search', async () => {
    const deleted = await t.app.db.selectFrom('products').select(['id', 'name']).where('deleted', '=', true).execute();
    assert.equal(deleted.length, 1);
    const search = await t.http.get(`/api/products/search?q=${encodeURIComponent(deleted[0]!.name.slice(0, 12))}`);
    assert.ok(search.body.content.every((product: { id: number }) => product.id !== deleted[0]!.id));
  });

  test('3+ sellers and 2+ buyers exist and every demo account logs in with its documented password', async () => {
    const roles = await t.app.db.selectFrom('users').select(['role', sql<number>`count(*)`.as('n')]).groupBy('role').execute();
    const byRole = new Map(roles.map((row) => [row.role, Number(row.n)]));
    assert.ok(byRole.get('SELLER')! >= 3 && byRole.get('BUYER')! >= 2, JSON.stringify(roles));
    for (const demo of DEMO_USERS) {
      const answer = await login(t, demo.username, demo.password);
      assert.equal(answer.role, demo.role);
    }
  });

  test('orders are consistent: totals, every status for every seller, dates and dispute fields', async () => {
    const orders = await t.app.db.selectFrom('orders').selectAll().execute();
    const items = await t.app.db.selectFrom('order_items').selectAll().execute();
    const products = new Map((await t.app.db.selectFrom('products').selectAll().execute()).map((product) => [product.id, product]));
    assert.ok(orders.length >= 10);
    for (const order of orders) {
      const lines = items.filter((item) => item.order_id === order.id);
      assert.ok(lines.length > 0);
      assert.equal(order.order_price_cents, lines.reduce((sum, item) => sum + item.price_cents * item.quantity, 0), `order ${order.id} total`);
      assert.ok(Date.parse(order.created_at) <= Date.now());
    }
    const statuses = ['PENDING', 'SHIPPED', 'DELIVERED', 'DISPUTING', 'RESOLVED'];
    for (const sellerId of new Set(items.map((item) => item.seller_id))) {
      const own = new Set(items.filter((item) => item.seller_id === sellerId).map((item) => item.status));
      assert.deepEqual([...own].sort(), [...statuses].sort(), `seller ${sellerId} has items in every status`);
    }
    for (const item of items) {
      const order = orders.find((candidate) => candidate.id === item.order_id)!;
      const product = products.get(item.product_id)!;
      assert.equal(item.product_name, product.name);
      assert.equal(item.price_cents, product.price_cents);
      assert.equal(item.seller_id, product.seller_id);
      assert.ok(Date.parse(product.created_at) < Date.parse(order.created_at), 'products exist before they are ordered');
      assert.equal(item.delivery_date === null, item.status === 'PENDING', `delivery date of a ${item.status} item`);
      if (item.delivery_date) assert.ok(Date.parse(item.delivery_date) > Date.parse(order.created_at));
      const disputed = item.status === 'DISPUTING' || item.status === 'RESOLVED';
      assert.equal(Boolean(item.dispute_reason && item.dispute_raised_at), disputed, `dispute fields of a ${item.status} item`);
      if (item.dispute_raised_at) {
        assert.ok(Date.parse(item.dispute_raised_at) > Date.parse(order.created_at) && Date.parse(item.dispute_raised_at) <= Date.now());
      }
    }
  });

  test('demo disputes follow the shop\'s rules: a deadline on each, overdue ones escalated, a history for every line', async () => {
    const hours = t.app.config.disputeResolveHours;
    const items = await t.app.db.selectFrom('order_items').selectAll().execute();
    const events = await t.app.db.selectFrom('order_item_events').selectAll().orderBy('id').execute();
    const disputed = items.filter((item) => item.dispute_raised_at !== null);
    assert.ok(disputed.length >= 4);
    for (const item of disputed) {
      assert.equal(Date.parse(item.dispute_due_at!), Date.parse(item.dispute_raised_at!) + hours * 3_600_000, `deadline of ${item.product_name}`);
    }
    const open = disputed.filter((item) => item.status === 'DISPUTING');
    const overdue = open.filter((item) => Date.parse(item.dispute_due_at!) <= Date.now());
    assert.ok(overdue.length > 0, 'an admin has an escalated dispute to arbitrate');
    assert.ok(open.length > overdue.length, 'a seller has a dispute still in their hands');
    for (const item of open) assert.equal(item.dispute_escalated_at !== null, overdue.includes(item), `escalation of ${item.product_name}`);
    const steps = (item: (typeof items)[number]) =>
      events.filter((event) => event.order_id === item.order_id && event.product_id === item.product_id).map((event) => event.kind);
    const expected: Record<string, string[]> = {
      PENDING: ['PLACED'],
      SHIPPED: ['PLACED', 'SHIPPED'],
      DELIVERED: ['PLACED', 'SHIPPED', 'DELIVERED'],
      RESOLVED: ['PLACED', 'SHIPPED', 'DELIVERED', 'DISPUTED', 'RESOLVED'],
    };
    for (const item of items) {
      const want = item.status === 'DISPUTING' ? ['PLACED', 'SHIPPED', 'DISPUTED', ...(item.dispute_escalated_at ? ['ESCALATED'] : [])] : expected[item.status]!;
      // A dispute may be raised on a shipped or a delivered item.
      const got = steps(item).filter((kind) => !(item.status === 'DISPUTING' && kind === 'DELIVERED'));
      assert.deepEqual(got, want, `history of a ${item.status} ${item.product_name}`);
    }
    // The escalated ones are in the admins' queue.
    const admin = await loginAdmin(t);
    const queue = await t.http.get('/api/orders/disputes/escalated', { token: admin.token });
    assert.equal(queue.status, 200);
    for (const item of overdue) assert.ok(JSON.stringify(queue.body).includes(item.product_name), `${item.product_name} in the admins' queue`);
  });

  test('reviews are only on items their buyers received, after delivery, with one product paging past 5', async () => {
    const reviews = await t.app.db.selectFrom('reviews').selectAll().execute();
    assert.ok(reviews.length >= 10);
    const received = await t.app.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['orders.user_id', 'order_items.product_id', 'order_items.delivery_date'])
      .where('order_items.status', 'in', ['DELIVERED', 'RESOLVED'])
      .execute();
    for (const review of reviews) {
      const item = received.find((row) => row.user_id === review.user_id && row.product_id === review.product_id);
      assert.ok(item, `review ${review.id} is on a received item`);
      assert.ok(Date.parse(review.created_at) > Date.parse(item.delivery_date!) && Date.parse(review.created_at) <= Date.now());
      assert.ok(review.rating >= 1 && review.rating <= 5 && review.description.length > 0);
    }
    const perProduct = new Map<number, number>();
    for (const review of reviews) perProduct.set(review.product_id, (perProduct.get(review.product_id) ?? 0) + 1);
    const [busiest] = [...perProduct.entries()].sort((a, b) => b[1] - a[1]);
    assert.ok(busiest![1] > 5, 'one product has a second page of reviews');
    const page = await t.http.get(`/api/reviews/product/${busiest![0]}?page=1&size=5`);
    if (page.status !== 404) assert.equal(page.body.totalPages, 2);
  });

  test('buyer1 sees their orders through the orders API', async (context) => {
    if (!t.app.hasRoute({ method: 'GET', url: '/api/orders/user/:userId' })) return context.skip('GET /api/orders/user/:userId is not registered yet');
    const buyer = await login(t, 'buyer1', 'buyer1pass');
    const answer = await t.http.get(`/api/orders/user/${buyer.id}`, { token: buyer.token });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.length, 5);
  });

  test('the pictures are valid PNG files in DATA_DIR/uploads, served at their imageUrl', async (context) => {
    const product = await t.app.db.selectFrom('products').select('image_url').executeTakeFirstOrThrow();
    const name = product.image_url.slice('/api/uploads/'.length);
    const file = readFileSync(join(t.config.dataDir, 'uploads', name));
    assert.deepEqual(file.subarray(0, 8), PNG_SIGNATURE);
    assert.equal(file.toString('ascii', 12, 16), 'IHDR');
    const originals = readdirSync(join(t.config.dataDir, 'uploads')).filter((file) => file.endsWith('.png'));
    assert.equal(originals.length, await count(t, 'products'));
    if (!t.app.hasRoute({ method: 'GET', url: '/api/uploads/:name' })) return context.skip('GET /api/uploads/:name is not registered yet');
    const served = await fetch(`${t.baseUrl}${product.image_url}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), file);
  });

  test("the demo's money: every item at 10 % in the ledger, resolved and past-window shares available, and it adds up", async () => {
    const seller = await login(t, 'seller1', 'seller1pass');
    const answer = await t.http.get(`/api/sellers/${seller.id}/balance`, { token: seller.token });
    assert.equal(answer.status, 200, answer.text);
    assert.ok(answer.body.pendingCents > 0 && answer.body.availableCents > 0, JSON.stringify(answer.body));
    await assertLedgerAddsUp(t);
  });

  test('prints one demo login line per account, with the documented default admin password', () => {
    const lines = logs.messages().filter((message) => message.startsWith('demo login: '));
    assert.equal(lines.length, DEMO_USERS.length + 1);
    assert.ok(lines.includes('demo login: ADMIN   admin / admin12345'));
    assert.ok(lines.includes('demo login: SELLER  seller1 / seller1pass'));
    assert.ok(lines.includes('demo login: BUYER   buyer1 / buyer1pass'));
  });

  test('never seeds twice: again on this app, and on a second start over the same database', async () => {
    const before = await Promise.all((['users', 'products', 'orders', 'order_items', 'reviews'] as const).map((table) => count(t, table)));
    assert.equal(await seedDemoData(t.app), 'not-empty');
    const second = await buildApp({ ...t.config, logLevel: 'silent' });
    try {
      assert.equal(await seedDemoData(second), 'not-empty');
    } finally {
      await second.close();
    }
    const afterwards = await Promise.all((['users', 'products', 'orders', 'order_items', 'reviews'] as const).map((table) => count(t, table)));
    assert.deepEqual(afterwards, before);
  });
});

describe('demo seed: closing the app', () => {
  // The pictures' sizes are made in the background after the seed; a close must stop them and wait, or they go on
  // writing into DATA_DIR after the app has gone (and race whoever removes it).
  test('right after seeding stops the picture sizes: nothing is written after the close', async () => {
    const t = await startTestApp();
    try {
      assert.equal(await seedDemoData(t.app), 'seeded');
      await t.app.close();
      const uploads = join(t.config.dataDir, 'uploads');
      const atClose = readdirSync(uploads).sort();
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(readdirSync(uploads).sort(), atClose);
      assert.deepEqual(atClose.filter((name) => name.endsWith('.part')), [], 'no half-written size is left');
    } finally {
      await t.close();
    }
  });
});

describe('demo seed is skipped', () => {
  test('with SEED_DEMO=false nothing is seeded', async () => {
    const t = await startTestApp({ config: { seedDemo: false } });
    try {
      assert.equal(await seedDemoData(t.app), 'disabled');
      assert.equal(await count(t, 'products'), 0);
      assert.equal(await count(t, 'users'), 1, 'only the administrator');
      assert.equal(existsSync(join(t.config.dataDir, 'uploads')) ? readdirSync(join(t.config.dataDir, 'uploads')).length : 0, 0);
      const search = await t.http.get('/api/products/search');
      assert.equal(search.body.totalElements, 0);
    } finally {
      await t.close();
    }
  });

  test('on a database that already has a user, and never prints a custom admin password', async () => {
    const logs = captureLogs();
    const secret = 'Custom-Admin-Secret-77';
    const t = await startTestApp({ config: { logLevel: 'info', adminPassword: secret }, logStream: logs.stream });
    try {
      await registerUser(t, { role: 'BUYER' });
      assert.equal(await seedDemoData(t.app), 'not-empty');
      assert.equal(await count(t, 'products'), 0);
      assert.equal(await count(t, 'users'), 2);
      assert.ok(!logs.lines.some((line) => line.includes(secret)));
    } finally {
      await t.close();
    }
  });

  test('a custom admin password is never printed with the demo logins', async () => {
    const logs = captureLogs();
    const secret = 'Another-Admin-Secret-88';
    const t = await startTestApp({ config: { logLevel: 'info', adminPassword: secret }, logStream: logs.stream });
    try {
      assert.equal(await seedDemoData(t.app), 'seeded');
      assert.ok(!logs.lines.some((line) => line.includes(secret)));
      assert.ok(logs.messages().includes('demo login: ADMIN   admin / (the ADMIN_PASSWORD you set)'));
      await login(t, 'admin', secret);
    } finally {
      await t.close();
    }
  });

  test('two API processes starting together on one PostgreSQL database seed once', async (context) => {
    if (!process.env.DATABASE_URL) return context.skip('PostgreSQL only: several processes share one database there');
    const t = await startTestApp();
    const other = await buildApp({ ...t.config, logLevel: 'silent' });
    try {
      const outcomes = await Promise.all([seedDemoData(t.app), seedDemoData(other)]);
      assert.deepEqual(outcomes.sort(), ['not-empty', 'seeded']);
      assert.equal(await count(t, 'products'), 64);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
