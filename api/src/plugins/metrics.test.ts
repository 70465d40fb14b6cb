import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../test/catalog-factory';
import { startTestApp, type TestApp } from '../test/harness';
import { sample } from '../test/metrics-text';
import { checkoutBody, quickUser } from '../test/orders-kit';

const FORWARDED = { 'X-Forwarded-For': '203.0.113.9' };

describe('GET /metrics', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { loginMaxFailures: 2 } });
  });
  after(() => t.close());

  test('Prometheus text with requests and latency per route pattern and status, query times and process metrics', async () => {
    assert.equal((await t.http.get('/api/products/987654')).status, 404);
    assert.equal((await t.http.get('/api/products/987655')).status, 404);
    assert.equal((await t.http.get('/api/health')).status, 200);
    const response = await t.http.get('/metrics');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const text = response.text;
    const product = { method: 'GET', route: '/api/products/:id', status: '404' };
    assert.equal(sample(text, 'shop_http_requests_total', product), 2);
    assert.equal(sample(text, 'shop_http_request_duration_seconds_count', product), 2);
    assert.equal(sample(text, 'shop_http_request_duration_seconds_bucket', { ...product, le: '+Inf' }), 2);
    assert.equal(sample(text, 'shop_http_requests_total', { route: '/api/health', status: '200' }), 1);
    assert.doesNotMatch(text, /987654/, 'raw URLs never become labels');
    assert.ok((sample(text, 'shop_db_query_duration_seconds_count', { operation: 'select', outcome: 'ok' }) ?? 0) > 0);
    assert.ok((sample(text, 'process_cpu_user_seconds_total') ?? -1) >= 0);
    assert.ok((sample(text, 'nodejs_heap_size_used_bytes') ?? 0) > 0);
    assert.match(text, /^# TYPE shop_checkouts_total counter$/m);
  });

  test('unmatched URLs share one label', async () => {
    await t.http.get('/api/no/such/thing-42', { headers: { accept: 'application/json' } });
    const text = (await t.http.get('/metrics')).text;
    assert.ok((sample(text, 'shop_http_requests_total', { route: 'unmatched', status: '404' }) ?? 0) >= 1);
    assert.doesNotMatch(text, /thing-42/);
  });

  test('checkouts are counted as placed, replayed and refused', async () => {
    const seller = await quickUser(t, 'SELLER');
    const buyer = await quickUser(t, 'BUYER');
    const productId = await insertProduct(t, seller.id, { priceCents: 500, stock: 1 });
    const body = checkoutBody(buyer.id, [{ productId, quantity: 1 }], 5);
    const headers = { 'Idempotency-Key': 'metrics-1' };
    assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token, headers })).status, 201);
    assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token, headers })).status, 201);
    assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token })).status, 409, 'out of stock');
    const text = (await t.http.get('/metrics')).text;
    assert.equal(sample(text, 'shop_checkouts_total', { outcome: 'placed' }), 1);
    assert.equal(sample(text, 'shop_checkouts_total', { outcome: 'replayed' }), 1);
    assert.equal(sample(text, 'shop_checkouts_total', { outcome: 'refused' }), 1);
  });

  test('429 answers are counted as rate-limit refusals', async () => {
    const login = { identifier: 'nobody-here', password: 'wrong-password' };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.http.post('/api/users/login', login)).status);
    assert.deepEqual(statuses, [401, 401, 429]);
    const text = (await t.http.get('/metrics')).text;
    assert.equal(sample(text, 'shop_rate_limit_refusals_total', { route: '/api/users/login' }), 1);
  });

  test('each app counts only its own requests', async () => {
    const other = await startTestApp();
    try {
      await other.http.get('/api/health');
      const text = (await other.http.get('/metrics')).text;
      assert.equal(sample(text, 'shop_http_requests_total', { route: '/api/health' }), 1);
      assert.equal(sample(text, 'shop_http_requests_total', { route: '/api/products/:id' }), undefined);
    } finally {
      await other.close();
    }
  });

  test('without METRICS_TOKEN, callers from other machines get 403', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.30.40' });
    assert.equal(remote.statusCode, 403);
    assert.equal(remote.json().error, 'Forbidden.');
    // A request a proxy forwarded is not local, even from a proxy on this machine and whatever address it names.
    for (const forwarded of ['203.0.113.9', '127.0.0.1']) {
      const response = await t.http.get('/metrics', { headers: { 'X-Forwarded-For': forwarded } });
      assert.equal(response.status, 403, forwarded);
      assert.doesNotMatch(response.text, /shop_http_requests_total/);
    }
    const ipv6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    assert.equal(ipv6.statusCode, 200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'metrics-secret-0123456789';
  before(async () => {
    t = await startTestApp({ config: { metricsToken: token } });
  });
  after(() => t.close());

  test('other machines need the token as a bearer; this machine does not', async () => {
    const none = await t.http.get('/metrics', { headers: FORWARDED });
    assert.equal(none.status, 401);
    assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
    const wrong = await t.http.get('/metrics', { headers: { ...FORWARDED, authorization: `Bearer ${token}x` } });
    assert.equal(wrong.status, 401);
    const right = await t.http.get('/metrics', { headers: { ...FORWARDED, authorization: `Bearer ${token}` } });
    assert.equal(right.status, 200);
    assert.match(right.text, /shop_http_requests_total/);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.30.40', headers: { authorization: `Bearer ${token}` } });
    assert.equal(remote.statusCode, 200);
    assert.equal((await t.http.get('/metrics')).status, 200, 'loopback without a token');
  });
});
