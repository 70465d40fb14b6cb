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
