import type { Insertable, Kysely } from 'kysely';
import type { LedgerAccount, LedgerEntriesTable } from '../db/money-schema';
import type { Database } from '../db/schema';

// The marketplace's money (issue 33, PRODUCT.md §10) in integer cents: never a float. Every movement is a
// transaction of entries that sum to zero; an order item's entries always add up to
//   paid = seller share (pending + available + paid out) + commission + refunds.
// A checkout's entries (BUYER_PAYMENTS −paid, SELLER_PENDING paid − commission, COMMISSION) are written by the
// database as each priced item is inserted (trigger order_items_checkout_ledger, migration 0067); the movements
// after it are built here.

/** 100 % in basis points. */
export const FULL_RATE_BP = 10_000;

/** a × b / c rounded half up, exactly (BigInt: cents × cents overflows a double's integers). */
function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const product = BigInt(a) * BigInt(b);
  return Number((product * 2n + BigInt(c)) / (2n * BigInt(c)));
}

/** The commission on `grossCents` at `rateBp`, rounded half up to the cent. */
export function commissionCents(grossCents: number, rateBp: number): number {
  return mulDivRound(grossCents, rateBp, FULL_RATE_BP);
}

/** Who bears a refund: the commission returned is the commission's share of what is refunded; the rest is the seller's. */
export function refundSplit(grossCents: number, commission: number, refundCents: number): { commission: number; seller: number } {
  const returned = mulDivRound(commission, refundCents, grossCents);
  return { commission: returned, seller: refundCents - returned };
}

export interface ItemRefWithSeller {
  orderId: number;
  productId: number;
  sellerId: number;
}

export type LedgerRow = Insertable<LedgerEntriesTable>;

function entry(txn: string, account: LedgerAccount, item: ItemRefWithSeller, amountCents: number, at: string, statementId: number | null = null): LedgerRow {
  const sellerOwned = account.startsWith('SELLER_');
  return {
    txn,
    account,
    seller_id: sellerOwned ? item.sellerId : null,
    order_id: item.orderId,
    product_id: item.productId,
    statement_id: statementId,
    amount_cents: amountCents,
    at,
  };
}

/**
 * A resolved dispute: the refund (if any) leaves the seller's pending share and the commission, and the rest of the
 * share becomes available. Both in one transaction per item.
 */
export function resolutionEntries(
  item: ItemRefWithSeller & { grossCents: number; commissionCents: number },
  refundCents: number,
  at: string,
): LedgerRow[] {
  const split = refundSplit(item.grossCents, item.commissionCents, refundCents);
  const released = item.grossCents - item.commissionCents - split.seller;
  const txn = `resolution:${item.orderId}:${item.productId}`;
  const rows = [
    entry(txn, 'BUYER_REFUNDS', item, refundCents, at),
    entry(txn, 'COMMISSION', item, -split.commission, at),
    entry(txn, 'SELLER_PENDING', item, -split.seller - released, at),
    entry(txn, 'SELLER_AVAILABLE', item, released, at),
  ];
  return rows.filter((row) => row.amount_cents !== 0);
}

/** The dispute window passed: the seller's whole pending share of the item becomes available. */
export function releaseEntries(item: ItemRefWithSeller, shareCents: number, at: string): LedgerRow[] {
  const txn = `release:${item.orderId}:${item.productId}`;
  if (shareCents === 0) return [];
  return [entry(txn, 'SELLER_PENDING', item, -shareCents, at), entry(txn, 'SELLER_AVAILABLE', item, shareCents, at)];
}

/** A statement marked paid: each of its items' net leaves the seller's available balance for paid out. */
export function payoutEntries(statementId: number, items: Array<ItemRefWithSeller & { netCents: number }>, at: string): LedgerRow[] {
  const txn = `payout:${statementId}`;
  return items.flatMap((item) =>
    item.netCents === 0
      ? []
      : [entry(txn, 'SELLER_AVAILABLE', item, -item.netCents, at, statementId), entry(txn, 'SELLER_PAID_OUT', item, item.netCents, at, statementId)],
  );
}

/** The rows, once each transaction among them is seen to sum to zero (a programming error otherwise). */
export function balanced(rows: LedgerRow[]): LedgerRow[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.txn, (sums.get(row.txn) ?? 0) + row.amount_cents);
  for (const [txn, sum] of sums) if (sum !== 0) throw new Error(`Ledger transaction ${txn} does not balance (${sum} cents).`);
  return rows;
}

/** Appends entries; call it with the transaction that made the change they record. */
export async function recordLedger(db: Kysely<Database>, rows: LedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('ledger_entries').values(balanced(rows)).execute();
}
