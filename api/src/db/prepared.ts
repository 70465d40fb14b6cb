import { type Compilable, CompiledQuery, type Kysely, type LogEvent, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import { parseNumbers } from './numbers-text';
import type { Database } from './schema';

type Db = Kysely<Database>;
type Dialect = 'sqlite' | 'postgres';

/** Which database a Kysely handle (or a transaction of it) talks to. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * `column in (list)` with the whole list bound as one value, so one prepared read serves lists of any length:
 * SQLite reads it as JSON (preparedRead binds arrays as JSON text there), PostgreSQL as an array.
 */
export function inList(dialect: Dialect, column: string, list: readonly unknown[]): RawBuilder<SqlBool> {
  return dialect === 'postgres' ? sql<SqlBool>`${sql.ref(column)} = any(${list})` : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${list}))`;
}

/**
 * Runs a compiled read outside Kysely's executor: synchronously on SQLite's reader connection (never inside a
 * transaction, which runs on the writer), straight to the pool on PostgreSQL.
 */
export interface DirectReader {
  /** `planEachCall`: PostgreSQL plans the statement for these values (unnamed), never a generic plan kept for all. */
  read(sql: string, parameters: readonly unknown[], planEachCall?: boolean): unknown[] | Promise<unknown[]>;
  /**
   * SQLite: the first column of every row as numbers, read on a thread of its own (db/sqlite-number-reads.ts: long
   * lists of ids); `joined`: the statement answers one text of numbers joined by commas.
   */
  readNumbers?(sql: string, parameters: readonly unknown[], joined: boolean): Promise<Float64Array>;
}

const directReaders = new WeakMap<Db, DirectReader>();

/** Set by createDatabase for the app's own handle; transactions and other Kysely instances keep Kysely's path. */
export function attachDirectReader(db: Db, reader: DirectReader): void {
  directReaders.set(db, reader);
}

/** The timing event Kysely's `log` hook would have had, so /metrics counts direct reads too. */
export function queryEvent(sql: string, parameters: readonly unknown[], started: number, error?: unknown): LogEvent {
  const query = { sql, parameters, query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] } } as unknown as CompiledQuery;
  const queryDurationMillis = performance.now() - started;
  return error === undefined ? { level: 'query', query, queryDurationMillis } : { level: 'error', query, queryDurationMillis, error };
}

/** Where a value goes in a prepared read's SQL; found again among the compiled parameters by identity. */
class Slot {
  constructor(readonly name: string) {}
}

interface Compiled<Values> {
  sql: string;
  bind: (values: Values) => unknown[];
}

/**
 * A read whose SQL Kysely builds once per dialect; each call only binds its values. Building and compiling a query
 * with Kysely cost more than running an indexed read (~0.03 ms a query against ~0.005 ms for a primary-key read on
 * SQLite). `build` is handed slots in place of the values: use them only as values (not as lists or to decide
 * the query's shape), since the same SQL serves every later call. A raw `sql` query is built the same way.
 * PostgreSQL runs it as a named statement, planned once per connection, unless `planEachCall` (a read whose best plan
 * depends on its values, such as a text search: a named statement may settle on one generic plan for all).
 */
export function preparedRead<Values extends object, Row>(build: (db: Db, values: Values, dialect: Dialect) => Compilable<Row> | RawBuilder<Row>, { planEachCall = false } = {}) {
  // One entry per dialect: the same query compiles to different SQL on SQLite and PostgreSQL.
  const byDialect = new Map<Dialect, Compiled<Values>>();
  function compiled(db: Db): Compiled<Values> {
    const dialect = dialectOf(db);
    let entry = byDialect.get(dialect);
    if (!entry) {
      const slots = new Proxy({}, { get: (_target, name) => new Slot(String(name)) }) as Values;
      // A raw query compiles against `db`; a query builder's compile() takes no argument and ignores it.
      const query = (build(db, slots, dialect) as RawBuilder<Row>).compile(db);
      const parameters = query.parameters;
      // A list (inList) travels as JSON text on SQLite, which binds no arrays.
      const value = dialect === 'sqlite' ? (bound: unknown) => (Array.isArray(bound) ? JSON.stringify(bound) : bound) : (bound: unknown) => bound;
      entry = { sql: query.sql, bind: (values) => parameters.map((parameter) => (parameter instanceof Slot ? value((values as Record<string, unknown>)[parameter.name]) : parameter)) };
      byDialect.set(dialect, entry);
    }
    return entry;
  }
  return async (db: Db, values: Values): Promise<Row[]> => {
    const { sql, bind } = compiled(db);
    const parameters = bind(values);
    const direct = directReaders.get(db)?.read(sql, parameters, planEachCall);
    if (direct !== undefined) return (await direct) as Row[];
    return (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows as Row[];
  };
}

/**
 * The first column of every row as numbers, on either database. SQLite: bare values, read on a thread of the app's
 * own handle (db/sqlite-number-reads.ts), with no row object per id (a long list of ids, 100,000 at a time, cost
 * several times the read through Kysely). PostgreSQL: one text, `{1,2,3}`, in the query's order (an ARRAY of the
 * subquery): a row object each, parsed by the driver, cost the API more than the statement cost PostgreSQL for 100,000 ids.
 */
export async function readNumberColumn(db: Db, query: Compilable<unknown> | RawBuilder<unknown>): Promise<number[]> {
  // A raw query compiles against `db`; a query builder's compile() takes no argument and ignores it.
  const { sql: text, parameters } = (query as RawBuilder<unknown>).compile(db);
  if (dialectOf(db) === 'sqlite') return Array.from(await sqliteNumbers(db, text, parameters, false));
  return readPostgresList(db, text, parameters);
}

/**
 * The same numbers in any order (a set's members): SQLite joins them into one text (group_concat, whose order SQLite
 * does not promise), where a value per row cost more than the read itself for an FTS5 match's rowids (52,774 ids:
 * 18.6 ms against 8.0, timed one-off on 100,000 products, 2026-11-28). PostgreSQL: as readNumberColumn.
 */
export async function readNumberSet(db: Db, query: Compilable<unknown> | RawBuilder<unknown>): Promise<number[]> {
  const { sql: text, parameters } = (query as RawBuilder<unknown>).compile(db);
  if (dialectOf(db) !== 'sqlite') return readPostgresList(db, text, parameters);
  return Array.from(await sqliteNumbers(db, `with listed(value) as (${text}) select group_concat(value) from listed`, parameters, true));
}

function sqliteNumbers(db: Db, text: string, parameters: readonly unknown[], joined: boolean): Promise<Float64Array> {
  const readNumbers = directReaders.get(db)?.readNumbers;
  if (!readNumbers) throw new Error('readNumberColumn, readNumberSet: on SQLite only the app handle reads bare values');
  return readNumbers(text, parameters, joined);
}

async function readPostgresList(db: Db, text: string, parameters: readonly unknown[]): Promise<number[]> {
  const { rows } = await db.executeQuery<{ ids: string }>(CompiledQuery.raw(`select array(${text})::text as ids`, [...parameters]));
  const ids = rows[0]?.ids ?? '{}';
  return parseNumbers(ids.slice(1, -1));
}
