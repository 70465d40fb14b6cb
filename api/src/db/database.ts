import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { pgTypes } from './pg-types';
import { attachDirectReader, queryEvent } from './prepared';
import type { Database } from './schema';
import { SqliteNumberReads } from './sqlite-number-reads';
import { PatientSqliteDialect, toSqliteParams, WRITE_LOCK_WAIT_MS, wrapSqliteDatabase } from './sqlite-driver';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

/**
 * The database file is created (or tightened) to 0600 before SQLite opens it; SQLite gives its -wal and -shm
 * files the main file's mode, so customers' data is never readable by other local users.
 */
function ownerOnlyFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
  for (const companion of [`${path}-wal`, `${path}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
}

export function openSqlite(dataDir: string): BetterSqlite3.Database {
  const file = join(dataDir, 'shop.sqlite');
  ownerOnlyFile(file);
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  connectionSettings(database);
  return database;
}

function connectionSettings(database: BetterSqlite3.Database): void {
  database.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
  // Reads of a large catalogue jump between pages of the table (a price-ordered page, a text match's rows): memory-mapped
  // I/O and a 64 MiB page cache serve them without a system call each.
  database.pragma('mmap_size = 268435456');
  database.pragma('cache_size = -65536');
}

/** A second connection that only reads (sqlite-driver.ts): opened after openSqlite, which made the file WAL. */
export function openSqliteReader(dataDir: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(join(dataDir, 'shop.sqlite'), { fileMustExist: true });
  database.pragma('query_only = ON');
  connectionSettings(database);
  return database;
}

const MAX_NAMED_STATEMENTS = 500;
// A write, or a WITH whose first part writes (the checkout's one-statement order, checkout.repository.ts).
const WRITE = /^\s*(with\s+"?\w+"?\s+as\s+\(\s*)?(insert|update|delete)\b/i;

/** Kysely sends `client.query(text, values)`: a write with values goes out as a named statement instead. */
function nameWrites(client: pg.PoolClient, nameOf: (text: string) => string | undefined): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0 && WRITE.test(text) ? nameOf(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Called after every query (Kysely's log hook), e.g. to time it. */
  onQuery?: ((event: LogEvent) => void) | undefined;
  /**
   * PostgreSQL pool: size (10), longest wait for a connection in ms (5000), statement time limit in ms (none), the
   * parallel workers one statement may start (the server's own setting when not given).
   */
  pool?: { size: number; waitMs: number; statementTimeoutMs: number; parallelWorkers?: number } | undefined;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.onQuery;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes,
      max: options.pool?.size ?? 10,
      // A wait that times out answers 503 (helpers.isDatabaseUnavailable) instead of queueing past the client's 10 s.
      connectionTimeoutMillis: options.pool?.waitMs ?? 5000,
      // Sent at connection start-up, so it holds for every statement on that connection (57014 when exceeded).
      ...(options.pool?.statementTimeoutMs ? { statement_timeout: options.pool.statementTimeoutMs } : {}),
      ...(options.pool?.parallelWorkers === undefined ? {} : { options: `-c max_parallel_workers_per_gather=${options.pool.parallelWorkers}` }),
    });
    // A client losing its connection must not crash the process, idle (the pool's 'error') or checked out between two
    // statements (pg-pool drops its listener then): the next query reports it and answers 503, the pool replaces it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
    // Named statements: each connection parses and plans one once. The prepared reads (db/prepared.ts) are few and
    // fixed; writes (a checkout's dozen inserts and updates) have trivial plans whatever their values. Other reads stay
    // unnamed: a search's best plan depends on its text, and a named statement may settle on one generic plan.
    const names = new Map<string, string>();
    const nameOf = (text: string) => {
      let name = names.get(text);
      if (!name && names.size < MAX_NAMED_STATEMENTS) names.set(text, (name = `shop_${names.size + 1}`));
      return name;
    };
    pool.on('connect', (client) => nameWrites(client, nameOf));
    attachDirectReader(db, {
      read: (text, parameters, planEachCall) => {
        const started = performance.now();
        const name = planEachCall ? undefined : nameOf(text);
        const values = parameters as unknown[];
        return pool.query(name ? { name, text, values } : { text, values }).then(
          (result) => {
            log?.(queryEvent(text, parameters, started));
            return result.rows;
          },
          (error: unknown) => {
            log?.(queryEvent(text, parameters, started, error));
            throw error;
          },
        );
      },
    });
    return { db, dialect: 'postgres' };
  }
  const raw = openSqlite(options.dataDir);
  const numberReads = new SqliteNumberReads(options.dataDir);
  const connection = wrapSqliteDatabase(openSqliteReader(options.dataDir));
  // The reading thread stops with the reader connection (when the app's handle is destroyed).
  const reader = {
    ...connection,
    close: () => {
      connection.close();
      void numberReads.close();
    },
  };
  const db = new Kysely<Database>({ dialect: new PatientSqliteDialect(wrapSqliteDatabase(raw), raw, reader), ...(log ? { log } : {}) });
  // Timed for /metrics as Kysely's own queries are: a read that answers at once, or one that answers later (the thread's).
  const timed = <T>(text: string, parameters: readonly unknown[], run: () => T): T => {
    const started = performance.now();
    const done = (error?: unknown) => log?.(queryEvent(text, parameters, started, error));
    try {
      const result = run();
      if (!(result instanceof Promise)) return (done(), result);
      return result.then(
        (value: unknown) => (done(), value),
        (error: unknown) => {
          done(error);
          throw error;
        },
      ) as T;
    } catch (error) {
      done(error);
      throw error;
    }
  };
  attachDirectReader(db, {
    read: (text, parameters) => timed(text, parameters, () => reader.prepare(text).all(parameters) as unknown[]),
    readNumbers: (text, parameters, joined) => timed(text, parameters, () => numberReads.read(text, toSqliteParams(parameters), joined)),
  });
  return { db, dialect: 'sqlite' };
}
