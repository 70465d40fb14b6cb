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
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(...toSqliteParams(parameters)).map((row) => convertRow(row, names)),
    run: (parameters) => statement.run(...toSqliteParams(parameters)),
    *iterate(parameters) {
      for (const row of statement.iterate(...toSqliteParams(parameters))) yield convertRow(row, names);
    },
  };
}

export function wrapSqliteDatabase(database: BetterSqlite3.Database): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql) => wrapStatement(database.prepare(sql)),
  };
}
