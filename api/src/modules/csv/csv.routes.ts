import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { type Static, Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { orderItemsCsv } from './order-items-export';
import { productsCsv } from './products-export';
import { productsImportRoutes } from './products-import.routes';

const tags = ['csv'];
const security = [{ bearerAuth: [] }];

const ExportQuery = Type.Object({
  sellerId: Type.Optional({ ...Id, description: "Only this seller's rows (a seller may name only themself; an admin anyone)" }),
});

/** Spreadsheets of a seller's own products and order items, or an admin's whole shop (issue 34). */
export const csvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(productsImportRoutes);
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
    async (request, reply) => sendCsv(request, reply, 'products', productsCsv),
  );

  app.get(
    '/orders/export',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "Order items as CSV (text/csv, UTF-8 with a byte-order mark): a seller's own items with the order's buyer, shipping address and payment method; an admin's every item, or one seller's",
        querystring: ExportQuery,
        response: { 200: { description: 'A header row, then one row per order item, oldest order first', content: { 'text/csv': { schema: { type: 'string' } } } }, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCsv(request, reply, 'order-items', orderItemsCsv),
  );
};

/** Answers a CSV download of `write`: a seller's own rows, or an admin's (every row, or one seller's). */
function sendCsv(
  request: FastifyRequest<{ Querystring: Static<typeof ExportQuery> }>,
  reply: FastifyReply,
  name: string,
  write: (db: FastifyRequest['server']['db'], sellerId: number | undefined) => Readable,
) {
  const { role, userId } = request.user;
  const { sellerId } = request.query;
  if (sellerId !== undefined) assertSelfOrAdmin(request, sellerId);
  const only = role === 'SELLER' ? userId : sellerId;
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${only === undefined ? name : `${name}-seller-${only}`}.csv"`)
      // The 200 schema describes the text; the answer is the stream that writes it.
      .send(write(request.server.db, only))
  );
}
