// Fast bulk inserts for seed:large, inside the caller's transaction, with progress on long tables.
// SQLite: one prepared single-row INSERT run per row on the raw better-sqlite3 connection (no SQL text per batch).
// PostgreSQL: INSERT … SELECT FROM unnest($1::type[], …) with one array per column, tens of thousands of rows per statement.
import { sql } from './api-deps.mjs';

const PG_ROWS_PER_STATEMENT = 20000;

/** Prints "table: n of N (p%), elapsed, ETA" at most every `everyMs`, and once at the end. */
export function progressReporter(label, total, log, everyMs = 2000) {
  const started = performance.now();
  let last = started;
  return (done, force = false) => {
    const now = performance.now();
    if (!force && now - last < everyMs) return;
    last = now;
    const seconds = (now - started) / 1000;
    const eta = done > 0 ? (seconds / done) * (total - done) : 0;
    log(`  ${label}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${Math.round((done / total) * 100)}%), ${seconds.toFixed(1)} s elapsed, ETA ${eta.toFixed(1)} s`);
  };
}

const sqliteValue = (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

export function insertSqlite(raw, table, rows, log) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const statement = raw.prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const report = progressReporter(table, rows.length, log);
  const values = new Array(columns.length);
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    for (let c = 0; c < columns.length; c += 1) values[c] = sqliteValue(row[columns[c]]);
    statement.run(values);
    if ((index & 16383) === 0) report(index);
  }
  report(rows.length, true);
}

export async function insertPostgres(trx, table, rows, log) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const found = await sql`select column_name as name, udt_name as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(trx);
  const types = new Map(found.rows.map((row) => [row.name, row.type]));
  const report = progressReporter(table, rows.length, log);
  for (let start = 0; start < rows.length; start += PG_ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + PG_ROWS_PER_STATEMENT);
    const arrays = columns.map((column) => sql`${batch.map((row) => row[column])}::${sql.raw(types.get(column))}[]`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select * from unnest(${sql.join(arrays)})`.execute(trx);
    report(start + batch.length);
  }
  report(rows.length, true);
}
