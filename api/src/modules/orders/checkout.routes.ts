import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkoutOutcome } from '../../lib/metrics';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { mergeLines } from './checkout-draft';
import { placeOrder } from './checkout.repository';
import { CheckoutAnswer, CheckoutBody, CheckoutHeaders, NO_PURCHASE } from './checkout.schemas';
import { validateCheckoutDetails } from './checkout.validation';
import { findOrder, FULL_VIEW, placedOrder } from './orders.repository';

export const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/checkout',
    {
      preHandler: [
        app.authenticate,
        // the product rules' own wording for a seller or admin trying to buy.
        async (request) => {
          if (request.user.role !== 'BUYER') throw httpError(403, NO_PURCHASE, NO_PURCHASE);
        },
      ],
      // Every answer counts, refusals (stock, prices, validation) included.
      onResponse: async (_request, reply) => {
        app.metrics.checkouts.inc({ outcome: checkoutOutcome(reply.statusCode, reply.getHeader('idempotent-replayed') === 'true') });
      },
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'Place an order from the given cart lines (buyer); one transaction, safe to retry with an Idempotency-Key',
        headers: CheckoutHeaders,
        body: CheckoutBody,
        response: { 201: CheckoutAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertSelfOrAdmin(request, body.userId);
      const { address, payment } = validateCheckoutDetails(body.address, body.paymentMethod, body.paymentDetails ?? {});
      const result = await placeOrder(app.db, {
        userId: request.user.userId,
        idempotencyKey: request.headers['idempotency-key'],
        lines: mergeLines(body.items),
        subtotalCents: Math.round(body.subtotal * 100),
        address,
        payment,
      });
      const order = result.placed
        ? placedOrder(result.placed.row, request.user.username, result.placed.items)
        : await findOrder(app.db, result.orderId, FULL_VIEW);
      if (!order) throw httpError(404, 'Order not found.', `No order with id ${result.orderId}.`);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      else app.live.publish({ type: 'orders', sellerIds: [...new Set(order.items.map((item) => item.sellerId))] });
      return reply.status(201).send({ orderId: result.orderId, order });
    },
  );
};
