import { type Kysely, type Selectable, sql } from 'kysely';
import { dialectOf } from '../db/prepared';
import type { Database, OrderItemsTable } from '../db/schema';
import { httpError } from './http-error';
import { recordLedger, refundSplit, releaseEntries, resolutionEntries } from './ledger';

// When a seller's share of an order item stops being pending (PRODUCT.md §10): its dispute window passed after
// delivery, or its dispute was resolved (with a refund or not). Each happens once per item: the item's
// funds_released_at is set by compare-and-set in the transaction that writes the ledger entries.

const DAY_MS = 86_400_000;

/** When an item delivered at `deliveredAt` can no longer be disputed (fixed on the item when it is delivered). */
export function disputeWindowEnd(deliveredAt: string, windowDays: number): string {
  return new Date(Date.parse(deliveredAt) + windowDays * DAY_MS).toISOString();
}

/** A refund to validate and record with a resolution: 0 ≤ refund ≤ what was paid for the item. */
export function assertRefundWithin(refundCents: number, grossCents: number): void {
  if (refundCents > grossCents) {
    const text = `A refund cannot exceed what was paid for this item ($${(grossCents / 100).toFixed(2)}).`;
    throw httpError(400, text, text, { refundCents: text });
  }
}

/**
 * Inside a resolution's transaction (after its compare-and-set moved the item to RESOLVED): the refund leaves the
 * seller's share and the commission, the rest of the share becomes available, and the item keeps the figures.
 */
export async function settleResolvedItem(trx: Kysely<Database>, ref: { orderId: number; productId: number }, refundCents: number, at: string): Promise<void> {
  const item = await trx
    .selectFrom('order_items')
    .select(['seller_id', 'price_cents', 'quantity', 'commission_cents', 'commission_rate_bp'])
    .where('order_id', '=', ref.orderId)
    .where('product_id', '=', ref.productId)
    .executeTakeFirstOrThrow();
  const grossCents = item.price_cents * item.quantity;
  assertRefundWithin(refundCents, grossCents);
  // Bought before the ledger: no money of it to move (PRODUCT.md §10), the refund is only recorded on the item.
  if (item.commission_rate_bp === null) {
    await trx.updateTable('order_items').set({ refund_cents: refundCents }).where('order_id', '=', ref.orderId).where('product_id', '=', ref.productId).execute();
    return;
  }
  const split = refundSplit(grossCents, item.commission_cents, refundCents);
  const released = await trx
    .updateTable('order_items')
    .set({ refund_cents: refundCents, refund_commission_cents: split.commission, funds_released_at: at })
    .where('order_id', '=', ref.orderId)
    .where('product_id', '=', ref.productId)
    .where('funds_released_at', 'is', null)
    .executeTakeFirst();
  // Released already (cannot happen: a released item is never disputed); nothing is recorded twice.
  if (Number(released.numUpdatedRows) === 0) return;
  await recordLedger(trx, resolutionEntries({ ...ref, sellerId: item.seller_id, grossCents, commissionCents: item.commission_cents }, refundCents, at));
}

/**
 * The items whose share is due at `at`, read from their partial index (migration 0067). SQLite keeps no statistics
 * here, so its planner would take the status index and walk every delivered item (35-55 ms at 80,000 of them, on the
 * one event loop, before every read of money): it is told which index to use (money-plans.test.ts).
 */
function fundsDue(db: Kysely<Database>, at: string) {
  const table = dialectOf(db) === 'sqlite' ? sql`order_items indexed by order_items_funds_due_idx` : sql`order_items`;
  return { table, where: sql`status = 'DELIVERED' and funds_released_at is null and commission_rate_bp is not null and dispute_window_ends_at <= ${at}` };
}

type ReleasedItem = Pick<Selectable<OrderItemsTable>, 'order_id' | 'product_id' | 'seller_id' | 'price_cents' | 'quantity' | 'commission_cents'>;

/**
 * Releases the share of every delivered item whose dispute window has passed, in one transaction: the sweeper's timer
 * and every read of money call it, so a balance is right between two sweeps. Answers the sellers whose money moved.
 */
export function releaseDueFunds(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Re-checked per row under its lock (PostgreSQL) or the single writer (SQLite): racing processes release each once.
    const due = fundsDue(trx, at);
    const { rows } = await sql<ReleasedItem>`update ${due.table} set funds_released_at = ${at} where ${due.where}
      returning order_id, product_id, seller_id, price_cents, quantity, commission_cents`.execute(trx);
    await recordLedger(
      trx,
      rows.flatMap((row) =>
        releaseEntries({ orderId: row.order_id, productId: row.product_id, sellerId: row.seller_id }, row.price_cents * row.quantity - row.commission_cents, at),
      ),
    );
    return [...new Set(rows.map((row) => row.seller_id))];
  });
}

/** Cheap probe first (a range read of the partial index): most reads find nothing to release and write nothing. */
export async function releaseDueFundsIfAny(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  const due = fundsDue(db, now.toISOString());
  const { rows } = await sql<{ order_id: number }>`select order_id from ${due.table} where ${due.where} limit 1`.execute(db);
  return rows.length > 0 ? releaseDueFunds(db, now) : [];
}
