import { type Kysely, type Migration, sql } from 'kysely';

// Every order list first asks whether an open dispute is past its deadline (the lazy escalation's probe,
// orders-cache.ts). PostgreSQL runs that probe as a named statement, and its generic plan cannot know the deadline
// parameter, so it scanned every order item (10 ms at 100,000 products, under load 40 ms and more). The open disputes
// get an index of their own, ordered by deadline: the probe reads its first entry, whatever the parameter, and the
// sweep's search for overdue disputes reads only the open ones.
export function openDisputesIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index order_items_open_dispute_due_idx on order_items (dispute_due_at)
        where status = 'DISPUTING' and dispute_escalated_at is null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index order_items_open_dispute_due_idx`.execute(db);
    },
  };
}
