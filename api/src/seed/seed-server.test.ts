import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('server.ts seeds the demo data before listening and prints the demo logins', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-server-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, WEB_ROOT: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  // The entry point is exercised on embedded SQLite only; both dialects are covered by seed.test.ts.
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  delete env.ADMIN_PASSWORD;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
      child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    assert.match(output, /demo data seeded/);
    assert.match(output, /demo login: SELLER {2}seller1 \/ seller1pass/);
    assert.match(output, /demo login: BUYER {3}buyer1 \/ buyer1pass/);
    assert.ok(output.indexOf('demo data seeded') < output.indexOf('Server listening'), 'seeded before the first request can arrive');
    const search = await fetch(`${baseUrl}/api/products/search?size=1`);
    assert.ok(((await search.json()) as { totalElements: number }).totalElements >= 60);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0, output);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
