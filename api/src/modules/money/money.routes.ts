import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, PageQuery } from '../../lib/common-schemas';
import { csvResponse, ExportQuery, sendCsv } from '../../lib/csv';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { releaseDueFundsIfAny } from '../../lib/seller-funds';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { itemMoneyCsv } from './money-export';
import { balanceOf, basisPointsOf, commissionSettings, isSeller, itemMoneyPage, setMarketplaceRate, setSellerRate } from './money.repository';
import { BalanceSchema, CommissionSchema, ItemMoneyPage, MarketplaceRateBody, SellerRateBody } from './money.schemas';
import { payoutsRoutes } from './payouts.routes';

const tags = ['money'];
const security = [{ bearerAuth: [] }];

/** A percentage as basis points, or the 400 a rate with more than 2 decimals gets. */
function rateBp(percent: number): number {
  const bp = basisPointsOf(percent);
  if (bp === null) {
    const text = 'A commission rate has at most 2 decimals (12.5 or 12.25).';
    throw httpError(400, text, text, { rate: text });
  }
  return bp;
}

/** Sellers' balances and item money, and the marketplace's commission rates (PRODUCT.md §10). */
export const moneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The seller themself or an admin, about a seller that exists; shares past their dispute window are released first. */
  async function sellerMoneyAccess(request: Parameters<typeof assertSelfOrAdmin>[0], sellerId: number): Promise<void> {
    assertSelfOrAdmin(request, sellerId);
    if (!(await isSeller(app.db, sellerId))) throw httpError(404, 'Seller not found.', `There is no seller with id ${sellerId}.`);
    await releaseDueFundsIfAny(app.db);
  }

  app.get(
    '/sellers/:id/balance',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A seller's money: pending, available and paid out, and the commission rate they pay (the seller or an admin)",
        params: IdParams,
        response: { 200: BalanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await sellerMoneyAccess(request, request.params.id);
      return balanceOf(app.db, request.params.id);
    },
  );

  app.get(
    '/money/sellers/:id/items',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A seller's order items with their money (paid, commission, refund, net, pending / available / paid out), newest order first",
        params: IdParams,
        querystring: Type.Object(PageQuery),
        response: { 200: ItemMoneyPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await sellerMoneyAccess(request, request.params.id);
      return itemMoneyPage(app.db, request.params.id, request.query.page, request.query.size ?? DEFAULT_PAGE_SIZE);
    },
  );

  app.get(
    '/money/items/export',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "Order items' money as CSV (text/csv, UTF-8 with a byte-order mark): a seller's own; an admin's every item, or one seller's",
        querystring: ExportQuery,
        response: { 200: csvResponse('A header row, then one row per order item, oldest order first'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await releaseDueFundsIfAny(app.db);
      return sendCsv(request, reply, 'earnings', itemMoneyCsv);
    },
  );

  app.get(
    '/money/commission',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: { tags, security, summary: "The marketplace's commission rate and the sellers with their own (admin)", response: { 200: CommissionSchema, ...errorResponses(401, 403) } },
    },
    async () => commissionSettings(app.db),
  );

  app.put(
    '/money/commission',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: "Set the marketplace's commission rate for new orders (admin); orders already placed keep theirs",
        body: MarketplaceRateBody,
        response: { 200: CommissionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await setMarketplaceRate(app.db, rateBp(request.body.rate));
      return commissionSettings(app.db);
    },
  );

  app.put(
    '/money/commission/sellers/:id',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Give a seller their own commission rate for new orders (admin)',
        params: IdParams,
        body: SellerRateBody,
        response: { 200: CommissionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const sellerId = request.params.id;
      if (!(await isSeller(app.db, sellerId))) throw httpError(404, 'Seller not found.', `There is no seller with id ${sellerId}.`);
      await setSellerRate(app.db, sellerId, rateBp(request.body.rate));
      return commissionSettings(app.db);
    },
  );

  app.delete(
    '/money/commission/sellers/:id',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: "Take a seller's own rate away: their new orders pay the marketplace's (admin)",
        params: IdParams,
        response: { 200: CommissionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await setSellerRate(app.db, request.params.id, null);
      return commissionSettings(app.db);
    },
  );

  await app.register(payoutsRoutes);
};
