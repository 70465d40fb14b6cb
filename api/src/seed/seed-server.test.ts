import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServerProcess } from '../test/server-process';

// The entry point is exercised on embedded SQLite only; both dialects are covered by seed.test.ts.
test('server.ts seeds the demo data before listening and prints the demo logins', async () => {
  const server = await startServerProcess({ SEED_DEMO: undefined, ADMIN_PASSWORD: undefined });
  const output = server.output();
  const baseUrl = server.baseUrl;
  try {
    assert.match(output, /demo data seeded/);
    assert.match(output, /demo login: SELLER {2}seller1 \/ seller1pass/);
    assert.match(output, /demo login: BUYER {3}buyer1 \/ buyer1pass/);
    assert.ok(output.indexOf('demo data seeded') < output.indexOf('Server listening'), 'seeded before the first request can arrive');
    const search = await fetch(`${baseUrl}/api/products/search?size=1`);
    assert.ok(((await search.json()) as { totalElements: number }).totalElements >= 60);
    assert.equal(await server.stop(), 0, server.output());
  } finally {
    server.cleanUp();
  }
});
