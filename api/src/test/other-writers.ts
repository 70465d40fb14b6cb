import assert from 'node:assert/strict';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TestApp } from './harness';
import { checkoutBody } from './orders-kit';

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
