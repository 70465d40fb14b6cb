import { queueMail, type QueuedMail } from '../../lib/mail/outbox';
import { recordItemEvents } from '../../lib/order-item-events';
import { settleResolvedItem } from '../../lib/seller-funds';
import type { ItemRef } from './order-status.repository';
import type { Db } from './orders.repository';
import type { EscalatedDisputeDto as EscalatedDispute } from './disputes.schemas';

/** Open disputes past their deadline, oldest escalation first: the admins' queue. */
export async function listEscalatedDisputes(db: Db): Promise<EscalatedDispute[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('users as buyer', 'buyer.id', 'orders.user_id')
    .innerJoin('users as seller', 'seller.id', 'order_items.seller_id')
    .select([
      'order_items.order_id',
      'order_items.product_id',
      'order_items.product_name',
      'order_items.quantity',
      'order_items.price_cents',
      'order_items.dispute_reason',
      'order_items.dispute_description',
      'order_items.dispute_raised_at',
      'order_items.dispute_due_at',
      'order_items.dispute_escalated_at',
      'buyer.id as buyer_id',
      'buyer.username as buyer_username',
      'buyer.email as buyer_email',
      'seller.id as seller_id',
      'seller.username as seller_username',
      'seller.email as seller_email',
    ])
    .where('order_items.status', '=', 'DISPUTING')
    .where('order_items.dispute_escalated_at', 'is not', null)
    .orderBy('order_items.dispute_escalated_at')
    .orderBy('order_items.order_id')
    .orderBy('order_items.product_id')
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id,
    productId: row.product_id,
    productName: row.product_name,
    quantity: row.quantity,
    itemTotalCents: row.price_cents * row.quantity,
    reason: row.dispute_reason,
    description: row.dispute_description,
    raisedAt: row.dispute_raised_at,
    dueAt: row.dispute_due_at,
    escalatedAt: row.dispute_escalated_at!,
    buyer: { id: row.buyer_id, username: row.buyer_username, email: row.buyer_email },
    seller: { id: row.seller_id, username: row.seller_username, email: row.seller_email },
  }));
}

/**
 * An admin's ruling: DISPUTING -> RESOLVED only while escalated (compare-and-set), with its timeline step, its money
 * (the refund, and the rest of the seller's share made available) and the buyer's e-mail.
 */
export function resolveEscalated(db: Db, ref: ItemRef, ruling: { adminId: number; note: string | null; refundCents: number }, buyerMail: QueuedMail): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('order_items')
      .set({ status: 'RESOLVED' })
      .where('order_id', '=', ref.orderId)
      .where('product_id', '=', ref.productId)
      .where('status', '=', 'DISPUTING')
      .where('dispute_escalated_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const at = new Date().toISOString();
    await recordItemEvents(trx, [{ ...ref, kind: 'RESOLVED', at, actor: { id: ruling.adminId, role: 'ADMIN' }, note: ruling.note, refundCents: ruling.refundCents }]);
    await settleResolvedItem(trx, ref, ruling.refundCents, at);
    await queueMail(trx, [buyerMail]);
    return true;
  });
}
