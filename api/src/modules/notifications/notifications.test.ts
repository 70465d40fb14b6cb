import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import type { TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';

describe('notifications: wishlist alerts', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let bystander: TestUser;

  before(async () => {
    t = await startTestApp();
    seller = await quickUser(t, 'SELLER');
    buyer = await quickUser(t, 'BUYER');
    otherBuyer = await quickUser(t, 'BUYER');
    bystander = await quickUser(t, 'BUYER');
  });
  after(() => t.close());

  const productBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Moss Lamp',
    description: 'A green lamp.',
    price: 40,
    imageUrl: 'https://images.example.test/lamp.png',
    category: 'Lighting',
    stock: 0,
    ...overrides,
  });
  const update = (id: number, overrides: Record<string, unknown>) => t.http.put(`/api/products/${id}`, productBody(overrides), { token: seller.token });
  const wish = async (user: TestUser, productId: number) =>
    assert.equal((await t.http.post('/api/wishlist/add', { userId: user.id, productId }, { token: user.token })).status, 201);
  const list = (user: TestUser) => t.http.get('/api/notifications', { token: user.token });
  const count = async (user: TestUser) => (await t.http.get('/api/notifications/unread-count', { token: user.token })).body.unreadCount as number;
  const outboxFor = (user: TestUser) => t.app.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', user.id).execute();

  async function wishedProduct(stock = 0, price = 4000) {
    const id = await insertProduct(t, seller.id, { name: 'Moss Lamp', stock, priceCents: price });
    await wish(buyer, id);
    await wish(otherBuyer, id);
    return id;
  }

  test('back in stock: every wisher gets one notification and one outbox e-mail; others get none', async () => {
    const id = await wishedProduct();
    const before = { buyer: await count(buyer), other: await count(otherBuyer), bystander: await count(bystander) };
    assert.equal((await update(id, { stock: 5 })).status, 200);
    assert.equal(await count(buyer), before.buyer + 1);
    assert.equal(await count(otherBuyer), before.other + 1);
    assert.equal(await count(bystander), before.bystander);
    const answer = await list(buyer);
    assert.equal(answer.status, 200);
    assert.deepEqual(
      { kind: answer.body.content[0].kind, productId: answer.body.content[0].productId, message: answer.body.content[0].message, read: answer.body.content[0].read },
      { kind: 'BACK_IN_STOCK', productId: id, message: 'Moss Lamp is back in stock.', read: false },
    );
    const mail = (await outboxFor(buyer)).filter((row) => row.subject === 'Back in stock: Moss Lamp');
    assert.ok(mail.length >= 1);
    assert.equal(mail.at(-1)!.kind, 'BACK_IN_STOCK');
    assert.match(JSON.parse(mail.at(-1)!.data).message, /Moss Lamp is back in stock\. It is on your wishlist\./);
  });

  test('never twice for one event: editing a product already in stock, or re-saving it, adds nothing', async () => {
    const id = await wishedProduct();
    await update(id, { stock: 5 });
    const after = await count(buyer);
    await update(id, { stock: 9 });
    await update(id, { stock: 9, description: 'Still green.' });
    assert.equal(await count(buyer), after);
    // Sold out and back again is a new event.
    await update(id, { stock: 0 });
    await update(id, { stock: 3 });
    assert.equal(await count(buyer), after + 1);
  });

  test('concurrent restocks of one sold-out product notify each buyer once', async () => {
    const id = await wishedProduct();
    const start = await count(buyer);
    const answers = await Promise.all([update(id, { stock: 4 }), update(id, { stock: 6 }), update(id, { stock: 8 })]);
    for (const answer of answers) assert.equal(answer.status, 200);
    assert.equal(await count(buyer), start + 1);
  });

  test('price drop: the message names both prices; a rise says nothing', async () => {
    const id = await wishedProduct(3, 4000);
    const start = await count(buyer);
    await update(id, { stock: 3, price: 45 });
    assert.equal(await count(buyer), start);
    await update(id, { stock: 3, price: 29.99 });
    assert.equal(await count(buyer), start + 1);
    const [latest] = (await list(buyer)).body.content;
    assert.deepEqual([latest.kind, latest.message], ['PRICE_DROP', 'Moss Lamp dropped in price from $45.00 to $29.99.']);
  });

  test('a deleted product notifies nobody (it cannot change any more)', async () => {
    const id = await wishedProduct();
    const start = await count(buyer);
    assert.equal((await t.http.delete(`/api/products/${id}`, { token: seller.token })).status, 200);
    assert.equal((await update(id, { stock: 10, price: 1 })).status, 409);
    assert.equal(await count(buyer), start);
    const rows = await t.app.db.selectFrom('notifications').select('id').where('product_id', '=', id).execute();
    assert.equal(rows.length, 0);
  });

  test('a refused update (bad input) notifies nobody', async () => {
    const id = await wishedProduct();
    const start = await count(buyer);
    assert.equal((await update(id, { stock: 5, price: -1 })).status, 400);
    assert.equal(await count(buyer), start);
  });

  test('mark read: one, then all; only the owner; unread count follows', async () => {
    const id = await wishedProduct();
    await update(id, { stock: 2 });
    await update(id, { stock: 2, price: 10 });
    const [first] = (await list(buyer)).body.content;
    assert.equal((await t.http.post(`/api/notifications/${first.id}/read`, undefined, { token: otherBuyer.token })).status, 404);
    const unreadBefore = await count(buyer);
    const read = await t.http.post(`/api/notifications/${first.id}/read`, undefined, { token: buyer.token });
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.unreadCount, unreadBefore - 1);
    assert.equal((await t.http.post(`/api/notifications/${first.id}/read`, undefined, { token: buyer.token })).body.unreadCount, unreadBefore - 1, 'idempotent');
    assert.equal((await list(buyer)).body.content[0].read, true);
    const all = await t.http.post('/api/notifications/read-all', undefined, { token: buyer.token });
    assert.equal(all.body.unreadCount, 0);
    assert.equal(await count(buyer), 0);
  });

  test('buyers only: sellers are refused, guests must log in', async () => {
    assert.equal((await t.http.get('/api/notifications', { token: seller.token })).status, 403);
    assert.equal((await t.http.get('/api/notifications/unread-count')).status, 401);
    assert.equal((await t.http.post('/api/notifications/abc/read', undefined, { token: buyer.token })).status, 400);
  });
});
