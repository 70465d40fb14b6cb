import { LRUCache } from 'lru-cache';
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SqliteDialect, SqliteDriver, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';

// better-sqlite3 cannot bind booleans or Dates; store them as 0/1 and ISO strings like PostgreSQL would accept.
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

export function toSqliteParams(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(toSqliteValue);
}

/**
 * Builds a reader's rows from its values: columns whose source column is declared BOOLEAN come back as true/false,
 * matching PostgreSQL. Rows are read as arrays and built here, booleans and all in one pass: better-sqlite3's own row
 * objects, with the booleans then turned in a second pass, cost about a third more for a listing page's 20 rows (timed
 * one-off, 100,000 products).
 */
function rowBuilder(statement: BetterSqlite3.Statement): (values: unknown[]) => Record<string, unknown> {
  const columns = statement.columns();
  const names = columns.map((column) => column.name);
  const booleans = columns.map((column) => column.type?.toLowerCase() === 'boolean');
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) {
      const value = values[index];
      // A later column of the same name wins, as in better-sqlite3's own rows.
      row[names[index]!] = booleans[index] && (typeof value === 'number' || typeof value === 'bigint') ? Number(value) !== 0 : value;
    }
    return row;
  };
}

/** A kept statement; `readonly`: it cannot write (better-sqlite3's own test), so it may run on the reader. */
export interface KeptStatement extends SqliteStatement {
  readonly: boolean;
}

/** The connection as Kysely's SQLite dialect sees it, its statements kept by SQL text. */
export interface KeptStatements extends SqliteDatabase {
  prepare(sql: string): KeptStatement;
}

function wrapStatement(statement: BetterSqlite3.Statement): KeptStatement {
  const toRow = statement.reader ? rowBuilder(statement) : null;
  const rawIfReader = (chosen: BetterSqlite3.Statement) => (toRow ? chosen.raw(true) : chosen);
  rawIfReader(statement);
  // A cached statement may still be iterating for another caller (a stream); a fresh copy never is.
  const ready = () => (statement.busy ? rawIfReader(statement.database.prepare(statement.source)) : statement);
  return {
    reader: statement.reader,
    readonly: statement.readonly,
    all: (parameters) => {
      const result = ready().all(...toSqliteParams(parameters));
      return toRow ? (result as unknown[][]).map(toRow) : result;
    },
    run: (parameters) => ready().run(...toSqliteParams(parameters)),
    *iterate(parameters) {
      for (const values of ready().iterate(...toSqliteParams(parameters))) yield toRow ? toRow(values as unknown[]) : values;
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

export function wrapSqliteDatabase(database: BetterSqlite3.Database): KeptStatements {
  const statements = new LRUCache<string, KeptStatement>({ max: STATEMENT_CACHE_SIZE });
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

/** Statements that cannot run inside a transaction (or end one): run as they are. */
const RUNS_OUTSIDE_TRANSACTIONS = /^\s*(pragma|vacuum|begin|commit|end|rollback|savepoint|release|attach|detach)\b/i;

/** The driver's two connections, as each acquisition uses them (made once per driver, shared by every acquisition). */
interface Connections {
  reader: KeptStatements;
  /** Kysely's one writer connection, behind its mutex. */
  takeWriter: () => Promise<DatabaseConnection>;
  giveBackWriter: () => Promise<void>;
  /** BEGIN IMMEDIATE on the writer, by beginWhenFree. */
  beginWrite: () => Promise<void>;
  writerInTransaction: () => boolean;
}

/**
 * One acquisition of the database, as Kysely asks for one per query or transaction. It reads on the reader connection
 * and takes the writer (Kysely's one connection, behind its mutex) only for a transaction or a write: a read never
 * waits behind a transaction of this process, even one still waiting for another process's write lock.
 */
class ReadFirstConnection implements DatabaseConnection {
  private writer: DatabaseConnection | undefined;

  constructor(private readonly connections: Connections) {}

  /** From the transaction's BEGIN until this acquisition is released, every statement runs on the writer. */
  async holdWriter(): Promise<void> {
    this.writer ??= await this.connections.takeWriter();
  }

  async release(): Promise<void> {
    const writer = this.writer;
    this.writer = undefined;
    if (writer) await this.connections.giveBackWriter();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.writer.executeQuery<R>(query);
    const read = this.readOnly(query.sql);
    if (read) return { rows: read.all(query.parameters) as R[] };
    // A write outside a transaction: on the writer, once no transaction of this process holds it, and as a
    // transaction of its own begun by beginWhenFree: SQLite's own wait for another process's write lock would sleep
    // inside the call and freeze every request of this process (the mail sender's claims and marks, for instance).
    const { takeWriter, giveBackWriter, beginWrite, writerInTransaction } = this.connections;
    const writer = await takeWriter();
    try {
      if (RUNS_OUTSIDE_TRANSACTIONS.test(query.sql)) return await writer.executeQuery<R>(query);
      await beginWrite();
      try {
        const result = await writer.executeQuery<R>(query);
        await writer.executeQuery(CompiledQuery.raw('commit'));
        return result;
      } catch (error) {
        if (writerInTransaction()) await writer.executeQuery(CompiledQuery.raw('rollback'));
        throw error;
      }
    } finally {
      await giveBackWriter();
    }
  }

  /** The statement on the reader when it is a query that only reads; else (or not preparable there) the writer's. */
  private readOnly(sql: string): KeptStatement | undefined {
    try {
      const statement = this.connections.reader.prepare(sql);
      // A statement that returns no rows (DDL, BEGIN, a no-op `drop … if exists`) keeps to the writer.
      return statement.readonly && statement.reader ? statement : undefined;
    } catch {
      return undefined;
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // Streams are rare (none in the app today): on the writer, as Kysely's own driver runs them; one inside a
    // transaction leaves the writer to it.
    const inTransaction = this.writer !== undefined;
    await this.holdWriter();
    try {
      yield* this.writer!.streamQuery<R>(query, chunkSize);
    } finally {
      if (!inTransaction) await this.release();
    }
  }
}

/**
 * Kysely's SQLite driver on two connections to one file: the writer (Kysely's own, one statement or transaction at a
 * time behind its mutex; transactions begun by beginWhenFree) and a reader (`query_only`) for every read outside a
 * transaction. In WAL mode the reader sees the last commit of any process while the writer holds a transaction open.
 */
class PatientSqliteDriver extends SqliteDriver {
  private readonly connections: Connections;

  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    raw: BetterSqlite3.Database,
    private readonly reader: KeptStatements,
  ) {
    super(config);
    this.connections = {
      reader,
      takeWriter: () => super.acquireConnection(),
      giveBackWriter: () => super.releaseConnection(),
      beginWrite: () => beginWhenFree(raw),
      writerInTransaction: () => raw.inTransaction,
    };
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadFirstConnection(this.connections);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Released with the acquisition (Kysely releases it whether the BEGIN, the work or the COMMIT failed).
    await (connection as ReadFirstConnection).holdWriter();
    await this.connections.beginWrite();
  }

  // Kysely passes the acquisition back (its SqliteDriver's own signature leaves the argument out).
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    await (connection as ReadFirstConnection).release();
  }

  override async destroy(): Promise<void> {
    this.reader.close();
    await super.destroy();
  }
}

/** Kysely's SQLite dialect on the wrapped writer and reader, whose transactions wait for the write lock asynchronously. */
export class PatientSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase,
    private readonly raw: BetterSqlite3.Database,
    private readonly reader: KeptStatements,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    return new PatientSqliteDriver({ database: this.database }, this.raw, this.reader);
  }
}
