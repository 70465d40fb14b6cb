import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { freshPostgresDatabase } from '../../test/harness';
import { type ServerProcess, startServerProcess } from '../../test/server-process';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const ADMIN_PASSWORD = 'shared-uploads-admin-42';

// Two machines in miniature: two real server processes, each with its own DATA_DIR, on one PostgreSQL database.
test('an image uploaded through one API process is served by another with its own DATA_DIR', async (context) => {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return context.skip('needs PostgreSQL (SQLite mode keeps uploads in its one DATA_DIR)');
  const database = await freshPostgresDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false', ADMIN_PASSWORD };
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first migrates the fresh database.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    const [first, second] = servers as [ServerProcess, ServerProcess];
    assert.notEqual(first.dataDir, second.dataDir);

    const login = await fetch(`${first.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200);
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append('upload_preset', 'marketplace');
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
    const upload = await fetch(`${first.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    assert.equal(upload.status, 201, first.output());
    const path = ((await upload.json()) as { secure_url: string }).secure_url;

    // The stored image is the server's re-encoded copy: both processes must answer exactly the same bytes.
    const original = await fetch(`${first.baseUrl}${path}`);
    assert.equal(original.status, 200, first.output());
    const originalBytes = Buffer.from(await original.arrayBuffer());
    assert.deepEqual(originalBytes.subarray(0, 8), PNG.subarray(0, 8));
    const served = await fetch(`${second.baseUrl}${path}`);
    assert.equal(served.status, 200, second.output());
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), originalBytes);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    assert.ok(etag);
    // Either process answers a revalidation with the same validator.
    const revalidated = await fetch(`${first.baseUrl}${path}`, { headers: { 'if-none-match': etag } });
    assert.equal(revalidated.status, 304);

    // Neither machine's disk holds it: the database does.
    for (const server of servers) {
      const folder = join(server.dataDir, 'uploads');
      assert.deepEqual(existsSync(folder) ? readdirSync(folder) : [], []);
    }
  } finally {
    for (const server of servers) {
      await server.stop().catch(() => null);
      server.cleanUp();
    }
    await database.drop();
  }
});
