import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { preparedRead } from '../../db/prepared';
import { overdueProbe } from '../../lib/dispute-escalation';
import { escalateOverdue } from '../../plugins/sweeper';
import type { Db } from './orders.repository';

// Order lists are kept as sent (lib/cached-answer.ts KeptPages) while what they show is unchanged: the list owner's
// order counter ('all', 'buyer:<id>', 'seller:<id>'; migration 0047), the reviews counter (the items' "reviewed" flag)
// and the users counter (buyers' names; 0045) read the same. A buyer's or a seller's counter moves only with their own
// orders, so their pages stay kept while others shop. Read before the list, so a kept list is never older than its tag.

/** The counters of `owner`'s lists and the escalation probe, in one statement (exported for its plan test). */
export const versionsRead = preparedRead((db: Db, { owner, at }: { owner: string; at: string }) =>
  db.selectNoFrom([
    // A sum: PostgreSQL spreads the 'all' counter over several rows (migration 0052).
    sql<number | null>`(select sum(version) from order_versions where owner = ${owner})`.as('orders'),
    sql<number>`(select version from reviews_version where id = 1)`.as('reviews'),
    sql<number>`(select version from users_version where id = 1)`.as('users'),
    // The lazy escalation's probe in the same statement.
    overdueProbe(at).as('overdue'),
  ]),
);

/**
 * The counters `owner`'s order lists depend on, as one tag. A dispute past its deadline is escalated first (lazily,
 * so one whose deadline passed since the last sweep already shows), which moves the counters: they are read again.
 */
export async function orderListVersions(app: FastifyInstance, owner: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const [row] = await versionsRead(app.db, { owner, at: new Date().toISOString() });
    if (!row) throw new Error('the order counters could not be read');
    if (!row.overdue || attempt > 0) return `${row.orders ?? 0}:${row.reviews}:${row.users}`;
    await escalateOverdue(app);
  }
}
