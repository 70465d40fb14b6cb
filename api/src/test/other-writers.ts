import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TestApp } from './harness';

/** A statement as a tool would send it (psql, a script): its own connection, none of the API's settings. */
export async function asATool(t: TestApp, text: string): Promise<void> {
  if (t.app.dialect !== 'postgres') {
    const tool = new BetterSqlite3(join(t.config.dataDir, 'shop.sqlite'));
    try {
      tool.exec(text);
    } finally {
      tool.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A second API process on the same database (as another machine would run), closed after `work`. */
export async function withAnotherProcess(t: TestApp, work: (other: FastifyInstance) => Promise<void>): Promise<void> {
  const other = await buildApp({ ...t.config, logLevel: 'silent' });
  try {
    await work(other);
  } finally {
    await other.close();
  }
}
