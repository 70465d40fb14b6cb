import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { startWithCast, type TestUser } from '../../test/factories';
import { expectedRows, insertBulk, type BulkFilter, type BulkRow, type BulkSort } from '../../test/bulk-catalogue';
import type { TestApp } from '../../test/harness';
import { SEARCH_TOO_SHORT } from './products.schemas';

const SORTS: BulkSort[] = ['createdAt,desc', 'createdAt,asc', 'price,asc', 'price,desc', 'name,asc'];
const COUNT = 3000;
const WORDS = ['amber', 'Basalt', 'cobalt', 'Dune', 'ember', 'Fjord', 'garnet', 'Harbor', 'indigo', 'Juniper', 'kestrel', 'Lagoon'];

describe('products: search over a bulk catalogue', () => {
  let t: TestApp, seller: TestUser;
  let rows: BulkRow[];

  before(async () => {
    ({ t, seller } = await startWithCast('seller'));
    const base = Date.UTC(2025, 0, 1);
    rows = await insertBulk(t, COUNT, (index) => {
      // Marker words in mixed case and other forms, in names for some products and descriptions for others.
      const marker = index % 50 === 0 ? ' ZEPHYR widget' : '';
      const descriptionMarker = index % 50 === 25 ? ' the widgets of Zephyrs kind' : '';
      const special = index % 300 === 7 ? ' 100% cotton_blend say "hi"' : '';
      return {
        seller_id: seller.id,
        name: `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]!.toLowerCase()} ${index}${marker}`,
        description: `Item number ${index} of the bulk catalogue${descriptionMarker}${special}`,
        price_cents: (index * 37) % 1000,
        image_url: 'https://images.example.test/bulk.png',
        category: `Bulk ${index % 7}`,
        stock: index % 15,
        deleted: index % 200 === 0 || index % 200 === 25,
        // Groups of three share a timestamp, so ordering ties fall back to the id.
        created_at: new Date(base + Math.floor(index / 3) * 60_000).toISOString(),
        updated_at: new Date(base).toISOString(),
      };
    });
  });
  after(() => t.close());

  const expected = (filter: BulkFilter, sort: BulkSort) => expectedRows(rows, filter, sort);

  /** Every page of a search, checking the paging math on the way; answers the ids in order. */
  async function allPages(query: string, size: number): Promise<number[]> {
    const found: number[] = [];
    let totalPages = 1;
    for (let page = 0; page < totalPages; page += 1) {
      const response = await t.http.get(`/api/products/search?${query}&page=${page}&size=${size}`);
      assert.equal(response.status, 200, response.text);
      const { content, totalElements, number } = response.body;
      totalPages = response.body.totalPages;
      assert.equal(totalPages, Math.ceil(totalElements / size));
      assert.equal(number, page);
      assert.equal(response.body.size, size);
      assert.equal(content.length, Math.min(size, totalElements - page * size));
      found.push(...content.map((product: { id: number }) => product.id));
    }
    return found;
  }

  test('q finds every word in names and descriptions, in any order, case and form, the last as a prefix', async () => {
    const want = expected({ q: 'zephyr widget' }, 'createdAt,desc').map((row) => row.id);
    assert.equal(want.length, 120 - 30);
    for (const q of ['zephyr widget', 'WIDGET zephyr', 'zephyrs WIDGETS', '  widget  zeph ', 'zephir widgets']) {
      assert.deepEqual(await allPages(`q=${encodeURIComponent(q)}`, 25), want, q);
    }
  });

  test('every sort orders the matches as promised, ties broken by id', async () => {
    for (const sort of SORTS) {
      const want = expected({ q: 'zephyr widget' }, sort).map((row) => row.id);
      assert.deepEqual(await allPages(`q=zephyr%20widget&sort=${sort}`, 40), want, sort);
      const category = expected({ category: 'Bulk 3' }, sort).map((row) => row.id);
      assert.deepEqual(await allPages(`category=${encodeURIComponent('Bulk 3')}&sort=${sort}`, 100), category, `category ${sort}`);
    }
  });

  test('without q, the whole live catalogue pages in order, deleted products excluded', async () => {
    const want = expected({}, 'createdAt,desc');
    assert.equal(want.length, COUNT - 30);
    const first = await t.http.get('/api/products/search');
    assert.equal(first.status, 200);
    assert.equal(first.body.size, 20);
    assert.equal(first.body.number, 0);
    assert.equal(first.body.totalElements, want.length);
    assert.equal(first.body.totalPages, Math.ceil(want.length / 20));
    assert.deepEqual(first.body.content.map((product: { id: number }) => product.id), want.slice(0, 20).map((row) => row.id));
    const last = await t.http.get(`/api/products/search?page=${Math.floor(want.length / 100)}&size=100&sort=price,asc`);
    const byPrice = expected({}, 'price,asc');
    assert.deepEqual(last.body.content.map((product: { id: number }) => product.id), byPrice.slice(-(want.length % 100)).map((row) => row.id));
    const beyond = await t.http.get('/api/products/search?page=40&size=100');
    assert.deepEqual(beyond.body.content, []);
    assert.equal(beyond.body.totalElements, want.length);
    const deletedIds = new Set(rows.filter((row) => row.deleted).map((row) => row.id));
    assert.ok(!(await allPages('q=zephyr', 100)).some((id) => deletedIds.has(id)));
  });

  test('q and category combine; an empty category means all; excludeId leaves one product out', async () => {
    const want = expected({ q: 'zephyr', category: 'Bulk 5' }, 'price,desc').map((row) => row.id);
    assert.ok(want.length > 0);
    assert.deepEqual(await allPages('q=zephyr&category=Bulk%205&sort=price,desc', 100), want);
    assert.equal((await t.http.get('/api/products/search?category=&q=zephyr')).body.totalElements, expected({ q: 'zephyr' }, 'name,asc').length);
    assert.equal((await t.http.get('/api/products/search?category=No%20such%20thing')).body.totalElements, 0);
    const related = expected({ category: 'Bulk 2' }, 'createdAt,desc');
    const response = await t.http.get(`/api/products/search?category=Bulk%202&size=8&excludeId=${related[0]!.id}`);
    assert.deepEqual(
      response.body.content.map((product: { id: number }) => product.id),
      related.slice(1, 9).map((row) => row.id),
    );
  });

  test('punctuation separates words, and operators in the text are only words', async () => {
    const special = expected({ q: 'cotton blend' }, 'createdAt,desc').map((row) => row.id);
    assert.equal(special.length, 10);
    for (const q of ['cotton_blend', '100% cotton', 'say "hi"', 'blend, cotton!']) {
      assert.deepEqual(await allPages(`q=${encodeURIComponent(q)}`, 100), special, q);
    }
    assert.equal((await t.http.get(`/api/products/search?q=${encodeURIComponent('c%n')}`)).body.totalElements, 0);
    assert.deepEqual(await allPages(`q=${encodeURIComponent('zeph*')}`, 100), expected({ q: 'zeph' }, 'createdAt,desc').map((row) => row.id));
    for (const q of ['"', 'AND OR NOT', 'NEAR(a b)', '"hi', '(((', 'name:zephyr', "'; drop table products; --", "it's o'clock", 'a\\b']) {
      const response = await t.http.get(`/api/products/search?q=${encodeURIComponent(q.padEnd(3, '"'))}`);
      assert.equal(response.status, 200, `${q}: ${response.text}`);
      assert.equal(response.body.totalElements, expected({ q: q.padEnd(3, '"') }, 'createdAt,desc').length, q);
    }
  });
});

describe('products: search input and freshness', () => {
  let t: TestApp, seller: TestUser;
  before(async () => ({ t, seller } = await startWithCast('seller')));
  after(() => t.close());

  test('1-2 character q is 400 with a clear error; bad sort, size, page or excludeId are 400', async () => {
    for (const q of ['a', 'ab', ' ab ']) {
      const response = await t.http.get(`/api/products/search?q=${encodeURIComponent(q)}`);
      assert.equal(response.status, 400, q);
      assert.equal(response.body.error, SEARCH_TOO_SHORT);
      assert.equal(response.body.fields.q, SEARCH_TOO_SHORT);
    }
    const invalid = ['sort=price', 'sort=name,desc', 'sort=id,asc', 'size=0', 'size=101', 'page=-1', 'page=1.5', 'excludeId=x'];
    for (const query of [...invalid, `q=${'x'.repeat(101)}`, 'q=ab%00c', 'category=a%00b']) {
      assert.equal((await t.http.get(`/api/products/search?${query}`)).status, 400, query);
    }
  });

  test('edits and deletes show up in search at once (the word index follows the table)', async () => {
    const response = await t.http.post(
      '/api/products',
      { name: 'Quillfeather pen', description: 'Writes smoothly', price: 3.5, imageUrl: 'https://i.example.test/p.png', category: 'Desk', stock: 4 },
      { token: seller.token },
    );
    const id = response.body.id as number;
    const hits = async (q: string) => (await t.http.get(`/api/products/search?q=${q}`)).body.content.map((product: { id: number }) => product.id);
    assert.deepEqual(await hits('QUILLFEATHER'), [id]);
    const edit = { name: 'Inkwell set', description: 'Glass inkwell', price: 3.5, imageUrl: 'https://i.example.test/p.png', category: 'Desk', stock: 4 };
    assert.equal((await t.http.put(`/api/products/${id}`, edit, { token: seller.token })).status, 200);
    assert.deepEqual(await hits('quillfeather'), []);
    assert.deepEqual(await hits('INKWELLS'), [id]);
    await t.http.delete(`/api/products/${id}`, { token: seller.token });
    assert.deepEqual(await hits('inkwell'), []);
    const live = await insertProduct(t, seller.id, { name: 'Inkwell refill' });
    assert.deepEqual(await hits('inkwell'), [live]);
  });
});
