import { type Kysely, type Migration, sql } from 'kysely';

// 0063 made message_id unique with an index. Each id is a random UUID (122 random bits) that nothing looks up, and an
// index of random values touches a different page with every checkout's messages (on PostgreSQL a full page in the WAL
// after each checkpoint): the index goes, the column and its meaning stay.
export function mailMessageIdUnindexedMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`drop index mail_outbox_message_id_uq`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`create unique index mail_outbox_message_id_uq on mail_outbox (message_id)`.execute(db);
    },
  };
}
