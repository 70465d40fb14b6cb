import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, describe, test } from 'node:test';
import { loadConfig } from '../../config';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** POST /api/uploads through inject, so the Host header can be anything a client sends. */
async function uploadWithHost(t: TestApp, token: string, host: string): Promise<{ status: number; url: string }> {
  const form = new FormData();
  form.append('upload_preset', t.config.uploadPreset);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: answer.statusCode, url: (answer.json() as { secure_url: string }).secure_url };
}

// The product form saves what the upload answers: a URL built from a client-chosen Host put images on another site.
describe("uploads: secure_url never copies the request's Host", () => {
  const apps: TestApp[] = [];
  after(() => Promise.all(apps.map((app) => app.close())));

  test('without PUBLIC_URL the answer is a same-site path, whatever Host says', async () => {
    const t = await startTestApp();
    apps.push(t);
    const seller = await createUser(t, 'SELLER');
    for (const host of ['evil.example:8080', `127.0.0.1:${new URL(t.baseUrl).port}`]) {
      const { status, url } = await uploadWithHost(t, seller.token, host);
      assert.equal(status, 201);
      assert.match(url, /^\/api\/uploads\/[0-9a-f]{32}\.png$/, host);
      assert.equal((await t.http.get(url)).status, 200);
    }
  });

  test('with PUBLIC_URL the answer is on that origin, whatever Host says', async () => {
    const t = await startTestApp({ config: { publicUrl: loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.example/' }).publicUrl } });
    apps.push(t);
    const seller = await createUser(t, 'SELLER');
    const { status, url } = await uploadWithHost(t, seller.token, 'evil.example:8080');
    assert.equal(status, 201);
    assert.match(url, /^https:\/\/shop\.example\/api\/uploads\/[0-9a-f]{32}\.png$/);
  });

  test('PUBLIC_URL must be a bare http(s) origin', () => {
    const env = { DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) };
    assert.equal(loadConfig(env).publicUrl, undefined);
    assert.equal(loadConfig({ ...env, PUBLIC_URL: 'http://localhost:3000' }).publicUrl, 'http://localhost:3000');
    for (const bad of ['shop.example', 'ftp://shop.example', 'https://shop.example/shop', 'https://shop.example/?a=1', 'javascript:alert(1)']) {
      assert.throws(() => loadConfig({ ...env, PUBLIC_URL: bad }), /PUBLIC_URL/, bad);
    }
  });
});
