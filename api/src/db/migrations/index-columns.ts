import { type Migration, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database';

/**
 * A migration that redefines one PostgreSQL index under the same name: dropped, then created on `columns.up` (or, going
 * down, `columns.down`). SQLite is left alone: its indexes end with the rowid, the column these migrations add.
 */
export function postgresIndexColumnsMigration(dialect: DialectName, table: string, index: string, columns: { up: RawBuilder<unknown>; down: RawBuilder<unknown> }): Migration {
  const build = async (db: Parameters<Migration['up']>[0], on: RawBuilder<unknown>) => {
    if (dialect !== 'postgres') return;
    await sql`drop index ${sql.id(index)}`.execute(db);
    await sql`create index ${sql.id(index)} on ${sql.table(table)} (${on})`.execute(db);
  };
  return { up: (db) => build(db, columns.up), down: (db) => build(db, columns.down) };
}
