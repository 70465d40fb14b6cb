import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from './test/harness';
import { startServerProcess } from './test/server-process';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '..');

test('the production build runs with plain node: health and readiness answer 200, SIGTERM exits 0', async () => {
  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build-api.mjs')], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(build.status, 0, `${build.stdout}\n${build.stderr}`);
  const bundle = readFileSync(join(apiDir, 'dist', 'server.js'), 'utf8');
  // Our own modules are inside the bundle; only installed packages are imported at run time.
  assert.doesNotMatch(bundle, /from ["'](\.{1,2}\/|tsx)/);
  assert.match(bundle, /from ["']fastify["']/);
  // The backup command is built too and runs without tsx (here it only explains itself: PostgreSQL uses pg_dump).
  const backup = spawnSync(process.execPath, [join(apiDir, 'dist', 'backup-cli.js')], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
  });
  assert.equal(backup.status, 2, backup.stderr);
  assert.match(backup.stderr, /pg_dump/);

  // On the PostgreSQL pass the build runs against a fresh database too.
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const server = await startServerProcess({ SEED_DEMO: 'false', DATABASE_URL: database?.url }, { compiled: true });
  try {
    for (const path of ['/api/health', '/api/ready']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      assert.equal(response.status, 200, `${path}\n${server.output()}`);
      assert.ok(response.headers.get('x-request-id'));
    }
    assert.equal(await server.stop(), 0, server.output());
    assert.match(server.output(), database ? /"dialect":"postgres"/ : /"dialect":"sqlite"/);
  } finally {
    server.cleanUp();
    await database?.drop();
  }
});
