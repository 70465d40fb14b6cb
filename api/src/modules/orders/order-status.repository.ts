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
}

/** The order's buyer, the item's seller, its current status and name; null when the order has no such item. */
export async function findItemAccess(db: Db, ref: ItemRef): Promise<ItemAccess | null> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.user_id as buyerId', 'order_items.seller_id as sellerId', 'order_items.status', 'order_items.product_name as productName', 'order_items.delivered_at as deliveredAt'])
    .select(sql<number>`order_items.price_cents * order_items.quantity`.as('grossCents'))
    .where('order_items.order_id', '=', ref.orderId)
    .where('order_items.product_id', '=', ref.productId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Moves the item only if it is still in one of `from` (compare-and-set), so of two concurrent changes only one wins.
 * `deliveredAfter`: a delivered item moves only if it was delivered after that instant and its share is not released
 * (the dispute window, PRODUCT.md §10). Answers whether this call made the change.
 */
export async function moveItem(
  db: Db,
  ref: ItemRef,
  from: ReadonlyArray<OrderItemStatus>,
  changes: Updateable<OrderItemsTable> & { status: OrderItemStatus },
  deliveredAfter?: string,
): Promise<boolean> {
  let update = db
    .updateTable('order_items')
    .set(changes)
    .where('order_id', '=', ref.orderId)
    .where('product_id', '=', ref.productId)
    .where('status', 'in', [...from]);
  if (deliveredAfter !== undefined) {
    update = update
      // An item delivered before delivery times were kept (migration 0025) has no window to close.
      .where((eb) => eb.or([eb('status', '<>', 'DELIVERED'), eb('delivered_at', 'is', null), eb('delivered_at', '>', deliveredAfter)]))
      .where('funds_released_at', 'is', null);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
