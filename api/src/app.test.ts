import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { buildApp } from './app';
import { createUser, loginAdmin } from './test/factories';
import { startTestApp, type TestApp } from './test/harness';

describe('system endpoints and error shapes', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { allowedOrigins: ['http://allowed.example'] } });
  });
  after(() => t.close());

  test('GET /api/health answers 200 {status: "ok"}', async () => {
    const response = await t.http.get('/api/health');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok' });
  });

  test('GET /api/ready answers 200 {status: "ready"} when the database answers', async () => {
    const response = await t.http.get('/api/ready');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ready' });
  });

  test('a trailing slash reaches the same route', async () => {
    const response = await t.http.get('/api/health/');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok' });
  });

  test('GET /api/config names the default upload endpoint and preset', async () => {
    const response = await t.http.get('/api/config');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { imageUploadUrl: '/api/uploads', uploadPreset: 'marketplace' });
  });

  test('malformed JSON is a 400 JSON error without a stack trace', async () => {
    const response = await t.http.request('POST', '/api/users', { rawBody: '{"username":', headers: { 'content-type': 'application/json' } });
    assert.equal(response.status, 400);
    assert.equal(typeof response.body.error, 'string');
    assert.equal(typeof response.body.message, 'string');
    assert.doesNotMatch(response.text, /at .*\.(ts|js):\d+/);
  });

  test('an unknown /api route is a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.http.request(method, '/api/no-such-thing', { headers: { accept: 'text/html' } });
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(response.body.error, 'Not found.');
    }
  });

  test('a body over the limit is 413', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(t.config.bodyLimit + 10) });
    const response = await t.http.request('POST', '/api/users', { rawBody: big, headers: { 'content-type': 'application/json' } });
    assert.equal(response.status, 413);
    assert.equal(response.body.error, 'Request body is too large.');
  });

  test('schema errors are 400 with a message per field', async () => {
    const response = await t.http.post('/api/users', { email: 'nope' });
    assert.equal(response.status, 400);
    assert.ok(response.body.fields.username);
    assert.ok(response.body.fields.email);
    assert.ok(response.body.fields.password);
  });

  test('an out-of-range id is 400, not a database error', async () => {
    const admin = await loginAdmin(t);
    const response = await t.http.put('/api/users/99999999999/enable', undefined, { token: admin.token });
    assert.equal(response.status, 400);
    assert.ok(response.body.fields.id);
  });

  test('security headers: a page gets its CSP, nosniff, referrer policy and no framing', async () => {
    const response = await t.http.get('/no-such-page', { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data: blob:/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('cross-origin-opener-policy'), 'same-origin');
  });

  test("security headers: an API answer gets OWASP's REST set (nothing may run, frame or sniff it)", async () => {
    for (const path of ['/api/health', '/api/products/search', '/api/no-such-route']) {
      const response = await t.http.get(path);
      assert.equal(response.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'", path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'same-site', path);
    }
  });

  test('CORS answers only allow-listed origins', async () => {
    const allowed = await t.http.get('/api/health', { headers: { origin: 'http://allowed.example' } });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://allowed.example');
    const other = await t.http.get('/api/health', { headers: { origin: 'http://evil.example' } });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    const preflight = await t.http.request('OPTIONS', '/api/users', {
      headers: { origin: 'http://allowed.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
  });

  test('OpenAPI JSON lists the routes and the docs UI is served', async () => {
    const spec = await t.http.get('/api/openapi.json');
    assert.equal(spec.status, 200);
    assert.ok(spec.body.paths['/api/users/login']);
    assert.ok(spec.body.paths['/api/users/{id}/password']);
    const docs = await t.http.get('/api/docs/');
    assert.equal(docs.status, 200);
    assert.match(docs.text, /swagger/i);
  });

  test('GET /api/ready answers 503 JSON once the database is gone', async () => {
    const other = await startTestApp();
    try {
      await other.app.db.destroy();
      const response = await other.http.get('/api/ready');
      assert.equal(response.status, 503);
      assert.equal(response.body.message, 'The database is not reachable.');
    } finally {
      await other.close();
    }
  });
});

describe('configuration from the environment', () => {
  test('IMAGE_UPLOAD_URL and IMAGE_UPLOAD_PRESET override /api/config and widen img-src', async () => {
    const t = await startTestApp({ config: { imageUploadUrl: 'https://api.images.example/v1/upload', uploadPreset: 'shop' } });
    try {
      const response = await t.http.get('/api/config');
      assert.deepEqual(response.body, { imageUploadUrl: 'https://api.images.example/v1/upload', uploadPreset: 'shop' });
      const page = await t.http.get('/no-such-page', { headers: { accept: 'text/html' } });
      assert.match(page.headers.get('content-security-policy') ?? '', /img-src 'self' data: blob: https: https:\/\/api\.images\.example/);
    } finally {
      await t.close();
    }
  });

  test('start-up fails clearly when PostgreSQL is unreachable', async () => {
    const t = await startTestApp();
    await t.close();
    await assert.rejects(buildApp({ ...t.config, logLevel: 'silent', databaseUrl: 'postgres://postgres@127.0.0.1:1/none' }));
  });
});

describe('request logging', () => {
  test('logs requests without passwords or tokens', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp({ config: { logLevel: 'info' }, logStream });
    try {
      const buyer = await createUser(t, 'BUYER');
      await t.http.get('/api/users', { token: buyer.token });
      await t.http.get('/api/mail/unsubscribe?token=an-unsubscribe-secret');
      const log = lines.join('');
      const answered = lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
      // One line per request, when it is answered.
      assert.ok(answered.some((line) => line.msg === 'request completed' && line.url === '/api/users' && line.statusCode === 403), log);
      assert.ok(!answered.some((line) => line.msg === 'incoming request'), 'one line per request');
      assert.ok(answered.some((line) => line.url === '/api/mail/unsubscribe?token=[REDACTED]'), log);
      assert.ok(!log.includes('an-unsubscribe-secret'), 'an unsubscribe token leaked into the log');
      assert.ok(!log.includes(buyer.token), 'token leaked into the log');
      assert.ok(!log.includes(buyer.password), 'password leaked into the log');
    } finally {
      await t.close();
    }
  });
});
