import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { openSqlite } from '../db/database';
import type { Database } from '../db/schema';
import { wrapSqliteDatabase } from '../db/sqlite-driver';
import { startTestApp } from './harness';

export interface StatementPlan {
  sql: string;
  /** SQLite's EXPLAIN QUERY PLAN, its steps joined with " | ". */
  plan: string;
}

/**
 * Runs `work` twice on a Kysely instance over `raw` (the second time with caches warm, as in use) and answers the
 * plan of every statement the second run sent. SQLite here keeps no statistics, so a plan read off a small test shop
 * is the plan the same SQL gets at any catalogue size.
 */
export async function sqlitePlans(raw: ReturnType<typeof openSqlite>, work: (db: Kysely<Database>) => Promise<unknown>): Promise<StatementPlan[]> {
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: wrapSqliteDatabase(raw) }),
    log: (event) => void (event.level === 'query' && captured.push(event.query)),
  });
  await work(db);
  captured.length = 0;
  await work(db);
  return captured.map((query) => {
    const parameters = query.parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    const rows = raw.prepare(`explain query plan ${query.sql}`).all(...parameters) as { detail: string }[];
    return { sql: query.sql, plan: rows.map((row) => row.detail).join(' | ') };
  });
}

export type PlansOf = (work: (db: Kysely<Database>) => Promise<unknown>) => Promise<StatementPlan[]>;

/** A test shop for plan tests: `plans` reads SQLite's plans of what `work` sends; null on PostgreSQL (tests skip). */
export async function startPlanShop(): Promise<{ plans: PlansOf | null; close: () => Promise<void> }> {
  const t = await startTestApp();
  const raw = t.dialect === 'sqlite' ? openSqlite(t.config.dataDir) : null;
  return {
    plans: raw ? (work) => sqlitePlans(raw, work) : null,
    close: async () => {
      raw?.close();
      await t.close();
    },
  };
}
