import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/helpers';
import type { OrderItemStatus, OrderItemsTable } from '../../db/schema';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { disputeDueAt } from '../../lib/dispute-escalation';
import { assertRefundWithin, disputeWindowEnd, settleResolvedItem } from '../../lib/seller-funds';
import { type ItemEvent, recordItemEvents } from '../../lib/order-item-events';
import { queueMail } from '../../lib/mail/outbox';
import { moveMail } from './order-status.mail';
import { findItemAccess, type ItemRef, moveItem } from './order-status.repository';
import { deliveryDateIso } from './delivery-date';
import { BuyerStatusBody, DESCRIPTION_MAX, DisputeBody, optionalText, REASON_MAX, ResolveBody, SellerStatusBody } from './order-status.schemas';
import { findOrder, FULL_VIEW } from './orders.repository';
import { OrderSchema } from './orders.schemas';

type Actor = 'buyer' | 'seller';
/** What the timeline records beyond the step itself (carrier, tracking, estimated delivery, a resolution's refund). */
type StepDetails = Pick<ItemEvent, 'carrier' | 'trackingNumber' | 'estimatedDelivery' | 'note' | 'refundCents'>;

// The timeline's name for each move.
const STEP: Record<keyof typeof MOVES, ItemEvent['kind']> = { SHIPPED: 'SHIPPED', DELIVERED: 'DELIVERED', DISPUTING: 'DISPUTED', RESOLVED: 'RESOLVED' };

// The only legal moves (PRODUCT.md §4); everything else is a 409.
const MOVES: Record<'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED', { from: OrderItemStatus[]; actor: Actor; refusal: string }> = {
  SHIPPED: { from: ['PENDING'], actor: 'seller', refusal: 'Only pending items can be shipped' },
  DELIVERED: { from: ['SHIPPED'], actor: 'buyer', refusal: 'Only shipped items can be marked as delivered' },
  DISPUTING: { from: ['SHIPPED', 'DELIVERED'], actor: 'buyer', refusal: 'Only shipped or delivered items can be disputed' },
  RESOLVED: { from: ['DISPUTING'], actor: 'seller', refusal: 'Only disputed items can be resolved' },
};

const invalid = (field: string, text: string) => httpError(400, text, text, { [field]: text });

export const orderStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const described = (summary: string) => ({
    tags: ['orders'],
    security: [{ bearerAuth: [] }],
    summary,
    response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });

  /** Access checks, then the compare-and-set move; answers the order as the caller sees it. */
  async function transition(
    request: FastifyRequest,
    ref: ItemRef,
    target: keyof typeof MOVES,
    requested: OrderItemStatus,
    changes: Updateable<OrderItemsTable> = {},
    details: StepDetails = {},
  ) {
    const move = MOVES[target];
    const user = request.user;
    const item = await findItemAccess(app.db, ref);
    if (!item) throw httpError(404, 'Order item not found.', `Order ${ref.orderId} has no product ${ref.productId}.`);
    if (move.actor === 'seller' && item.sellerId !== user.userId) throw httpError(403, 'You do not have access to this resource.', 'This item belongs to another seller.');
    if (move.actor === 'buyer' && item.buyerId !== user.userId) throw httpError(403, 'You do not have access to this resource.', 'This order belongs to another user.');
    if (requested !== target) {
      const text = `${move.actor === 'seller' ? 'Sellers' : 'Buyers'} cannot set an item to ${requested} here.`;
      throw httpError(409, text, `This endpoint only changes an item to ${target}.`);
    }
    if (details.refundCents != null) assertRefundWithin(details.refundCents, item.grossCents);
    const at = nowIso();
    // A delivered item may be disputed only while its dispute window is open (PRODUCT.md §10).
    const windowOpenAt = target === 'DISPUTING' ? at : undefined;
    // The move, its timeline step, its money (a resolution) and its e-mail commit together, or none does.
    const moved = await app.db.transaction().execute(async (trx) => {
      if (!(await moveItem(trx, ref, move.from, { ...changes, status: target }, windowOpenAt))) return false;
      await recordItemEvents(trx, [{ ...ref, ...details, kind: STEP[target], at, actor: { id: user.userId, role: user.role } }]);
      if (target === 'RESOLVED') await settleResolvedItem(trx, ref, details.refundCents ?? 0, at);
      await queueMail(trx, [moveMail(target, ref, item, changes, details)]);
      return true;
    });
    if (moved) app.live.publish({ type: 'orders', sellerIds: [item.sellerId] });
    if (!moved) {
      const current = await findItemAccess(app.db, ref);
      if (target === 'DISPUTING' && current?.status === 'DELIVERED' && current.disputeWindowEndsAt && current.deliveredAt) {
        // PostgreSQL's driver answers timestamps as Date objects, SQLite as ISO text: new Date() reads both.
        const [ended, delivered] = [new Date(current.disputeWindowEndsAt), new Date(current.deliveredAt)];
        const days = Math.round((ended.getTime() - delivered.getTime()) / 86_400_000);
        const text = `The time to dispute this item ended on ${ended.toISOString().slice(0, 10)}, ${days} days after delivery.`;
        throw httpError(409, text, text);
      }
      const text = `${move.refusal}; this item is ${current?.status ?? item.status}.`;
      throw httpError(409, text, text);
    }
    const view = move.actor === 'seller' ? ({ kind: 'seller', sellerId: user.userId } as const) : FULL_VIEW;
    const order = await findOrder(app.db, ref.orderId, view);
    if (!order) throw httpError(404, 'Order not found.', `No order with id ${ref.orderId}.`);
    return order;
  }

  // Admins do not ship or resolve: the role guard leaves these to the item's seller.
  app.put(
    '/orders/seller/status',
    { preHandler: app.requireRole('SELLER'), schema: { ...described('Ship an item: PENDING -> SHIPPED with a delivery date (item seller)'), body: SellerStatusBody } },
    async (request) => {
      const { orderId, productId, sellerId, status, deliveryDate } = request.body;
      assertSelfOrAdmin(request, sellerId);
      const delivery = deliveryDateIso(deliveryDate);
      const shipment = { carrier: optionalText(request.body.carrier), trackingNumber: optionalText(request.body.trackingNumber), estimatedDelivery: delivery };
      return transition(request, { orderId, productId }, 'SHIPPED', status, { delivery_date: delivery, shipped_at: nowIso() }, shipment);
    },
  );

  app.put(
    '/orders/buyer/status',
    { preHandler: app.requireRole('BUYER'), schema: { ...described('Mark an item delivered: SHIPPED -> DELIVERED (order buyer)'), body: BuyerStatusBody } },
    async (request) => {
      const { orderId, productId, status } = request.body;
      const deliveredAt = nowIso();
      const windowEnds = disputeWindowEnd(deliveredAt, app.config.disputeWindowDays);
      return transition(request, { orderId, productId }, 'DELIVERED', status, { delivered_at: deliveredAt, dispute_window_ends_at: windowEnds });
    },
  );

  app.post(
    '/orders/dispute',
    { preHandler: app.requireRole('BUYER'), schema: { ...described('Raise a dispute: SHIPPED or DELIVERED -> DISPUTING (order buyer)'), body: DisputeBody } },
    async (request) => {
      const { orderId, productId } = request.body;
      const reason = (request.body.reason ?? '').trim();
      const description = (request.body.description ?? '').trim();
      if (!reason) throw invalid('reason', 'Reason is required');
      if (reason.length > REASON_MAX) throw invalid('reason', `Reason cannot exceed ${REASON_MAX} characters`);
      if (description.length > DESCRIPTION_MAX) throw invalid('description', `Description cannot exceed ${DESCRIPTION_MAX} characters`);
      const raisedAt = nowIso();
      return transition(
        request,
        { orderId, productId },
        'DISPUTING',
        'DISPUTING',
        {
          dispute_reason: reason,
          dispute_description: description || null,
          dispute_raised_at: raisedAt,
          dispute_due_at: disputeDueAt(raisedAt, app.config.disputeResolveHours),
          dispute_escalated_at: null,
        },
        { note: reason },
      );
    },
  );

  app.put(
    '/orders/item/resolve',
    { preHandler: app.requireRole('SELLER'), schema: { ...described('Resolve a dispute: DISPUTING -> RESOLVED (item seller), refunding the buyer refundCents (default 0, at most what was paid for the item)'), body: ResolveBody } },
    async (request) => {
      const { orderId, productId, refundCents } = request.body;
      return transition(request, { orderId, productId }, 'RESOLVED', 'RESOLVED', {}, { refundCents: refundCents ?? 0 });
    },
  );
};
