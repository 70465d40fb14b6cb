import { LruCache } from '../lib/lru-cache';
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// better-sqlite3 cannot bind booleans or Dates; store them as 0/1 and ISO strings like PostgreSQL would accept.
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function toSqliteParams(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(toSqliteValue);
}

/** Result columns whose source column is declared BOOLEAN come back as true/false, matching PostgreSQL. */
function booleanColumns(statement: BetterSqlite3.Statement): string[] {
  return statement
    .columns()
    .filter((column) => column.type?.toLowerCase() === 'boolean')
    .map((column) => column.name);
}

function convertRow(row: unknown, names: string[]): unknown {
  if (names.length === 0 || row === null || typeof row !== 'object') return row;
  const record = row as Record<string, unknown>;
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'number' || typeof value === 'bigint') record[name] = Number(value) !== 0;
  }
  return record;
}

function wrapStatement(statement: BetterSqlite3.Statement): SqliteStatement {
  const names = statement.reader ? booleanColumns(statement) : [];
  // A cached statement may still be iterating for another caller (a stream); a fresh copy never is.
  const ready = () => (statement.busy ? statement.database.prepare(statement.source) : statement);
  return {
    reader: statement.reader,
    all: (parameters) => {
      const rows = ready().all(...toSqliteParams(parameters));
      return names.length === 0 ? rows : rows.map((row) => convertRow(row, names));
    },
    run: (parameters) => ready().run(...toSqliteParams(parameters)),
    *iterate(parameters) {
      for (const row of ready().iterate(...toSqliteParams(parameters))) yield convertRow(row, names);
    },
  };
}

// Kysely prepares every query anew; compiled statements are kept by their SQL text (the app's queries are a few
// hundred distinct texts) so each request skips SQLite's parse and plan.
const STATEMENT_CACHE_SIZE = 500;

// Kysely opens transactions with a plain (deferred) BEGIN. Several processes on one file (API_WORKERS) need the write
// lock taken at BEGIN: a deferred transaction that read first cannot take it after another process committed, and
// SQLite then fails it at once (SQLITE_BUSY_SNAPSHOT) instead of waiting busy_timeout. One process is unaffected.
const BEGIN = 'begin';
const BEGIN_IMMEDIATE = 'begin immediate';

export function wrapSqliteDatabase(database: BetterSqlite3.Database, onClose?: () => void): SqliteDatabase {
  const statements = new LruCache<string, SqliteStatement>(STATEMENT_CACHE_SIZE);
  return {
    close: () => {
      statements.clear();
      database.close();
      onClose?.();
    },
    prepare: (text) => {
      const sql = text === BEGIN ? BEGIN_IMMEDIATE : text;
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = wrapStatement(database.prepare(sql));
      statements.set(sql, statement);
      return statement;
    },
  };
}
