import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './schema';
import { wrapSqliteDatabase } from './sqlite-driver';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;

// Counts and sums (int8/numeric) as numbers and timestamps as ISO strings, so both dialects return the same shapes.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    if (oid === PG_TIMESTAMPTZ) {
      const parseDate = pg.types.getTypeParser(PG_TIMESTAMPTZ, 'text') as (value: string) => Date;
      return (value: string) => parseDate(value).toISOString();
    }
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function openSqlite(dataDir: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(join(dataDir, 'shop.sqlite'));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Reads of a large catalogue jump between pages of the table (a price-ordered page, a text match's rows): memory-mapped
  // I/O and a 64 MiB page cache serve them without a system call each.
  database.pragma('mmap_size = 268435456');
  database.pragma('cache_size = -65536');
  return database;
}

export function createDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const database = wrapSqliteDatabase(openSqlite(options.dataDir));
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}
