import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, startWithCast, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, quickUser, stockOf, TEST_CARD, TEST_CARD_DIGITS, TEST_CVV } from '../../test/orders-kit';

describe('orders: checkout under concurrency and retries', () => {
  let t: TestApp, seller: TestUser;
  before(async () => ({ t, seller } = await startWithCast('seller')));
  after(() => t.close());

  test('30 buyers racing for the last 5 units: exactly 5 sold, stock 0, the rest 409', async () => {
    const product = await insertProduct(t, seller.id, { name: 'Last Few', priceCents: 700, stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => quickUser(t, 'BUYER')));
    const answers = await Promise.all(
      buyers.map((buyer) => t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 7), { token: buyer.token })),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    assert.equal(created.length, 5, answers.map((answer) => answer.status).join(','));
    assert.equal(refused.length, 25);
    for (const answer of refused) assert.equal(answer.body.error, 'Not enough stock for Last Few.');
    assert.equal(await stockOf(t, product), 0);
    const sold = await t.app.db
      .selectFrom('order_items')
      .select(sql<number>`coalesce(sum(quantity), 0)`.as('units'))
      .where('product_id', '=', product)
      .executeTakeFirstOrThrow();
    assert.equal(Number(sold.units), 5);
  });

  test('buyers selling out different products at once, several per order: every answer 201 or 409, stock never below 0', async () => {
    // Each sell-out bumps the catalogue version (migration 0043); on PostgreSQL that happens at commit, after the
    // stock rows are locked in id order, so crossing orders never deadlock.
    const products = await Promise.all(Array.from({ length: 6 }, (_, index) => insertProduct(t, seller.id, { name: `Single ${index}`, priceCents: 100, stock: 1 })));
    const buyers = await Promise.all(Array.from({ length: 24 }, () => quickUser(t, 'BUYER')));
    const answers = await Promise.all(
      buyers.map((buyer, index) => {
        const pair = [products[index % 6]!, products[(index * 5 + 1) % 6]!].filter((id, at, all) => all.indexOf(id) === at);
        const lines = pair.map((productId) => ({ productId, quantity: 1 }));
        return t.http.post('/api/orders/checkout', checkoutBody(buyer.id, lines, lines.length), { token: buyer.token });
      }),
    );
    assert.deepEqual(answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => `${answer.status} ${answer.text}`), []);
    for (const product of products) assert.equal(await stockOf(t, product), 0, 'each single unit sold exactly once');
  });

  test('orders crossing several sellers while those sellers ship: only 201 and 200, and every count adds up', async () => {
    // Each commit moves the order-list counters of its buyer, its sellers and 'all' (migrations 0047, 0052), and meets
    // the sellers in opposite orders from its neighbours' here: none may wait on another for ever (a deadlock).
    const admin = await loginAdmin(t);
    const totalOrders = async () => (await t.http.get('/api/orders?page=0&size=1', { token: admin.token })).body.totalElements as number;
    const before = await totalOrders();
    const sellers = await Promise.all([0, 1, 2].map(() => quickUser(t, 'SELLER')));
    const products = await Promise.all(sellers.map((owner, index) => insertProduct(t, owner.id, { name: `Crossing ${index}`, priceCents: 100, stock: 1000 })));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => quickUser(t, 'BUYER')));
    const orderAll = () =>
      Promise.all(
        buyers.map((buyer, index) => {
          const lines = [products[index % 3]!, products[(index + 1) % 3]!].map((productId) => ({ productId, quantity: 1 }));
          return t.http.post('/api/orders/checkout', checkoutBody(buyer.id, lines, 2), { token: buyer.token });
        }),
      );
    const inAMonth = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
    const first = await orderAll();
    assert.deepEqual(first.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.text}`), []);
    const shipments = first.flatMap((answer) =>
      (answer.body.order.items as Array<{ productId: number; sellerId: number }>).map((item) => {
        const seller = sellers.find((candidate) => candidate.id === item.sellerId)!;
        const body = { orderId: answer.body.orderId, productId: item.productId, sellerId: seller.id, status: 'SHIPPED', deliveryDate: inAMonth };
        return t.http.put('/api/orders/seller/status', body, { token: seller.token });
      }),
    );
    const [second, shipped] = await Promise.all([orderAll(), Promise.all(shipments)]);
    assert.deepEqual(second.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.text}`), []);
    assert.deepEqual(shipped.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.text}`), []);
    assert.equal(await totalOrders(), before + 40, "the administrator's list counts every order");
    const counted = await sql<{ kept: number; real: number }>`select (select sum(orders) from orders_count) as kept, (select count(*) from orders) as real`.execute(t.app.db);
    assert.equal(Number(counted.rows[0]!.kept), Number(counted.rows[0]!.real));
  });

  test('the same Idempotency-Key sent twice in a row makes one order and answers it twice', async () => {
    const buyer = await quickUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id, { priceCents: 300, stock: 10 });
    const body = checkoutBody(buyer.id, [{ productId: product, quantity: 2 }], 6);
    const headers = { 'Idempotency-Key': 'retry-me-1' };
    const first = await t.http.post('/api/orders/checkout', body, { token: buyer.token, headers });
    const second = await t.http.post('/api/orders/checkout', body, { token: buyer.token, headers });
    assert.equal(first.status, 201, first.text);
    assert.equal(second.status, 201, second.text);
    assert.equal(second.body.orderId, first.body.orderId);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(await stockOf(t, product), 8);
    const orders = await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
    assert.equal(orders.length, 1);
    // The key belongs to its user: another buyer with the same key gets an order of their own.
    const other = await quickUser(t, 'BUYER');
    const theirs = await t.http.post('/api/orders/checkout', { ...body, userId: other.id }, { token: other.token, headers });
    assert.equal(theirs.status, 201);
    assert.notEqual(theirs.body.orderId, first.body.orderId);
  });

  test('the same Idempotency-Key sent twice at once makes one order', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await quickUser(t, 'BUYER');
      const product = await insertProduct(t, seller.id, { priceCents: 250, stock: 10 });
      const body = checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 2.5);
      const headers = { 'Idempotency-Key': `concurrent-${round}` };
      const answers = await Promise.all([1, 2, 3].map(() => t.http.post('/api/orders/checkout', body, { token: buyer.token, headers })));
      for (const answer of answers) assert.equal(answer.status, 201, answer.text);
      assert.equal(new Set(answers.map((answer) => answer.body.orderId)).size, 1);
      assert.equal(await stockOf(t, product), 9);
      const orders = await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
      assert.equal(orders.length, 1);
    }
  });

  test('a failed checkout does not use up its key', async () => {
    const buyer = await quickUser(t, 'BUYER');
    const product = await insertProduct(t, seller.id, { priceCents: 100, stock: 1 });
    const headers = { 'Idempotency-Key': 'after-failure' };
    const tooMany = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 2 }], 2), { token: buyer.token, headers });
    assert.equal(tooMany.status, 409);
    const fixed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 1), { token: buyer.token, headers });
    assert.equal(fixed.status, 201, fixed.text);
  });
});

describe('orders: card secrets', () => {
  test('the card number and CVV are in no answer, not in the database and not in the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp({ config: { logLevel: 'trace' }, logStream });
    try {
      // Fixed names: random hex ones could contain the CVV's digits by chance.
      const seller = await quickUser(t, 'SELLER', 'leak_seller');
      const buyer = await quickUser(t, 'BUYER', 'leak_buyer');
      const admin = await loginAdmin(t);
      const product = await insertProduct(t, seller.id, { name: 'Plain Item', description: 'Nothing numeric here', priceCents: 100, stock: 5 });
      const card = { cardNumber: TEST_CARD, cardName: 'Ada Buyer', expiry: '12/39', cvv: TEST_CVV };
      const texts: string[] = [];
      for (const cardNumber of [TEST_CARD, TEST_CARD_DIGITS]) {
        const body = checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 1, { paymentDetails: { ...card, cardNumber } });
        const created = await t.http.post('/api/orders/checkout', body, { token: buyer.token, headers: { 'Idempotency-Key': `card-${cardNumber.length}` } });
        assert.equal(created.status, 201, created.text);
        assert.equal(created.body.order.payment.cardLast4, '1111');
        texts.push(created.text);
        // Rejected attempts must not echo the secrets either.
        const expired = await t.http.post('/api/orders/checkout', { ...body, paymentDetails: { ...card, cardNumber, expiry: '01/20' } }, { token: buyer.token });
        assert.equal(expired.status, 400);
        const priced = await t.http.post('/api/orders/checkout', { ...body, subtotal: 2 }, { token: buyer.token });
        assert.equal(priced.status, 409);
        texts.push(expired.text, priced.text);
        const orderId = created.body.orderId;
        texts.push((await t.http.get(`/api/orders/${orderId}`, { token: buyer.token })).text);
        texts.push((await t.http.get(`/api/orders/${orderId}?sellerId=${seller.id}`, { token: seller.token })).text);
        texts.push((await t.http.get(`/api/orders/user/${buyer.id}`, { token: buyer.token })).text);
        texts.push((await t.http.get('/api/orders', { token: admin.token })).text);
        texts.push((await t.http.get(`/api/orders/seller?sellerId=${seller.id}`, { token: seller.token })).text);
      }
      const secrets = [TEST_CARD, TEST_CARD_DIGITS, TEST_CVV];
      // A secret stands alone: '7294' inside a timestamp's fractions or a response time is not the CVV.
      const holds = (text: string, secret: string) => new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(text);
      for (const text of texts) for (const secret of secrets) assert.ok(!holds(text, secret), `answer leaks ${secret}: ${text}`);

      if (t.dialect === 'sqlite') {
        const file = join(t.config.dataDir, 'shop.sqlite');
        for (const path of [file, `${file}-wal`]) {
          if (!existsSync(path)) continue;
          const bytes = readFileSync(path);
          for (const secret of secrets) assert.equal(bytes.indexOf(Buffer.from(secret)), -1, `${path} holds ${secret}`);
        }
      } else {
        for (const table of ['orders', 'order_items', 'idempotency_keys'] as const) {
          const rows = await sql<{ row: unknown }>`select row_to_json(t) as row from ${sql.table(table)} t`.execute(t.app.db);
          const dump = JSON.stringify(rows.rows);
          for (const secret of secrets) assert.ok(!holds(dump, secret), `${table} holds ${secret}`);
        }
      }
      const log = lines.join('');
      assert.match(log, /orders\/checkout/);
      for (const secret of secrets) assert.ok(!holds(log, secret), `the log holds ${secret}`);
    } finally {
      await t.close();
    }
  });
});
