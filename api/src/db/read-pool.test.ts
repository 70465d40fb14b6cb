import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { freshPostgresDatabase } from '../test/harness';
import { createDatabase } from './database';
import { preparedRead } from './prepared';

const adminUrl = process.env.DATABASE_URL;
const skip = adminUrl ? false : 'PostgreSQL only: SQLite reads on a connection of their own already (DATABASE_URL unset)';

const answer = preparedRead(() => sql<{ answer: number }>`select 42 as answer`);

// A checkout's statement holds its connection until its commit is flushed; with every connection so held, the reads
// every request makes (versions, rows by id) must still answer at once, not after the pool's wait (a 503).
test('prepared reads answer while transactions hold every connection of the other pool', { skip }, async () => {
  const database = await freshPostgresDatabase(adminUrl!);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-read-pool-'));
  const { db } = createDatabase({ dataDir, databaseUrl: database.url, pool: { size: 1, waitMs: 1000, statementTimeoutMs: 0 } });
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    holding();
    await finished;
  });
  try {
    await held;
    assert.deepEqual(await answer(db, {}), [{ answer: 42 }]);
    finish();
    await transaction;
    // Kysely's own queries still have their pool.
    assert.equal((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one, 1);
  } finally {
    finish();
    await transaction.catch(() => undefined);
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
  // Destroying the handle ended both pools.
  await assert.rejects(answer(db, {}));
});
