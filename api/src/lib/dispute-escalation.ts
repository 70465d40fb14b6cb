import { type Kysely, sql } from 'kysely';
import { preparedRead } from '../db/prepared';
import type { Database } from '../db/schema';
import { queueMail } from './mail/outbox';
import { recordItemEvents } from './order-item-events';

const HOUR_MS = 3_600_000;

/** When a dispute raised at `raisedAt` must be resolved by the seller before it goes to the admins. */
export function disputeDueAt(raisedAt: string, resolveHours: number): string {
  return new Date(Date.parse(raisedAt) + resolveHours * HOUR_MS).toISOString();
}

// Every order read asks this first (lazily, so a deadline passed since the last sweep already shows): prepared once.
// The status as a literal, so PostgreSQL's generic plan reads the open disputes' index (migration 0049).
const overdueDisputes = preparedRead((db: Kysely<Database>, { at }: { at: string }) =>
  db
    .selectFrom('order_items')
    .select(['order_id', 'product_id', 'seller_id', 'product_name', 'seller_name', 'dispute_reason'])
    .where('status', '=', sql.lit('DISPUTING'))
    .where('dispute_due_at', '<=', at)
    .where('dispute_escalated_at', 'is', null),
);

/**
 * The lazy escalation's probe as a column of another read (one statement instead of two): is a dispute past its
 * deadline and not escalated yet? The earliest open deadline is the first entry of its index (migration 0049) whatever
 * `at` is, so a generic plan stays cheap. True-ish when escalateOverdueDisputes has something to do.
 */
export function overdueProbe(at: string) {
  return sql<number | boolean | null>`(select min(dispute_due_at) from order_items where status = 'DISPUTING' and dispute_escalated_at is null) <= ${at}`;
}

/**
 * Escalates every open dispute past its deadline, each with an ESCALATED step on its timeline in the same
 * transaction, and an e-mail to every administrator. Compare-and-set on dispute_escalated_at, so processes running it at once escalate each dispute once.
 * Answers how many this call escalated; `onEscalated` hears whose disputes moved (for the live bells), after commit.
 */
export async function escalateOverdueDisputes(
  db: Kysely<Database>,
  now = new Date(),
  onEscalated?: (sellerIds: number[]) => void,
): Promise<number> {
  const at = now.toISOString();
  const overdue = await overdueDisputes(db, { at });
  let escalated = 0;
  const sellerIds = new Set<number>();
  for (const item of overdue) {
    const moved = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('order_items')
        .set({ dispute_escalated_at: at })
        .where('order_id', '=', item.order_id)
        .where('product_id', '=', item.product_id)
        .where('status', '=', 'DISPUTING')
        .where('dispute_escalated_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await recordItemEvents(trx, [{ orderId: item.order_id, productId: item.product_id, kind: 'ESCALATED', at, actor: { id: null, role: 'SYSTEM' } }]);
      const admins = await trx.selectFrom('users').select('id').where('role', '=', 'ADMIN').where('disabled', '=', false).execute();
      const data = { orderId: item.order_id, productName: item.product_name, sellerName: item.seller_name, reason: item.dispute_reason ?? '' };
      await queueMail(trx, admins.map((admin) => ({ kind: 'DISPUTE_ESCALATED', userId: admin.id, dedupeKey: `DISPUTE_ESCALATED:${item.order_id}:${item.product_id}:${admin.id}`, data })));
      return true;
    });
    if (!moved) continue;
    escalated += 1;
    sellerIds.add(item.seller_id);
  }
  if (sellerIds.size > 0) onEscalated?.([...sellerIds]);
  return escalated;
}
