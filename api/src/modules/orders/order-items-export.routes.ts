import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { csvResponse, ExportQuery, sendCsv } from '../../lib/csv';
import { errorResponses } from '../../plugins/errors';
import { orderItemsCsv } from './order-items-export';

/** A seller's order items as a spreadsheet, or an admin's every item (issue 34). */
export const orderItemsExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/export',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: "Order items as CSV (text/csv, UTF-8 with a byte-order mark): a seller's own items with the order's buyer, shipping address and payment method; an admin's every item, or one seller's",
        querystring: ExportQuery,
        response: { 200: csvResponse('A header row, then one row per order item, oldest order first'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCsv(request, reply, 'order-items', orderItemsCsv),
  );
};
