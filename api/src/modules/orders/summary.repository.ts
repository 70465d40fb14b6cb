import { type Expression, type SqlBool, sql } from 'kysely';
import { preparedRead } from '../../db/prepared';
import type { Db } from './orders.repository';

export interface Summary {
  outstandingOrders: number;
  disputedOrders: number;
  lowStockProducts: number;
}

type Counts = { outstanding: number; disputed: number; low: number };

/** The three counts in one statement (one round trip): orders from their covering indexes (migration 0042), low stock from its counters. */
function summaryOf(db: Db, mine: (column: string) => Expression<SqlBool>) {
  // The status as a literal: PostgreSQL's generic plan of the named statement is then exact, not re-planned per call.
  const ordersWith = (status: 'PENDING' | 'DISPUTING') =>
    sql<number>`(select count(distinct order_id) from order_items where status = ${sql.lit(status)} and ${mine('order_items.seller_id')})`;
  // PRODUCT.md: "low stock below 10" — sold-out live products (stock 0) count as low too. Kept per seller by triggers
  // (migration 0048): stock is in no index, so that a sale updates its product row in place.
  const low = sql<number>`(select coalesce(sum(products), 0) from low_stock_counts where ${mine('low_stock_counts.seller_id')})`;
  return db.selectNoFrom([ordersWith('PENDING').as('outstanding'), ordersWith('DISPUTING').as('disputed'), low.as('low')]);
}

const sellerSummary = preparedRead((db: Db, { sellerId }: { sellerId: number }) => summaryOf(db, (column) => sql<SqlBool>`${sql.ref(column)} = ${sellerId}`));
const everyonesSummary = preparedRead((db: Db, _values: Record<string, never>) => summaryOf(db, () => sql<SqlBool>`1 = 1`));

/** The seller's counts, or everyone's when sellerId is undefined (admin). */
export async function orderSummary(db: Db, sellerId: number | undefined): Promise<Summary> {
  const [row] = sellerId === undefined ? await everyonesSummary(db, {}) : await sellerSummary(db, { sellerId });
  const counts = row as Counts;
  return { outstandingOrders: Number(counts.outstanding), disputedOrders: Number(counts.disputed), lowStockProducts: Number(counts.low) };
}
