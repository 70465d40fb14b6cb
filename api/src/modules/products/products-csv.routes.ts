import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { type Static, Type } from 'typebox';
import type { ProductImportJobsTable } from '../../db/schema';
import { csvResponse, ExportQuery, instantCell, sendCsv } from '../../lib/csv';
import { errorResponses, httpError } from '../../plugins/errors';
import { ProductBody } from './products.schemas';
import { ImportJobSchema, ImportPlanSchema, ImportQuery, ImportStarted } from './products-csv.schemas';
import { productsCsv } from './products-export';
import { createImportJob, INTERRUPTED_AFTER_MS, type Refusal, runImportJob } from './products-import-job';
import { planRows, readProductsFile, rowValidator } from './products-import';

const tags = ['products'];
const security = [{ bearerAuth: [] }];
// 10,000 rows of the export's width fit well within this.
const FILE_LIMIT_BYTES = 8 * 1024 * 1024;

function jobAnswer(row: Selectable<ProductImportJobsTable>): Static<typeof ImportJobSchema> {
  const stale = row.status === 'RUNNING' && Date.now() - new Date(instantCell(row.updated_at)).getTime() > INTERRUPTED_AFTER_MS;
  return {
    id: row.id,
    status: stale ? 'INTERRUPTED' : row.status,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    refused: row.refused,
    refusals: (JSON.parse(row.refusals) as Refusal[]).sort((a, b) => a.line - b.line),
    error: row.error,
    startedAt: instantCell(row.created_at),
    finishedAt: row.finished_at === null ? null : instantCell(row.finished_at),
  };
}

/**
 * The catalogue as a spreadsheet (issue 34): a seller's own products or an admin's every product as CSV, and a
 * seller's CSV import: a dry run first, then a job the page follows (and finds again after a reload).
 */
export const productsCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: FILE_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/products/export',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: "Products as CSV (text/csv, UTF-8 with a byte-order mark): a seller's own, deleted ones included; an admin's every product, or one seller's",
        querystring: ExportQuery,
        response: { 200: csvResponse('A header row, then one row per product by id'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => sendCsv(request, reply, 'products', productsCsv),
  );

  app.post(
    '/products/import',
    {
      preHandler: app.requireRole('SELLER'),
      schema: {
        tags,
        security,
        summary:
          "Create and change the caller's products from a CSV file (the export's columns; body text/csv, at most 10,000 rows). dryRun=true answers what each line would do; otherwise 202 and a job",
        querystring: ImportQuery,
        body: Type.String({ description: 'The file, as text/csv' }),
        response: { 200: ImportPlanSchema, 202: ImportStarted, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const sellerId = request.user.userId;
      const { rows, broken } = readProductsFile(request.body);
      const check = rowValidator(request.compileValidationSchema(ProductBody));
      if (request.query.dryRun) {
        const plans = await planRows(app.db, sellerId, rows, check);
        const lines = [
          ...plans.map(({ input: _input, current: _current, ...plan }) => plan),
          ...broken.map((line) => ({ line: line.line, action: 'refused' as const, name: '', errors: { line: line.reason } })),
        ].sort((a, b) => a.line - b.line);
        const count = (action: string) => lines.filter((line) => line.action === action).length;
        return { counts: { create: count('create'), update: count('update'), unchanged: count('unchanged'), refused: count('refused') }, rows: lines };
      }
      const jobId = await createImportJob(app.db, sellerId, rows.length + broken.length, broken);
      app.runInBackground(`import ${jobId}`, () => runImportJob(app.db, jobId, sellerId, rows, check, (userIds) => app.live.publish({ type: 'notifications', userIds })));
      return reply.status(202).send({ jobId });
    },
  );

  app.get(
    '/products/import/jobs/latest',
    {
      preHandler: app.requireRole('SELLER'),
      schema: { tags, security, summary: "The caller's newest import: what a page reloaded mid-import reconnects to", response: { 200: ImportJobSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const row = await app.db.selectFrom('product_import_jobs').selectAll().where('seller_id', '=', request.user.userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row) throw httpError(404, 'No import yet.');
      return jobAnswer(row);
    },
  );

  app.get(
    '/products/import/jobs/:jobId',
    {
      preHandler: app.requireRole('SELLER'),
      schema: {
        tags,
        security,
        summary: "One of the caller's imports, with its progress and refused lines",
        params: Type.Object({ jobId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: ImportJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Another seller's job is answered as an unknown one.
      const row = await app.db.selectFrom('product_import_jobs').selectAll().where('id', '=', request.params.jobId).where('seller_id', '=', request.user.userId).executeTakeFirst();
      if (!row) throw httpError(404, 'Import not found.', `No import with id ${request.params.jobId}.`);
      return jobAnswer(row);
    },
  );
};
