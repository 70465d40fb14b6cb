import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { startTestApp } from '../test/harness';

// DB_PARALLEL_WORKERS: the PostgreSQL workers one of the shop's statements may start (none unless set).
const postgresOnly = process.env.DATABASE_URL ? false : 'PostgreSQL only: SQLite runs each statement on the server thread';

async function parallelWorkersSeen(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-parallel-workers-'));
  const { overload } = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });
  rmSync(dataDir, { recursive: true, force: true });
  const t = await startTestApp({ config: { overload } });
  try {
    const { rows } = await sql<{ setting: string }>`select current_setting('max_parallel_workers_per_gather') as setting`.execute(t.app.db);
    return rows[0]!.setting;
  } finally {
    await t.close();
  }
}

test('the shop starts no parallel workers unless told to', { skip: postgresOnly }, async () => {
  assert.equal(await parallelWorkersSeen({}), '0');
  assert.equal(await parallelWorkersSeen({ DB_PARALLEL_WORKERS: '2' }), '2');
});
