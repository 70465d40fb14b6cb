import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../test/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  before(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await startTestApp({ config: { logLevel: 'info' }, logStream });
  });
  after(() => t.close());

  test('a sane id sent by the caller is echoed', async () => {
    for (const id of ['abc-123', 'lb:7f3a.0001_x', 'a'.repeat(128)]) {
      const response = await t.http.get('/api/health', { headers: { 'X-Request-Id': id } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-request-id'), id);
    }
  });

  test('without one, or with one too long or of other characters, a new id is made', async () => {
    const seen = new Set<string>();
    const cases: Array<Record<string, string>> = [{}, { 'X-Request-Id': 'a'.repeat(129) }, { 'X-Request-Id': 'bad id' }, { 'X-Request-Id': 'x/../y' }, { 'X-Request-Id': 'é' }];
    for (const headers of cases) {
      const response = await t.http.get('/api/health', { headers });
      const id = response.headers.get('x-request-id') ?? '';
      assert.match(id, UUID, JSON.stringify(headers));
      seen.add(id);
    }
    assert.equal(seen.size, 5, 'every request gets its own id');
  });

  test('errors and unknown routes carry the id too', async () => {
    const missing = await t.http.get('/api/no-such-route', { headers: { 'X-Request-Id': 'trace-404' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('x-request-id'), 'trace-404');
    const refused = await t.http.get('/api/users', { headers: { 'X-Request-Id': 'trace-401' } });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('x-request-id'), 'trace-401');
  });

  test('every log line of the request carries the same id', async () => {
    await t.http.get('/api/products/search', { headers: { 'X-Request-Id': 'follow-me-1' } });
    const mine = lines.filter((line) => line.reqId === 'follow-me-1');
    assert.ok(mine.some((line) => line.msg === 'request completed' && line.url === '/api/products/search'), JSON.stringify(mine));
    const generated = await t.http.get('/api/health', { headers: { 'X-Request-Id': 'no spaces allowed' } });
    const id = generated.headers.get('x-request-id');
    assert.ok(lines.some((line) => line.reqId === id && line.msg === 'request completed'));
    assert.ok(!lines.some((line) => line.reqId === 'no spaces allowed'));
  });
});
