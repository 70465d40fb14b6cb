import { sql } from 'kysely';
import type { Db } from './orders.repository';
import { LOW_STOCK_BELOW } from '../../lib/stock-rules';

export interface Summary {
  outstandingOrders: number;
  disputedOrders: number;
  lowStockProducts: number;
}

/** The seller's counts, or everyone's when sellerId is undefined (admin). */
export async function orderSummary(db: Db, sellerId: number | undefined): Promise<Summary> {
  const ordersWith = (status: 'PENDING' | 'DISPUTING') => {
    let query = db.selectFrom('order_items').select(sql<number>`count(distinct order_id)`.as('count')).where('status', '=', status);
    if (sellerId !== undefined) query = query.where('seller_id', '=', sellerId);
    return query.executeTakeFirstOrThrow();
  };
  // PRODUCT.md: "low stock below 10" — sold-out live products (stock 0) count as low too.
  let lowStock = db.selectFrom('products').select(sql<number>`count(*)`.as('count')).where('deleted', '=', false).where('stock', '<', LOW_STOCK_BELOW);
  if (sellerId !== undefined) lowStock = lowStock.where('seller_id', '=', sellerId);
  const [outstanding, disputed, low] = await Promise.all([ordersWith('PENDING'), ordersWith('DISPUTING'), lowStock.executeTakeFirstOrThrow()]);
  return { outstandingOrders: Number(outstanding.count), disputedOrders: Number(disputed.count), lowStockProducts: Number(low.count) };
}
