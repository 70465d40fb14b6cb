import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { productsCsv } from './products-export';

const tags = ['catalogue-csv'];
const security = [{ bearerAuth: [] }];

const ExportQuery = Type.Object({
  sellerId: Type.Optional({ ...Id, description: "Only this seller's products (a seller may name only themself; an admin anyone)" }),
});

/** A catalogue as a spreadsheet: a seller's own products, or an admin's whole catalogue (issue 34). */
export const catalogueCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/export',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "Products as CSV (text/csv, UTF-8 with a byte-order mark): a seller's own, deleted ones included; an admin's every product, or one seller's",
        querystring: ExportQuery,
        response: { 200: { description: 'A header row, then one row per product by id', content: { 'text/csv': { schema: { type: 'string' } } } }, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { role, userId } = request.user;
      const { sellerId } = request.query;
      if (sellerId !== undefined) assertSelfOrAdmin(request, sellerId);
      const only = role === 'SELLER' ? userId : sellerId;
      const name = only === undefined ? 'products.csv' : `products-seller-${only}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        // The 200 schema describes the text; the answer is the stream that writes it (typed as that text).
        .send(productsCsv(app.db, only) as unknown as string);
    },
  );
};
