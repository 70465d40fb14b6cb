import { type OrderItem, type OrderItemStatus } from '@shop/shared';
import { STAFF_TEXT } from '../staff-text';

const FULFILLED: readonly OrderItemStatus[] = ['SHIPPED', 'DELIVERED', 'RESOLVED'];

/**
 * PRODUCT.md §4, the seller's per-order label over their own items: any DISPUTING -> 'Some Items Disputed';
 * all SHIPPED/DELIVERED/RESOLVED -> 'Done'; otherwise 'Pending'; none -> 'N/A'.
 */
export function sellerOrderLabel(items: readonly Pick<OrderItem, 'status' | 'sellerId'>[], sellerId: number | null): string {
  const own = items.filter((item) => sellerId === null || item.sellerId === sellerId);
  if (own.length === 0) return STAFF_TEXT.orderLabel.empty;
  if (own.some((item) => item.status === 'DISPUTING')) return STAFF_TEXT.orderLabel.disputed;
  if (own.every((item) => FULFILLED.includes(item.status))) return STAFF_TEXT.orderLabel.done;
  return STAFF_TEXT.orderLabel.pending;
}
