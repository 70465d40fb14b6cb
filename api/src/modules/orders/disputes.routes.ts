import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { QueuedMail } from '../../lib/mail/outbox';
import { assertRefundWithin } from '../../lib/seller-funds';
import { escalateOverdue } from '../../plugins/sweeper';
import { errorResponses, httpError } from '../../plugins/errors';
import { listEscalatedDisputes, resolveEscalated } from './disputes.repository';
import { ArbitrateBody, EscalatedDisputeSchema } from './disputes.schemas';
import { findItemAccess } from './order-status.repository';
import { optionalText } from './order-status.schemas';
import { findOrder, FULL_VIEW } from './orders.repository';
import { OrderSchema } from './orders.schemas';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

/** Admin arbitration (PRODUCT.md §4): disputes a seller left unresolved past the deadline. */
export const disputesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/disputes/escalated',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Disputes past their deadline, with reason, description, order and both parties (admin)',
        response: { 200: Type.Array(EscalatedDisputeSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      // Lazily too: the queue is right even between two sweeps.
      await escalateOverdue(app);
      return listEscalatedDisputes(app.db);
    },
  );

  app.put(
    '/orders/disputes/arbitrate',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Resolve an escalated dispute: DISPUTING -> RESOLVED (admin, only after the deadline passed), refunding the buyer refundCents (default 0)',
        body: ArbitrateBody,
        response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderId, productId } = request.body;
      const refundCents = request.body.refundCents ?? 0;
      const ref = { orderId, productId };
      await escalateOverdue(app);
      const item = await findItemAccess(app.db, ref);
      if (!item) throw httpError(404, 'Order item not found.', `Order ${orderId} has no product ${productId}.`);
      assertRefundWithin(refundCents, item.grossCents);
      const buyerMail: QueuedMail = {
        kind: 'DISPUTE_RESOLVED',
        userId: item.buyerId,
        dedupeKey: `DISPUTE_RESOLVED:${orderId}:${productId}`,
        data: { orderId, productName: item.productName, resolvedBy: 'ADMIN', refundCents },
      };
      const ruling = { adminId: request.user.userId, note: optionalText(request.body.note), refundCents };
      if (!(await resolveEscalated(app.db, ref, ruling, buyerMail))) {
        const current = (await findItemAccess(app.db, ref))?.status ?? item.status;
        const text =
          current === 'DISPUTING'
            ? 'Only escalated disputes can be resolved by an administrator; the seller still has time.'
            : `Only disputed items can be resolved; this item is ${current}.`;
        throw httpError(409, text, text);
      }
      app.live.publish({ type: 'orders', sellerIds: [item.sellerId] });
      const order = await findOrder(app.db, orderId, FULL_VIEW);
      if (!order) throw httpError(404, 'Order not found.', `No order with id ${orderId}.`);
      return order;
    },
  );
};
