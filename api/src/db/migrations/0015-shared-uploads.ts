import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// PostgreSQL only: uploaded images live in the database so every API process, on any machine, serves the same
// pictures. SQLite runs on one machine, where the files in DATA_DIR/uploads already are that shared place.
export function sharedUploadsMigration(dialect: DialectName): Migration {
  async function up(db: Kysely<unknown>): Promise<void> {
    if (dialect !== 'postgres') return;
    await db.schema
      .createTable('uploads')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull().check(sql`size_bytes >= 0`))
      .addColumn('bytes', 'bytea', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    // Images are already compressed: storing them compressed again only costs CPU on every read.
    await sql`alter table uploads alter column bytes set storage external`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    if (dialect === 'postgres') await db.schema.dropTable('uploads').ifExists().execute();
  }

  return { up, down };
}
