import type { Updateable } from 'kysely';
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
}

/** The order's buyer, the item's seller, its current status and name; null when the order has no such item. */
export async function findItemAccess(db: Db, ref: ItemRef): Promise<ItemAccess | null> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.user_id as buyerId', 'order_items.seller_id as sellerId', 'order_items.status', 'order_items.product_name as productName'])
    .where('order_items.order_id', '=', ref.orderId)
    .where('order_items.product_id', '=', ref.productId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Moves the item only if it is still in one of `from` (compare-and-set), so of two concurrent changes only one wins.
 * Answers whether this call made the change.
 */
export async function moveItem(
  db: Db,
  ref: ItemRef,
  from: ReadonlyArray<OrderItemStatus>,
  changes: Updateable<OrderItemsTable> & { status: OrderItemStatus },
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set(changes)
    .where('order_id', '=', ref.orderId)
    .where('product_id', '=', ref.productId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
