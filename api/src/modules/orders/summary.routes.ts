import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/errors';
import { SummarySchema } from './orders.schemas';
import { orderSummary } from './summary.repository';

export const summaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/summary',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: "Outstanding orders, disputed orders and low-stock products: the seller's own, or everyone's for an admin",
        response: { 200: SummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => orderSummary(app.db, request.user.role === 'ADMIN' ? undefined : request.user.userId),
  );
};
