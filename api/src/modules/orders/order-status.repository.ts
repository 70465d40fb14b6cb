import { sql, type Updateable } from 'kysely';
import type { OrderItemStatus, OrderItemsTable } from '../../db/schema';
import type { Db } from './orders.repository';

export interface ItemRef {
  orderId: number;
  productId: number;
}

export interface ItemAccess {
  buyerId: number;
  sellerId: number;
  status: OrderItemStatus;
  productName: string;
  /** What the buyer paid for the item (price × quantity): the most a refund may give back. */
  grossCents: number;
  deliveredAt: string | null;
  disputeWindowEndsAt: string | null;
}

/** The order's buyer, the item's seller, its current status and name; null when the order has no such item. */
export async function findItemAccess(db: Db, ref: ItemRef): Promise<ItemAccess | null> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.user_id as buyerId', 'order_items.seller_id as sellerId', 'order_items.status', 'order_items.product_name as productName', 'order_items.delivered_at as deliveredAt', 'order_items.dispute_window_ends_at as disputeWindowEndsAt'])
    .select(sql<number>`order_items.price_cents * order_items.quantity`.as('grossCents'))
    .where('order_items.order_id', '=', ref.orderId)
    .where('order_items.product_id', '=', ref.productId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Moves the item only if it is still in one of `from` (compare-and-set), so of two concurrent changes only one wins.
 * `windowOpenAt`: a delivered item moves only if its dispute window is still open then and its share is not released
 * (PRODUCT.md §10). Answers whether this call made the change.
 */
export async function moveItem(
  db: Db,
  ref: ItemRef,
  from: ReadonlyArray<OrderItemStatus>,
  changes: Updateable<OrderItemsTable> & { status: OrderItemStatus },
  windowOpenAt?: string,
): Promise<boolean> {
  let update = db
    .updateTable('order_items')
    .set(changes)
    .where('order_id', '=', ref.orderId)
    .where('product_id', '=', ref.productId)
    .where('status', 'in', [...from]);
  if (windowOpenAt !== undefined) {
    update = update
      // An item delivered before windows were kept (migration 0067) has none to close.
      .where((eb) => eb.or([eb('status', '<>', 'DELIVERED'), eb('dispute_window_ends_at', 'is', null), eb('dispute_window_ends_at', '>', windowOpenAt)]))
      .where('funds_released_at', 'is', null);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
