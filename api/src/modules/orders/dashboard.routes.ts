import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeptPages } from '../../lib/cached-answer';
import { errorResponses } from '../../plugins/errors';
import { readOnceCache } from '../../lib/single-flight';
import { adminDashboard, type MarketplaceFacts, marketplaceFacts, nextAgeChange, sellerDashboard, utcDay } from './dashboard.repository';
import { AdminDashboardSchema, DashboardQuery, SellerDashboardSchema } from './dashboard.schemas';
import { orderListVersions } from './orders-cache';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

/** The admin's facts for a period, and the answer made from them until an open dispute changes age band. */
interface KeptMarketplace {
  facts: MarketplaceFacts;
  answer?: { body: string; until: number };
}

/**
 * The two consoles' dashboards (issue 34), one call each. Both are kept while the counters of the orders they
 * count (and the users counter) read the same on the same UTC day (api/README.md, "Fresh answers"). The open
 * disputes' ages move with the clock alone: the admin's answer is made again from its kept facts once one of them
 * reaches its next age band.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sellerPages = new KeptPages();
  // Each period's facts under the versions they were counted at; each sale moves the marketplace's counter, and the
  // admins asking meanwhile share one count.
  const marketplace = readOnceCache<KeptMarketplace>({ max: 8 });

  app.get(
    '/orders/dashboard/seller',
    {
      preHandler: app.requireRole('SELLER'),
      schema: {
        tags,
        security,
        summary: "The seller's dashboard: sales per day over the last 30 or 90 days, their orders by item status, their 5 best products of the period",
        querystring: DashboardQuery,
        response: { 200: SellerDashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const sellerId = request.user.userId;
      const days = request.query.days ?? 30;
      const now = Date.now();
      const versions = `${await orderListVersions(app, `seller:${sellerId}`)}:${utcDay(now)}`;
      return sellerPages.send(reply, `${sellerId}:${days}`, versions, () => sellerDashboard(app.db, app.dialect, sellerId, days, now));
    },
  );

  app.get(
    '/orders/dashboard/admin',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'The marketplace dashboard: sales per day over the last 30 or 90 days, new buyers and sellers per week, open disputes by age',
        querystring: DashboardQuery,
        response: { 200: AdminDashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const days = request.query.days ?? 30;
      const now = Date.now();
      const versions = `${await orderListVersions(app, 'all')}:${utcDay(now)}`;
      const kept = (await marketplace.fetch(`${days}:${versions}`, { context: async () => ({ facts: await marketplaceFacts(app.db, app.dialect, days, now) }) }))!;
      const at = Date.now();
      if (!kept.answer || at >= kept.answer.until) kept.answer = { body: reply.serialize(adminDashboard(kept.facts, at)) as string, until: nextAgeChange(kept.facts, at) };
      // Already the route schema's own serialisation: sent as is.
      return reply.type('application/json; charset=utf-8').send(kept.answer.body as never);
    },
  );
};
