import type { Updateable } from 'kysely';
import type { OrderItemsTable } from '../../db/schema';
import type { QueuedMail } from '../../lib/mail/outbox';
import type { ItemAccess, ItemRef } from './order-status.repository';

type Move = 'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED';

/**
 * The e-mail an item's move sends: shipped and resolved to the buyer, delivered and disputed to the item's seller.
 * Each move happens once per item (PRODUCT.md §4), so the item names the event.
 */
export function moveMail(move: Move, ref: ItemRef, item: ItemAccess, changes: Updateable<OrderItemsTable>, details: { carrier?: string | null; trackingNumber?: string | null; refundCents?: number | null }): QueuedMail {
  const { orderId } = ref;
  const key = (kind: string) => `${kind}:${ref.orderId}:${ref.productId}`;
  const productName = item.productName;
  switch (move) {
    case 'SHIPPED':
      return {
        kind: 'ITEM_SHIPPED',
        userId: item.buyerId,
        dedupeKey: key('ITEM_SHIPPED'),
        data: { orderId, productName, deliveryDate: String(changes.delivery_date), carrier: details.carrier ?? null, trackingNumber: details.trackingNumber ?? null },
      };
    case 'DELIVERED':
      return { kind: 'ITEM_DELIVERED', userId: item.sellerId, dedupeKey: key('ITEM_DELIVERED'), data: { orderId, productName } };
    case 'DISPUTING':
      return {
        kind: 'DISPUTE_RAISED',
        userId: item.sellerId,
        dedupeKey: key('DISPUTE_RAISED'),
        data: { orderId, productName, reason: String(changes.dispute_reason), description: (changes.dispute_description as string | null) ?? null, dueAt: String(changes.dispute_due_at) },
      };
    case 'RESOLVED':
      return { kind: 'DISPUTE_RESOLVED', userId: item.buyerId, dedupeKey: key('DISPUTE_RESOLVED'), data: { orderId, productName, resolvedBy: 'SELLER', refundCents: details.refundCents ?? 0 } };
  }
}
