import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { startWithCast, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { checkoutBody, quickUser } from '../test/orders-kit';

const PRODUCT = { name: 'Desk lamp', description: 'A lamp', price: 12.5, imageUrl: 'https://example.com/lamp.png', category: 'Home', stock: 4 };

function assertErrorShape(body: unknown, context: string): void {
  const answer = body as { error?: unknown; message?: unknown };
  assert.equal(typeof answer.error, 'string', context);
  assert.equal(typeof answer.message, 'string', context);
}

describe('edges: null numbers, dates, control characters, bad URLs, tokens, file modes, HSTS', () => {
  let t: TestApp, seller: TestUser, admin: TestUser;
  before(async () => ({ t, seller, admin } = await startWithCast('seller', 'admin')));
  after(() => t.close());

  test('null, true or false for a number in a body is 400 and stores nothing (POST and PUT products)', async () => {
    const created = await t.http.post('/api/products', PRODUCT, { token: seller.token });
    assert.equal(created.status, 201, created.text);
    for (const field of ['price', 'stock'] as const) {
      for (const value of [null, true, false]) {
        const put = await t.http.put(`/api/products/${created.body.id}`, { ...PRODUCT, [field]: value }, { token: seller.token });
        assert.equal(put.status, 400, `PUT ${field}=${value}: ${put.text}`);
        assert.ok(put.body.fields?.[field], put.text);
        const post = await t.http.post('/api/products', { ...PRODUCT, [field]: value }, { token: seller.token });
        assert.equal(post.status, 400, `POST ${field}=${value}: ${post.text}`);
      }
    }
    const stored = await t.http.get(`/api/products/${created.body.id}`);
    assert.equal(stored.body.price, 12.5);
    assert.equal(stored.body.stock, 4);
  });

  test('null for a number in nested bodies and other routes is 400 (checkout subtotal, item quantity, order ids)', async () => {
    const buyer = await quickUser(t);
    const product = await t.http.post('/api/products', PRODUCT, { token: seller.token });
    const body = checkoutBody(buyer.id, [{ productId: product.body.id, quantity: 1 }], 12.5);
    for (const broken of [
      { ...body, subtotal: null },
      { ...body, items: [{ productId: product.body.id, quantity: null }] },
      { ...body, userId: null },
    ]) {
      const response = await t.http.post('/api/orders/checkout', broken, { token: buyer.token });
      assert.equal(response.status, 400, response.text);
    }
    const status = await t.http.put('/api/orders/buyer/status', { orderId: null, productId: product.body.id, status: 'DELIVERED' }, { token: buyer.token });
    assert.equal(status.status, 400, status.text);
  });

  test('a delivery date past year 9999 in UTC is the same 400 on both databases', async () => {
    const buyer = await quickUser(t);
    const product = await t.http.post('/api/products', PRODUCT, { token: seller.token });
    const order = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product.body.id, quantity: 1 }], 12.5), { token: buyer.token });
    assert.equal(order.status, 201, order.text);
    const response = await t.http.put(
      '/api/orders/seller/status',
      { orderId: order.body.orderId, productId: product.body.id, sellerId: seller.id, status: 'SHIPPED', deliveryDate: '9999-12-31T23:59:59-14:00' },
      { token: seller.token },
    );
    assert.equal(response.status, 400, response.text);
    // Refused as too far ahead (at most a year) before any database sees it, so both answer alike.
    assert.equal(response.body.fields?.deliveryDate, 'Delivery date cannot be more than 1 year ahead.');
  });

  test('NUL and other control characters in search text are the same 400 on both databases', async () => {
    for (const text of ['ab\u0000c', 'abc\u0001', 'line\nbreak', 'tab\there', 'del\u007f!']) {
      const q = encodeURIComponent(text);
      const users = await t.http.get(`/api/users?q=${q}`, { token: admin.token });
      assert.equal(users.status, 400, `users ${JSON.stringify(text)}: ${users.text}`);
      assert.equal(users.body.error, 'Text must not contain control characters.');
      const products = await t.http.get(`/api/products/search?q=${q}`);
      assert.equal(products.status, 400, `products ${JSON.stringify(text)}: ${products.text}`);
      assert.equal(products.body.error, 'Text must not contain control characters.');
    }
    const fine = await t.http.get(`/api/users?q=${encodeURIComponent('ünï €')}`, { token: admin.token });
    assert.equal(fine.status, 200, fine.text);
  });

  // (A malformed escape in a query string is taken literally by the query parser, the same on both databases.)
  test('a malformed URL encoding in the path answers {error, message} like every other error', async () => {
    for (const path of ['/api/products/%ZZ', '/api/users/%E0%A4%A', '/api/uploads/%C0']) {
      const response = await t.http.get(path, { token: admin.token });
      assert.equal(response.status, 400, `${path}: ${response.text}`);
      assertErrorShape(response.body, path);
      assert.deepEqual(Object.keys(response.body).sort(), ['error', 'message']);
    }
  });

  test('a correctly signed token without exp (or without iat) is refused', async () => {
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const noExp = await new SignJWT({ role: 'ADMIN', userId: admin.id }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setIssuedAt().sign(key);
    const noIat = await new SignJWT({ role: 'ADMIN', userId: admin.id }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setExpirationTime('1h').sign(key);
    for (const token of [noExp, noIat]) {
      const response = await t.http.get('/api/users', { token });
      assert.equal(response.status, 401, response.text);
    }
    assert.equal((await t.http.get('/api/users', { token: admin.token })).status, 200);
  });

  test('the SQLite file, its WAL and shared-memory files are readable by the owner only', async (context) => {
    if (t.dialect !== 'sqlite') return context.skip('SQLite only');
    for (const name of ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm']) {
      const mode = statSync(join(t.config.dataDir, name)).mode & 0o777;
      assert.equal(mode.toString(8), '600', name);
    }
  });

  test('HSTS only over https (directly, or from a trusted proxy saying so)', async () => {
    const plain = await t.http.get('/api/health');
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const spoofed = await t.http.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers.get('strict-transport-security'), null, 'X-Forwarded-Proto from an untrusted client is ignored');
    const proxied = await startTestApp({ config: { trustProxy: '127.0.0.1' } });
    try {
      const viaProxy = await proxied.http.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      assert.match(viaProxy.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
      const plainViaProxy = await proxied.http.get('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
      assert.equal(plainViaProxy.headers.get('strict-transport-security'), null);
    } finally {
      await proxied.close();
    }
  });
});
