import type { Kysely } from 'kysely';
import { isUniqueViolation, nowIso } from '../../db/helpers';
import { httpError } from '../../lib/http-error';
import type { Database } from '../../db/schema';
import { alertStateOf, notifyWishlisters } from '../../lib/wishlist-alerts';
import { columnsOf } from './products.repository';
import { type BrokenLine, type FileRow, planRows, type RowPlan, type RowValidator } from './products-import';

// An import runs in chunks: each chunk plans its rows against the products as they are then (an edit made since the
// dry run counts) and commits its writes together with the job's counters. A job cut short leaves the chunks it
// committed; importing the same file again finds those rows unchanged, so it finishes the rest and doubles nothing.

const CHUNK = 250;
/** A running job that has not beaten for this long was cut short (its process stopped). */
export const INTERRUPTED_AFTER_MS = 60_000;

export type Refusal = Pick<RowPlan, 'line' | 'name' | 'errors'>;

export const IMPORT_RUNNING = 'An import of yours is still running: wait for it to finish.';

/**
 * Starts a job for `sellerId` (the broken lines already counted as refused); answers its id. A running job refuses
 * the new one (409: the database's partial unique index decides, so two requests at once cannot both start); one that
 * stopped beating is closed as FAILED first.
 */
export async function createImportJob(db: Kysely<Database>, sellerId: number, total: number, broken: BrokenLine[]): Promise<number> {
  const now = nowIso();
  const refusals: Refusal[] = broken.map((line) => ({ line: line.line, name: '', errors: { line: line.reason } }));
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('product_import_jobs')
        .set({ status: 'FAILED', error: 'Interrupted: the process running it stopped.', finished_at: now })
        .where('seller_id', '=', sellerId)
        .where('status', '=', 'RUNNING')
        .where('updated_at', '<', new Date(Date.now() - INTERRUPTED_AFTER_MS).toISOString())
        .execute();
      const job = await trx
        .insertInto('product_import_jobs')
        .values({ seller_id: sellerId, status: 'RUNNING', total, processed: broken.length, refused: broken.length, refusals: JSON.stringify(refusals), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return job.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, IMPORT_RUNNING);
    throw error;
  }
}

/** Writes one chunk's plan: new products, changed ones (telling their wishers, as an edit does). Answers who to notify. */
async function writeChunk(trx: Kysely<Database>, sellerId: number, plans: RowPlan[], at: string): Promise<number[]> {
  const creates = plans.filter((plan) => plan.action === 'create');
  if (creates.length > 0) {
    await trx
      .insertInto('products')
      .values(creates.map((plan) => ({ ...columnsOf(plan.input!), seller_id: sellerId, deleted: false, created_at: at, updated_at: at })))
      .execute();
  }
  const notified: number[] = [];
  for (const plan of plans.filter((item) => item.action === 'update')) {
    const input = plan.input!;
    const before = plan.current!;
    await trx.updateTable('products').set({ ...columnsOf(input), updated_at: at }).where('id', '=', before.id).execute();
    const after = alertStateOf({ ...before, name: input.name, stock: input.stock, price_cents: input.priceCents });
    notified.push(...(await notifyWishlisters(trx, alertStateOf(before), after, `import:${at}`)));
  }
  return notified;
}

/**
 * Runs a job to its end: chunk after chunk, each in one transaction with the job's counters; a failure marks the
 * job FAILED with the reason (the chunks before it stay). `onNotified` hears, after each commit, whom to tell.
 */
export async function runImportJob(db: Kysely<Database>, jobId: number, sellerId: number, rows: FileRow[], check: RowValidator, onNotified: (userIds: number[]) => void) {
  try {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const notified = await db.transaction().execute(async (trx) => {
        const at = nowIso();
        const plans = await planRows(trx, sellerId, rows.slice(start, start + CHUNK), check);
        const userIds = await writeChunk(trx, sellerId, plans, at);
        const count = (action: RowPlan['action']) => plans.filter((plan) => plan.action === action).length;
        const job = await trx.selectFrom('product_import_jobs').select('refusals').where('id', '=', jobId).executeTakeFirstOrThrow();
        const refusals: Refusal[] = [...(JSON.parse(job.refusals) as Refusal[]), ...plans.filter((plan) => plan.action === 'refused').map(({ line, name, errors }) => ({ line, name, errors }))];
        await trx
          .updateTable('product_import_jobs')
          .set((eb) => ({
            processed: eb('processed', '+', plans.length),
            created: eb('created', '+', count('create')),
            updated: eb('updated', '+', count('update')),
            unchanged: eb('unchanged', '+', count('unchanged')),
            refused: eb('refused', '+', count('refused')),
            refusals: JSON.stringify(refusals),
            updated_at: at,
          }))
          .where('id', '=', jobId)
          .execute();
        return userIds;
      });
      if (notified.length > 0) onNotified([...new Set(notified)]);
    }
    const at = nowIso();
    await db.updateTable('product_import_jobs').set({ status: 'DONE', updated_at: at, finished_at: at }).where('id', '=', jobId).execute();
  } catch (error) {
    const at = nowIso();
    await db
      .updateTable('product_import_jobs')
      .set({ status: 'FAILED', error: error instanceof Error ? error.message.slice(0, 500) : String(error), updated_at: at, finished_at: at })
      .where('id', '=', jobId)
      .execute();
    throw error;
  }
}
