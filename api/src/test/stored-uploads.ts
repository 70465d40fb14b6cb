import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from './harness';

/** The bytes stored under `name`: a row of `uploads` on PostgreSQL (and no file), a file in DATA_DIR/uploads on SQLite. */
export async function storedBytes(t: TestApp, name: string): Promise<Buffer | undefined> {
  const file = join(t.config.dataDir, 'uploads', name);
  if (t.dialect === 'sqlite') return existsSync(file) ? readFileSync(file) : undefined;
  assert.equal(existsSync(file), false, 'with PostgreSQL, uploads are not kept on this machine');
  const rows = await sql<{ bytes: Buffer }>`select bytes from uploads where name = ${name}`.execute(t.app.db);
  return rows.rows[0]?.bytes;
}

/** How many uploaded pictures are stored, wherever the dialect keeps them (not counting the sizes made of each). */
export async function storedCount(t: TestApp): Promise<number> {
  if (t.dialect === 'sqlite') {
    const folder = join(t.config.dataDir, 'uploads');
    return existsSync(folder) ? readdirSync(folder).filter((name) => !name.includes('-')).length : 0;
  }
  const rows = await sql<{ count: number }>`select count(*) as count from uploads where name not like '%-%'`.execute(t.app.db);
  return Number(rows.rows[0]?.count);
}
