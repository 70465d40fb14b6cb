import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

interface DriverError {
  code?: unknown;
}

function code(error: unknown): string {
  return typeof error === 'object' && error !== null ? String((error as DriverError).code ?? '') : '';
}

/** Unique/primary-key violation on either dialect (SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const value = code(error);
  return value === '23505' || value === 'SQLITE_CONSTRAINT_UNIQUE' || value === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Foreign-key violation on either dialect (SQLite SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const value = code(error);
  return value === '23503' || value === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** PostgreSQL data exceptions (22xxx: out of range, bad datetime…) and SQLite CHECK failures are bad input. */
export function isInvalidDataError(error: unknown): boolean {
  const value = code(error);
  return value.startsWith('22') || value === '23514' || value === 'SQLITE_CONSTRAINT_CHECK' || value === 'SQLITE_MISMATCH';
}

// PostgreSQL classes that mean "the database cannot serve now", not "the request was wrong": 08 connection
// exceptions, 53 insufficient resources, 57P01-57P03 shutdown/recovery, 57014 statement time-out (query_canceled).
const PG_UNAVAILABLE = /^(08|53|57P0[1-3]$|57014$)/;
// Socket faults of a refused or dropped database connection.
const SOCKET_FAULTS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres raises these without a code: the pool's wait for a connection timed out, or the connection broke.
const PG_CLIENT_FAULTS = /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Connection ended unexpectedly/i;

/**
 * A fault of the database or the way to it (refused, dropped, in recovery, statement or pool time-out, SQLite busy
 * past its busy_timeout): the request may succeed later, so it answers 503 + Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const value = code(error);
  if (PG_UNAVAILABLE.test(value) || SOCKET_FAULTS.has(value) || value.startsWith('SQLITE_BUSY')) return true;
  return error instanceof Error && PG_CLIENT_FAULTS.test(error.message);
}

/** Current instant as the ISO string both dialects store and compare. */
export function nowIso(): string {
  return new Date().toISOString();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive substring match, with % and _ in the user's text matched literally, on both dialects. */
export function containsInsensitive(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

/** A stored instant as the API answers it: PostgreSQL's driver hands timestamps over as Date objects, SQLite as the ISO text written. */
export function isoInstant(value: unknown): string | null {
  return value == null ? null : value instanceof Date ? value.toISOString() : String(value);
}
