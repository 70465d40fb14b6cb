import { parse } from 'csv-parse/sync';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertBulk } from '../../test/bulk-catalogue';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';
import { PRODUCT_CSV_COLUMNS } from './products-export';

const BOM = [0xef, 0xbb, 0xbf];

describe('GET /api/products/export', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let admin: TestUser;
  let otherProduct: number;

  const exportAs = async (user: TestUser | undefined, query = '') => {
    const response = await fetch(`${t.baseUrl}/api/products/export${query}`, { headers: user ? { authorization: `Bearer ${user.token}` } : {} });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const rowsOf = (bytes: Uint8Array) => parse(Buffer.from(bytes), { bom: true, columns: true }) as Array<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

  before(async () => {
    t = await startTestApp();
    [seller, otherSeller] = (await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'SELLER')])) as [TestUser, TestUser];
    admin = await loginAdmin(t);
    otherProduct = await insertProduct(t, otherSeller.id, { name: 'Not yours', priceCents: 999 });
  });
  after(() => t.close());

  test("a seller's file: a byte-order mark, the header row, and only their own products, deleted ones marked", async () => {
    const live = await insertProduct(t, seller.id, { name: 'Café lamp, "brass"', description: 'Warm light\nfor two rooms', priceCents: 1999, stock: 7, category: 'Home' });
    const gone = await insertProduct(t, seller.id, { name: 'Old kettle', deleted: true });
    const { response, bytes } = await exportAs(seller);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="products-seller-\d+\.csv"$/);
    assert.deepEqual([...bytes.slice(0, 3)], BOM);
    const text = Buffer.from(bytes.slice(3)).toString('utf8');
    assert.equal(text.split('\r\n')[0], PRODUCT_CSV_COLUMNS.join(','));
    const rows = rowsOf(bytes);
    assert.deepEqual(rows.map((row) => Number(row.id)), [live, gone]);
    assert.deepEqual(rows[0], {
      id: String(live),
      name: 'Café lamp, "brass"',
      description: 'Warm light\nfor two rooms',
      category: 'Home',
      price: '19.99',
      stock: '7',
      imageUrl: 'https://images.example.test/product.png',
      deleted: 'false',
      sellerId: String(seller.id),
      sellerName: seller.username,
    });
    assert.equal(rows[1]!.deleted, 'true');
    assert.ok(!rows.some((row) => Number(row.id) === otherProduct), "another seller's product is never in it");
  });

  test('cells a spreadsheet would run as a formula start with an apostrophe', async () => {
    const starts = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB'];
    const ids: number[] = [];
    for (const name of starts) ids.push(await insertProduct(t, seller.id, { name, description: name, category: name }));
    const rows = rowsOf((await exportAs(seller)).bytes).filter((row) => ids.includes(Number(row.id)));
    assert.deepEqual(rows.map((row) => row.name), starts.map((name) => `'${name}`));
    assert.deepEqual(rows.map((row) => row.description), starts.map((name) => `'${name}`));
    assert.deepEqual(rows.map((row) => row.category), starts.map((name) => `'${name}`));
  });

  test('an admin gets every product, or one seller’s when asking for them', async () => {
    const all = rowsOf((await exportAs(admin)).bytes);
    assert.ok(all.some((row) => Number(row.id) === otherProduct));
    assert.ok(all.some((row) => row.sellerId === String(seller.id)));
    const { response, bytes } = await exportAs(admin, `?sellerId=${otherSeller.id}`);
    assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`products-seller-${otherSeller.id}\\.csv`));
    assert.deepEqual(rowsOf(bytes).map((row) => Number(row.id)), [otherProduct]);
  });

  test("nobody else: another seller's id 403, a buyer 403, no sign-in 401", async () => {
    const buyer = await quickUser(t);
    assert.equal((await exportAs(seller, `?sellerId=${otherSeller.id}`)).response.status, 403);
    assert.equal((await exportAs(buyer)).response.status, 403);
    assert.equal((await exportAs(undefined)).response.status, 401);
    assert.equal((await exportAs(seller, '?sellerId=abc')).response.status, 400);
  });

  test('a catalogue larger than one read streams whole, in id order', async () => {
    const bulkSeller = await quickUser(t, 'SELLER');
    const now = new Date().toISOString();
    const inserted = await insertBulk(t, 2600, (index) => ({
      seller_id: bulkSeller!.id,
      name: `Bulk item ${index}`,
      description: 'Made in bulk',
      price_cents: 100 + index,
      image_url: 'https://images.example.test/bulk.png',
      category: 'Bulk',
      stock: index % 50,
      created_at: now,
      updated_at: now,
    }));
    const rows = rowsOf((await exportAs(bulkSeller)).bytes);
    assert.deepEqual(rows.map((row) => Number(row.id)), inserted.map((row) => row.id));
    assert.equal(rows[2599]!.price, (2699 / 100).toFixed(2));
  });
});
