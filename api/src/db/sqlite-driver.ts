import { LRUCache } from 'lru-cache';
import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';

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

// Kysely would open transactions with a plain (deferred) BEGIN. Several processes on one file (API_WORKERS) need the
// write lock taken at BEGIN: a deferred transaction that read first cannot take it after another process committed,
// and SQLite then fails it at once (SQLITE_BUSY_SNAPSHOT) instead of waiting. PatientSqliteDriver begins this way.
const BEGIN_IMMEDIATE = 'begin immediate';

export function wrapSqliteDatabase(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = wrapStatement(database.prepare(sql));
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** How long a transaction waits for the write lock, as long as busy_timeout lets any other statement wait. */
export const WRITE_LOCK_WAIT_MS = 5000;
// A checkout holds the lock for about a millisecond; retrying on the event loop's next turns instead was slower.
const RETRY_EVERY_MS = 1;

/**
 * Takes the write lock (BEGIN IMMEDIATE) without blocking the event loop while another process holds it. SQLite's own
 * wait (busy_timeout) sleeps inside the call, freezing every request of this worker for 1, 2, 5, 10… ms at a time
 * while the other worker keeps taking the lock: with two workers, checkouts then took up to seconds and the load
 * shedding refused many. Here each attempt does not wait, and the worker serves other requests between attempts.
 * Still busy after WRITE_LOCK_WAIT_MS: SQLITE_BUSY, as busy_timeout would end (answered 503 + Retry-After).
 */
export async function beginWhenFree(database: BetterSqlite3.Database, waitMs = WRITE_LOCK_WAIT_MS): Promise<void> {
  const deadline = performance.now() + waitMs;
  while (!tryBegin(database)) {
    if (performance.now() >= deadline) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    await sleep(RETRY_EVERY_MS);
  }
}

function tryBegin(database: BetterSqlite3.Database): boolean {
  // Not prepared once: SQLite applies a busy_timeout pragma when the statement is prepared, not when it runs.
  database.pragma('busy_timeout = 0');
  try {
    database.prepare(BEGIN_IMMEDIATE).run();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
    throw error;
  } finally {
    database.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
  }
}

/** Kysely's SQLite driver with transactions begun by beginWhenFree. */
class PatientSqliteDriver extends SqliteDriver {
  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly raw: BetterSqlite3.Database,
  ) {
    super(config);
  }

  override async beginTransaction(_connection: DatabaseConnection): Promise<void> {
    await beginWhenFree(this.raw);
  }
}

/** Kysely's SQLite dialect on the wrapped database, whose transactions wait for the write lock asynchronously. */
export class PatientSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase,
    private readonly raw: BetterSqlite3.Database,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    return new PatientSqliteDriver({ database: this.database }, this.raw);
  }
}
