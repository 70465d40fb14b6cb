import assert from 'node:assert/strict';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TestApp } from './harness';
import { checkoutBody } from './orders-kit';

/** Retries `holds` every 20 ms for up to 5 s: for changes another process or a database notice brings. */
export async function eventually(what: string, holds: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 5000; await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (await holds()) return;
  }
  assert.fail(`${what} within 5 s`);
}

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

/** Ends this database's LISTEN connection on `channel` (as a network fault would) and waits until `app` notices. */
export async function dropListener(t: TestApp, channel: string, listening: () => boolean): Promise<void> {
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and application_name = ${`shop listen ${channel}`}`.execute(t.app.db);
  await eventually('the dropped connection is noticed', async () => !listening());
}

/**
 * Runs `work` with these notice triggers switched off (PostgreSQL; SQLite has none): only what this process does
 * itself can then keep its caches right.
 */
export async function withoutNotices(t: TestApp, triggers: ReadonlyArray<readonly [table: string, trigger: string]>, work: () => Promise<void>): Promise<void> {
  if (t.app.dialect !== 'postgres') return work();
  const toggle = (state: 'enable' | 'disable') =>
    Promise.all(triggers.map(([table, trigger]) => sql`alter table ${sql.table(table)} ${sql.raw(state)} trigger ${sql.id(trigger)}`.execute(t.app.db)));
  await toggle('disable');
  try {
    await work();
  } finally {
    await toggle('enable');
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

/** A checkout of `quantity` units of one product through `app` (201 asserted). */
export async function sellThrough(app: FastifyInstance, buyer: { id: number; token: string }, productId: number, quantity: number, subtotal: number): Promise<void> {
  const sale = await app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers: { authorization: `Bearer ${buyer.token}` },
    payload: checkoutBody(buyer.id, [{ productId, quantity }], subtotal),
  });
  assert.equal(sale.statusCode, 201, sale.body);
}
