import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { preparedRead } from '../../db/prepared';
import { LruCache } from '../../lib/lru-cache';
import { escalateOverdue } from '../../plugins/sweeper';
import type { Db } from './orders.repository';

/**
 * Order lists as sent (serialised), kept while what they show is unchanged: the list owner's order counter ('all',
 * 'buyer:<id>', 'seller:<id>'; migration 0047), the reviews counter (the items' "reviewed" flag) and the users counter
 * (buyers' names; 0045) read the same. A buyer's or a seller's counter moves only with their own orders, so their pages
 * stay cached while others shop. Read before the list, so a cached list is never older than its tag.
 */
export class OrderPages {
  private readonly pages = new LruCache<string, { versions: string; body: string }>(10_000, {
    maxWeight: 64 * 1024 * 1024,
    weigh: (page) => page.body.length,
  });

  get(key: string, versions: string): string | undefined {
    const page = this.pages.get(key);
    return page?.versions === versions ? page.body : undefined;
  }

  set(key: string, versions: string, body: string): void {
    this.pages.set(key, { versions, body });
  }
}

const versionsRead = preparedRead((db: Db, { owner, at }: { owner: string; at: string }) =>
  db.selectNoFrom([
    sql<number | null>`(select version from order_versions where owner = ${owner})`.as('orders'),
    sql<number>`(select version from reviews_version where id = 1)`.as('reviews'),
    sql<number>`(select version from users_version where id = 1)`.as('users'),
    // The lazy escalation's probe in the same statement: is a dispute past its deadline and not escalated yet?
    sql<number | boolean>`exists(select 1 from order_items where status = 'DISPUTING' and dispute_due_at <= ${at} and dispute_escalated_at is null)`.as('overdue'),
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

/** Sends a body that is already the route schema's serialisation. */
export function sendSerialised(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body as never);
}
