import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database';

// A live-event ticket (lib/stream-ticket.ts) opens one stream, once, whichever process it reaches: the id of each
// ticket taken is kept here until the ticket would have expired anyway (then swept).
export function usedStreamTicketsMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('used_stream_tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await sql`create index used_stream_tickets_expiry_idx on used_stream_tickets (expires_at)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('used_stream_tickets').execute();
    },
  };
}
