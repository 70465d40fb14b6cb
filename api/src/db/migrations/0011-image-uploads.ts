import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// Who uploaded which image, how large it is stored and when: the per-seller daily quota and the total size guard.
export function imageUploadsMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';
  const timestamp = pgsql ? sql`timestamptz` : sql`text`;
  const now = pgsql ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('image_uploads')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`create index image_uploads_user_created_idx on image_uploads (user_id, created_at)`.execute(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('image_uploads').execute();
  }

  return { up, down };
}
