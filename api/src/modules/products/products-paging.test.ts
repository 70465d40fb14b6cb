import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { changeProduct, insertProduct } from '../../test/catalog-factory';
import { loginAdmin, startWithCast, type TestUser } from '../../test/factories';
import { expectedRows, insertBulk, type BulkFilter, type BulkRow, type BulkSort } from '../../test/bulk-catalogue';
import type { TestApp } from '../../test/harness';
import { MAX_RESULT_WINDOW, RESULT_WINDOW_MESSAGE } from './products.schemas';

// A catalogue a little larger than the result window: a word in every product ("everyday"), one in a tenth of them
// ("tenthmark", so pages near the start and near the end take different plans), a rare one, and 20 categories.
const COUNT = MAX_RESULT_WINDOW + 150;

describe('products: totals and paging at the result window', () => {
  let t: TestApp, seller: TestUser;
  let rows: BulkRow[];

  before(async () => {
    ({ t, seller } = await startWithCast('seller'));
    const base = Date.UTC(2025, 0, 1);
    rows = await insertBulk(t, COUNT, (index) => ({
      seller_id: seller.id,
      name: `Everyday item ${index % 977}${index % 10 === 3 ? ' tenthmark' : ''}`,
      description: `Number ${index}${index % 1000 === 7 ? ' with a rarewordzz inside' : ''}`,
      price_cents: (index * 7919) % 5000,
      image_url: 'https://images.example.test/bulk.png',
      category: `Paging ${index % 20}`,
      stock: 5,
      deleted: index % 97 === 0,
      // Pairs share a timestamp, so ties fall back to the id.
      created_at: new Date(base + Math.floor(index / 2) * 1000).toISOString(),
      updated_at: new Date(base).toISOString(),
    }));
  });
  after(() => t.close());

  const expected = (filter: BulkFilter, sort: BulkSort) => expectedRows(rows, filter, sort).map((row) => row.id);

  /** Every page the API lets one reach, checking the totals on each; answers the ids in order. */
  async function walkPages(query: string, size: number) {
    const ids: number[] = [];
    let totalPages = 1;
    let first: { totalElements: number; totalCapped: boolean; totalPages: number } | undefined;
    for (let page = 0; page < totalPages; page += 1) {
      const response = await t.http.get(`/api/products/search?${query}&page=${page}&size=${size}`);
      assert.equal(response.status, 200, `${query} page ${page}: ${response.text}`);
      first ??= response.body;
      assert.equal(response.body.totalElements, first!.totalElements, 'the total does not change while paging');
      totalPages = response.body.totalPages;
      ids.push(...response.body.content.map((product: { id: number }) => product.id));
    }
    return { ids, ...first! };
  }

  test('a word in every product: the total is capped at the window and says so; pages to its edge, none skipped or repeated', async () => {
    for (const sort of ['createdAt,desc', 'price,asc'] as const) {
      const want = expected({ q: 'everyday' }, sort);
      assert.ok(want.length > MAX_RESULT_WINDOW);
      const walked = await walkPages(`q=EVERYDAY&sort=${sort}`, 100);
      assert.equal(walked.totalCapped, true);
      assert.equal(walked.totalElements, MAX_RESULT_WINDOW);
      assert.equal(walked.totalPages, MAX_RESULT_WINDOW / 100);
      assert.equal(new Set(walked.ids).size, walked.ids.length, `${sort}: no product twice`);
      assert.deepEqual(walked.ids, want.slice(0, MAX_RESULT_WINDOW), `${sort}: the first ${MAX_RESULT_WINDOW} matches in order`);
    }
  });

  test('a page that starts inside the window ends at its edge; a page beyond it is 400 with a clear message', async () => {
    const want = expected({ q: 'everyday' }, 'createdAt,desc');
    const lastOf30 = Math.floor((MAX_RESULT_WINDOW - 1) / 30);
    const edge = await t.http.get(`/api/products/search?q=everyday&page=${lastOf30}&size=30`);
    assert.equal(edge.status, 200);
    assert.equal(edge.body.totalPages, Math.ceil(MAX_RESULT_WINDOW / 30));
    assert.deepEqual(edge.body.content.map((product: { id: number }) => product.id), want.slice(lastOf30 * 30, MAX_RESULT_WINDOW));
    for (const query of [`page=${MAX_RESULT_WINDOW / 20}&size=20`, `q=everyday&page=${lastOf30 + 1}&size=30`, 'page=1000000&size=1']) {
      const beyond = await t.http.get(`/api/products/search?${query}`);
      assert.equal(beyond.status, 400, query);
      assert.equal(beyond.body.error, RESULT_WINDOW_MESSAGE);
      assert.equal(beyond.body.fields.page, RESULT_WINDOW_MESSAGE);
    }
    assert.equal(RESULT_WINDOW_MESSAGE, 'Only the first 10,000 results can be paged through; narrow the search to see more.');
  });

  test('middling and rare words and a category page completely, in every sort, with exact totals', async () => {
    const cases: [Record<string, string>, BulkSort, number][] = [
      [{ q: 'tenthmark' }, 'createdAt,desc', 100],
      [{ q: 'tenthmark' }, 'name,asc', 100],
      [{ q: 'TenthMark', category: 'Paging 3' }, 'price,asc', 20],
      [{ q: 'rarewordzz' }, 'createdAt,desc', 3],
      [{ category: 'Paging 7' }, 'createdAt,desc', 20],
      [{ category: 'Paging 7' }, 'price,asc', 50],
    ];
    for (const [filter, sort, size] of cases) {
      const want = expected(filter, sort);
      const query = new URLSearchParams({ ...filter, sort }).toString();
      const walked = await walkPages(query, size);
      assert.equal(walked.totalCapped, false, query);
      assert.equal(walked.totalElements, want.length, query);
      assert.deepEqual(walked.ids, want, query);
    }
  });

  test('related products (category + excludeId): the total leaves out the product itself only when it is in the list', async () => {
    const inCategory = expected({ category: 'Paging 4' }, 'createdAt,desc');
    const member = inCategory[5]!;
    const outsider = expected({ category: 'Paging 9' }, 'createdAt,desc')[0]!;
    const deleted = rows.find((row) => row.deleted && row.category === 'Paging 4')!.id;
    for (const [excludeId, total] of [[member, inCategory.length - 1], [outsider, inCategory.length], [deleted, inCategory.length]] as const) {
      for (const [number, sort] of [[0, 'createdAt,desc'], [1, 'createdAt,desc'], [2, 'price,asc']] as const) {
        const page = await t.http.get(`/api/products/search?category=Paging%204&excludeId=${excludeId}&size=8&page=${number}&sort=${sort}`);
        assert.equal(page.body.totalElements, total, `excludeId ${excludeId}`);
        const listing = expected({ category: 'Paging 4' }, sort).filter((id) => id !== excludeId);
        assert.deepEqual(page.body.content.map((product: { id: number }) => product.id), listing.slice(number * 8, number * 8 + 8), `page ${number} by ${sort}`);
      }
    }
    const everyday = await t.http.get(`/api/products/search?excludeId=${member}&size=8`);
    assert.equal(everyday.body.totalCapped, true);
    assert.equal(everyday.body.totalElements, MAX_RESULT_WINDOW);
  });

  test('totals and categories follow a create, an update and a delete at once; stock changes leave the version alone', async () => {
    const admin = await loginAdmin(t);
    const count = async (query: string) => (await t.http.get(`/api/products/search?${query}`)).body.totalElements as number;
    const categories = async () => (await t.http.get('/api/products/categories')).body as string[];
    const adminTotal = async () => (await t.http.get('/api/products?q=zebrafinch', { token: admin.token })).body.totalElements as number;
    assert.equal(await count('q=zebrafinch'), 0);
    assert.equal(await adminTotal(), 0);
    const before = await count('category=Paging%205');
    assert.ok(!(await categories()).includes('Aviary'));

    const body = { name: 'Zebrafinch feeder', description: 'Seed feeder', price: 9.5, imageUrl: 'https://i.example.test/f.png', category: 'Aviary', stock: 3 };
    const created = await t.http.post('/api/products', body, { token: seller.token });
    assert.equal(created.status, 201);
    const id = created.body.id as number;
    assert.equal(await count('q=zebrafinch'), 1);
    assert.equal(await adminTotal(), 1);
    assert.ok((await categories()).includes('Aviary'));

    // Moved to another category and renamed: both totals move.
    const moved = { ...body, name: 'Plain feeder', category: 'Paging 5' };
    assert.equal((await t.http.put(`/api/products/${id}`, moved, { token: seller.token })).status, 200);
    assert.equal(await count('q=zebrafinch'), 0);
    assert.equal(await count('category=Paging%205'), before + 1);
    assert.ok(!(await categories()).includes('Aviary'));

    // A stock change (what a checkout does) keeps the version: cached totals stay valid, the rows show the new stock.
    const version = async () => Number((await sql<{ version: number }>`select version from catalogue_version`.execute(t.app.db)).rows[0]!.version);
    const at = await version();
    await changeProduct(t, id, { stock: 1 });
    assert.equal(await version(), at);
    const page = await t.http.get('/api/products/search?q=plain%20feeder');
    assert.deepEqual(page.body.content.map((product: { stock: number }) => product.stock), [1]);

    assert.equal((await t.http.delete(`/api/products/${id}`, { token: seller.token })).status, 200);
    assert.equal(await count('category=Paging%205'), before);
    assert.equal(await count('q=plain%20feeder'), 0);
    assert.notEqual(await version(), at);

    // A write that bypasses the API (another process, a bulk load) is seen too: the version is kept by triggers.
    await insertProduct(t, seller.id, { name: 'Zebrafinch swing', category: 'Aviary 2' });
    assert.equal(await count('q=zebrafinch'), 1);
    assert.ok((await categories()).includes('Aviary 2'));
  });

  test('categories answer an ETag; a matching If-None-Match gets 304, a changed catalogue a new list', async () => {
    const first = await t.http.get('/api/products/categories');
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    const again = await t.http.get('/api/products/categories', { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    await insertProduct(t, seller.id, { category: 'Brand new shelf' });
    const changed = await t.http.get('/api/products/categories', { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.ok(changed.body.includes('Brand new shelf'));
  });

  test('product detail answers a weak ETag; If-None-Match gets 304 until the product (or its stock) changes', async () => {
    const id = await insertProduct(t, seller.id, { name: 'Etag lamp', stock: 7 });
    const first = await t.http.get(`/api/products/${id}`);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^W\/"[\w-]+"$/);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    const again = await t.http.get(`/api/products/${id}`, { headers: { 'if-none-match': etag! } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    // A sale as the checkout leaves it: only the stock moved.
    await changeProduct(t, id, { stock: 6 });
    const sold = await t.http.get(`/api/products/${id}`, { headers: { 'if-none-match': etag! } });
    assert.equal(sold.status, 200);
    assert.equal(sold.body.stock, 6);
    assert.notEqual(sold.headers.get('etag'), etag);
  });
});
