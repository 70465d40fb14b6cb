import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { searchText, toCents } from './product-input';
import { applyBulkChange, type BulkChange, type BulkSelection } from './products-bulk.repository';
import { BulkBody, BulkResult, ONE_CHANGE, ONE_SELECTION } from './products-bulk.schemas';
import { LOW_STOCK_BELOW } from './products.schemas';

type Body = Static<typeof BulkBody>;
const invalid = (text: string, field?: string) => httpError(400, text, text, field ? { [field]: text } : undefined);

/** The one change the body asks for (400 unless exactly one). */
function changeOf(body: Body): BulkChange {
  const given: BulkChange[] = [];
  if (body.price !== undefined) {
    const cents = toCents(body.price);
    if (cents === null) throw invalid('Price must have at most 2 decimals.', 'price');
    given.push({ kind: 'price', cents });
  }
  if (body.pricePercent !== undefined) given.push({ kind: 'pricePercent', percent: body.pricePercent });
  if (body.stock !== undefined) given.push({ kind: 'stock', stock: body.stock });
  if (body.category !== undefined) {
    const category = body.category.trim();
    if (!category) throw invalid('Category is required.', 'category');
    given.push({ kind: 'category', category });
  }
  if (body.delete) given.push({ kind: 'delete' });
  if (given.length !== 1) throw invalid(ONE_CHANGE);
  return given[0]!;
}

/** Bulk edit of the products table (issue 34): one change to many products, in one call and one transaction. */
export const productBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/products/bulk',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags: ['products'],
        security: [{ bearerAuth: [] }],
        summary: "Change many products at once (a seller: their own; an admin: any): a price, a price in percent, a stock, a category, or delete; all or nothing",
        body: BulkBody,
        response: { 200: BulkResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { body } = request;
      const { role, userId } = request.user;
      const change = changeOf(body);
      if ((body.ids === undefined) === (body.filter === undefined)) throw invalid(ONE_SELECTION);
      let selection: BulkSelection;
      if (body.ids) {
        selection = { ids: [...new Set(body.ids)] };
      } else {
        const { q, lowStock, sellerId } = body.filter!;
        if (sellerId !== undefined) assertSelfOrAdmin(request, sellerId);
        // As the products table lists them: a seller's own (deleted ones too), or with lowStock the live ones below 10.
        const base = { q: searchText(q), sellerId: role === 'SELLER' ? userId : sellerId };
        selection = { filter: lowStock ? { ...base, liveOnly: true, stockBelow: LOW_STOCK_BELOW } : { ...base, liveOnly: false } };
      }
      const { outcome, notified } = await applyBulkChange(app.db, app.dialect, selection, change, role === 'SELLER' ? userId : undefined);
      if (notified.length > 0) app.live.publish({ type: 'notifications', userIds: notified });
      return outcome;
    },
  );
};
