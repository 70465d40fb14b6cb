import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServerProcess } from './test/server-process';

// The entry point is exercised on embedded SQLite only; PostgreSQL is covered through the harness.
test('server.ts starts on an empty database, creates the admin, and exits cleanly on SIGTERM', async () => {
  const server = await startServerProcess();
  try {
    assert.match(server.output(), /administrator account created/);
    const login = await fetch(`${server.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'admin12345' }),
    });
    assert.equal(login.status, 200);
    assert.equal(await server.stop(), 0, server.output());
    assert.match(server.output(), /shutting down/);
    await assert.rejects(fetch(`${server.baseUrl}/api/health`));
  } finally {
    server.cleanUp();
  }
});
