import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';
import type { Static } from 'typebox';
import { ImportJobSchema } from './products-csv.schemas';
import { FORMULA_CELL } from './products-import';
import { IMPORT_RUNNING } from './products-import-job';

type JobBody = Static<typeof ImportJobSchema>;

const HEADER = 'id,name,description,category,price,stock,imageUrl';
const IMAGE = 'https://images.example.test/p.png';

describe('POST /api/products/import', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;

  const send = (user: TestUser | undefined, csv: string, query = '') =>
    fetch(`${t.baseUrl}/api/products/import${query}`, { method: 'POST', headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), 'content-type': 'text/csv' }, body: csv });
  const dryRun = async (user: TestUser, csv: string) => {
    const response = await send(user, csv, '?dryRun=true');
    return { status: response.status, body: (await response.json()) as { counts: Record<string, number>; rows: Array<{ line: number; action: string; id?: number; name: string; errors?: Record<string, string> }>; error?: string } };
  };
  const job = async (user: TestUser, id: number | 'latest') => {
    const response = await fetch(`${t.baseUrl}/api/products/import/jobs/${id}`, { headers: { authorization: `Bearer ${user.token}` } });
    return { status: response.status, body: (await response.json()) as JobBody };
  };
  /** Imports for real and waits for the job to end (its progress is read by separate requests meanwhile). */
  const importFile = async (user: TestUser, csv: string) => {
    const started = await send(user, csv);
    assert.equal(started.status, 202, await started.clone().text());
    const { jobId } = (await started.json()) as { jobId: number };
    const seen: number[] = [];
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const { body } = await job(user, jobId);
      seen.push(body.processed);
      if (body.status !== 'RUNNING') return { ...body, seen };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${jobId} did not end`);
  };
  const productsOf = (user: TestUser) =>
    t.app.db.selectFrom('products').select(['id', 'name', 'description', 'category', 'price_cents', 'stock', 'image_url', 'deleted', 'updated_at']).where('seller_id', '=', user.id).orderBy('id').execute();

  before(async () => {
    t = await startTestApp();
    [seller, otherSeller] = (await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'SELLER')])) as [TestUser, TestUser];
  });
  after(() => t.close());

  test('export then import of the same file changes nothing, as a dry run and for real', async () => {
    await insertProduct(t, seller.id, { name: '=Formula lamp', description: 'Line one\nline "two", café', priceCents: 1999, stock: 3, category: '+Plus' });
    await insertProduct(t, seller.id, { name: 'Gone vase', deleted: true });
    const exported = await (await fetch(`${t.baseUrl}/api/products/export`, { headers: { authorization: `Bearer ${seller.token}` } })).text();
    const before = await productsOf(seller);
    const plan = await dryRun(seller, exported);
    assert.equal(plan.status, 200, JSON.stringify(plan.body));
    assert.deepEqual(plan.body.counts, { create: 0, update: 0, unchanged: before.length, refused: 0 });
    const done = await importFile(seller, exported);
    assert.equal(done.status, 'DONE');
    assert.deepEqual({ unchanged: done.unchanged, created: done.created, updated: done.updated, refused: done.refused }, { unchanged: before.length, created: 0, updated: 0, refused: 0 });
    assert.deepEqual(await productsOf(seller), before);
  });

  test('the dry run refuses line by line, in the product form’s words: a foreign id, a formula, a bad price, a broken line', async () => {
    const theirs = await insertProduct(t, otherSeller.id, { name: 'Their kettle', priceCents: 500 });
    const mine = await insertProduct(t, seller.id, { name: 'My kettle', priceCents: 500, stock: 2, category: 'Kitchen', description: 'Boils', imageUrl: IMAGE });
    const csv = [
      HEADER,
      `${theirs},Their kettle,Boils,Kitchen,1.00,1,${IMAGE}`,
      `,"=HYPERLINK(""http://evil"")",Looks fine,Kitchen,1.00,1,${IMAGE}`,
      `,Cheap mug,A mug,Kitchen,abc,4,${IMAGE}`,
      `,Too many,fields,here,1,1,${IMAGE},extra,cells,and,more`,
      `,Bad "quote,x,y,1,1,${IMAGE}`,
      `${mine},My kettle,Boils,Kitchen,6.50,2,${IMAGE}`,
      `,New bowl,A bowl,Kitchen,7,9,${IMAGE}`,
    ].join('\r\n');
    const { status, body } = await dryRun(seller, csv);
    assert.equal(status, 200);
    assert.deepEqual(body.rows, [
      { line: 2, action: 'refused', id: theirs, name: 'Their kettle', errors: { id: 'This product belongs to another seller.' } },
      { line: 3, action: 'refused', name: '=HYPERLINK("http://evil")', errors: { name: FORMULA_CELL } },
      { line: 4, action: 'refused', name: 'Cheap mug', errors: { price: 'Price must be a number from 0 to 1,000,000 with at most 2 decimals.' } },
      { line: 5, action: 'refused', name: '', errors: { line: 'This line has 11 fields; the header has 7.' } },
      { line: 6, action: 'refused', name: '', errors: { line: 'A quote inside a field: put the whole field in quotes and double each quote inside it.' } },
      { line: 7, action: 'update', id: mine, name: 'My kettle' },
      { line: 8, action: 'create', name: 'New bowl' },
    ]);
    assert.deepEqual(body.counts, { create: 1, update: 1, unchanged: 0, refused: 5 });
    // A dry run writes nothing; the real import writes only what it said, and never the other seller's product.
    assert.equal((await t.app.db.selectFrom('products').select('price_cents').where('id', '=', mine).executeTakeFirstOrThrow()).price_cents, 500);
    const done = await importFile(seller, csv);
    assert.deepEqual({ status: done.status, created: done.created, updated: done.updated, refused: done.refused }, { status: 'DONE', created: 1, updated: 1, refused: 5 });
    assert.deepEqual(done.refusals.map((line) => line.line), [2, 3, 4, 5, 6]);
    assert.equal((await t.app.db.selectFrom('products').select('price_cents').where('id', '=', theirs).executeTakeFirstOrThrow()).price_cents, 500);
    assert.equal((await t.app.db.selectFrom('products').select('price_cents').where('id', '=', mine).executeTakeFirstOrThrow()).price_cents, 650);
  });

  test('a file run twice creates nothing twice; lines naming one product twice are refused', async () => {
    const csv = [HEADER, `,Twice mug,A mug,Kitchen,3,3,${IMAGE}`, `,Twice bowl,A bowl,Kitchen,4,4,${IMAGE}`].join('\n');
    assert.equal((await importFile(seller, csv)).created, 2);
    const again = await importFile(seller, csv);
    assert.deepEqual({ created: again.created, unchanged: again.unchanged }, { created: 0, unchanged: 2 });
    assert.equal((await productsOf(seller)).filter((row) => row.name.startsWith('Twice ')).length, 2);
    const doubled = await dryRun(seller, [HEADER, `,Same name,A,K,1,1,${IMAGE}`, `,Same name,B,K,2,2,${IMAGE}`].join('\n'));
    assert.deepEqual(doubled.body.rows.map((row) => row.action), ['refused', 'refused']);
  });

  test('10,000 rows: the job reports its progress to other requests and ends with every product created', async () => {
    const big = await quickUser(t, 'SELLER');
    const lines = [HEADER];
    for (let index = 0; index < 10_000; index += 1) lines.push(`,Bulk item ${index},Made in bulk,Bulk,${(index % 500) + 1}.25,${index % 40},${IMAGE}`);
    const done = await importFile(big!, lines.join('\r\n'));
    assert.deepEqual({ status: done.status, total: done.total, processed: done.processed, created: done.created, refused: done.refused }, { status: 'DONE', total: 10_000, processed: 10_000, created: 10_000, refused: 0 });
    assert.ok(done.seen.every((processed, index) => index === 0 || processed >= done.seen[index - 1]!), 'progress only grows');
    assert.equal((await productsOf(big!)).length, 10_000);
    const latest = await job(big!, 'latest');
    assert.equal(latest.body.id, done.id);
  });

  test('only sellers import, each into their own shop; a job is its seller’s alone', async () => {
    const buyer = await quickUser(t);
    const admin = await loginAdmin(t);
    const csv = [HEADER, `,Nobody's,x,y,1,1,${IMAGE}`].join('\n');
    assert.equal((await send(buyer, csv)).status, 403);
    assert.equal((await send(admin, csv)).status, 403);
    assert.equal((await send(undefined, csv)).status, 401);
    const { jobId } = (await (await send(seller, csv)).json()) as { jobId: number };
    assert.equal((await job(otherSeller, jobId)).status, 404);
    assert.equal((await dryRun(seller, 'name,price\nx,1')).status, 400);
    assert.equal((await dryRun(seller, 'name,description,category,price,stock,imageUrl,colour\n')).body.error, 'Unknown column "colour".');
  });

  test('one running import per seller: a second is refused; one whose process stopped is closed and replaced', async () => {
    const owner = (await quickUser(t, 'SELLER'))!;
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    const running = await t.app.db
      .insertInto('product_import_jobs')
      .values({ seller_id: owner.id, status: 'RUNNING', total: 5, created_at: at(1000), updated_at: at(1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const csv = [HEADER, `,Waiting mug,x,y,1,1,${IMAGE}`].join('\n');
    const refused = await send(owner, csv);
    assert.equal(refused.status, 409);
    assert.equal(((await refused.json()) as { error: string }).error, IMPORT_RUNNING);
    // Its process stopped two minutes ago: shown as interrupted, and a new import closes it.
    await t.app.db.updateTable('product_import_jobs').set({ updated_at: at(120_000) }).where('id', '=', running.id).execute();
    assert.equal((await job(owner, running.id)).body.status, 'INTERRUPTED');
    assert.equal((await importFile(owner, csv)).status, 'DONE');
    assert.equal((await job(owner, running.id)).body.status, 'FAILED');
  });
});
