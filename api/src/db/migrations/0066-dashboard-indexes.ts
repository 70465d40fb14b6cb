import { type Kysely, type Migration, sql } from 'kysely';

// Issue 34: the admin's dashboard counts open disputes by age. Their own index, ordered by when each was raised and
// holding whether it was escalated, answers that from the index alone, never reading the items' rows. Only open
// disputes are in it, so a checkout (PENDING items) never writes to it. The orders get no index by time: one on
// (created_at, order_price_cents) would let the dashboard read only a period's orders, but it cost the checkout
// 15-20 % on both databases (bench --checkout-only, bench/results/trials 2026-11-26 T1802 and T1805 against T1808).
export function dashboardIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index order_items_open_dispute_age_idx on order_items (dispute_raised_at, dispute_escalated_at)
        where status = 'DISPUTING'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index order_items_open_dispute_age_idx`.execute(db);
    },
  };
}
