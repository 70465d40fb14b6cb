import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../lib/common-schemas';
import { csvResponse, ExportQuery, sendCsv } from '../../lib/csv';
import { DEFAULT_PAGE_SIZE } from '../../lib/paging';
import { releaseDueFundsIfAny } from '../../lib/seller-funds';
import { assertSelfOrAdmin } from '../../plugins/auth';
import { errorResponses, httpError } from '../../plugins/errors';
import { statementsCsv } from './money-export';
import { MarkPaidBody, PayoutRunBody, PayoutRunSchema, RevenueQuery, RevenueSchema, StatementDetailSchema, StatementPage, StatementSchema, StatementsQuery } from './money.schemas';
import { commissionRevenue, markPaid, periodEndOf, runPayout, statementDetail, statementPage, statementsByIds } from './payouts.repository';

const tags = ['money'];
const security = [{ bearerAuth: [] }];
const DEFAULT_REVENUE_MONTHS = 12;

/** Payout runs, statements and the marketplace's commission revenue (PRODUCT.md §10). */
export const payoutsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/money/payouts',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Run a payout (admin): one statement per seller of the shares available by the end of the given day and on no statement yet; running it again, or twice at once, never puts an item on two statements',
        body: PayoutRunBody,
        response: { 201: PayoutRunSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const day = request.body.periodEnd;
      const midnight = Date.parse(`${day}T00:00:00Z`);
      // 2026-02-30 passes the pattern: a real date reads back as itself.
      if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== day) {
        const text = 'The period must end on a date (YYYY-MM-DD).';
        throw httpError(400, text, `${day} is not a date.`, { periodEnd: text });
      }
      if (midnight > Date.now()) {
        const text = 'A payout period cannot end after today.';
        throw httpError(400, text, text, { periodEnd: text });
      }
      await releaseDueFundsIfAny(app.db);
      const ids = await runPayout(app.db, request.user.userId, periodEndOf(day));
      return reply.status(201).send({ statements: await statementsByIds(app.db, ids) });
    },
  );

  app.get(
    '/money/statements',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "Payout statements, newest first: a seller's own; an admin's every seller's, or one seller's",
        querystring: StatementsQuery,
        response: { 200: StatementPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size, status } = request.query;
      if (request.query.sellerId !== undefined) assertSelfOrAdmin(request, request.query.sellerId);
      const sellerId = request.user.role === 'SELLER' ? request.user.userId : request.query.sellerId;
      return statementPage(app.db, { sellerId, status }, page, size ?? DEFAULT_PAGE_SIZE);
    },
  );

  app.get(
    '/money/statements/export',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "Payout statements as CSV: a seller's own; an admin's every seller's, or one seller's",
        querystring: ExportQuery,
        response: { 200: csvResponse('A header row, then one row per statement, oldest first'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCsv(request, reply, 'payout-statements', statementsCsv),
  );

  app.get(
    '/money/statements/:id',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "A statement with each of its items' money (its seller or an admin)",
        params: IdParams,
        response: { 200: StatementDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await statementDetail(app.db, request.params.id);
      // Another seller's statement is as absent as one that does not exist.
      if (!detail || (request.user.role === 'SELLER' && detail.statement.sellerId !== request.user.userId)) {
        throw httpError(404, 'Statement not found.', `There is no statement ${request.params.id} of yours.`);
      }
      return detail;
    },
  );

  app.put(
    '/money/statements/:id/paid',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: "Mark a statement paid with the payment's reference (admin): its net moves from the seller's available balance to paid out, once",
        params: IdParams,
        body: MarkPaidBody,
        response: { 200: StatementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reference = request.body.reference.trim();
      if (!reference) {
        const text = 'A payment reference is required.';
        throw httpError(400, text, text, { reference: text });
      }
      const id = request.params.id;
      if (!(await markPaid(app.db, id, request.user.userId, reference))) {
        const [current] = await statementsByIds(app.db, [id]);
        if (!current) throw httpError(404, 'Statement not found.', `There is no statement ${id}.`);
        const text = `Statement ${id} is already marked paid (reference ${current.reference}).`;
        throw httpError(409, text, text);
      }
      const [statement] = await statementsByIds(app.db, [id]);
      return statement!;
    },
  );

  app.get(
    '/money/revenue',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: "The marketplace's commission (less what refunds returned) and refunds per UTC month (admin)",
        querystring: RevenueQuery,
        response: { 200: RevenueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => commissionRevenue(app.db, app.dialect, request.query.months ?? DEFAULT_REVENUE_MONTHS),
  );
};
