import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { asATool as asAToolOn, dropListener, eventually, sellThrough, withAnotherProcess, withoutNotices as withoutTriggers } from '../../test/change-notices';
import { checkoutBody, quickUser } from '../../test/orders-kit';

interface Listed {
  id: number;
  name: string;
  price: number;
  stock: number;
  sellerName: string;
  ratingCount: number;
}

// Search pages are answered whole from memory while nothing changed (lib/product-pages.ts, ListingAnswerCache):
// PostgreSQL while this process hears every change notice and none that could change the page came since it was read
// (0050, 0053; a sale only outdates the pages showing its product and those filtered to products in stock), SQLite
// while the database's change stamp is unchanged. No page may show a change late: at once after a write through
// this process, as soon as the notice arrives for any other writer.
describe('search pages: every change shows, whoever wrote it', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, buyer: TestUser;
  let categoryNumber = 0;
  const postgres = () => t.app.dialect === 'postgres';

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    [seller, buyer] = await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'BUYER')]);
  });
  after(() => t.close());

  /** A category no other test uses, so its listing holds only what a test puts there. */
  const freshCategory = () => `Listing test ${process.pid} ${++categoryNumber}`;

  const listing = async (category: string) => {
    const answer = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}&page=0&size=20`);
    assert.equal(answer.status, 200, answer.text);
    const body = answer.body as { content: Listed[]; totalElements: number };
    return { products: body.content, total: body.totalElements, etag: answer.headers.get('etag') ?? '' };
  };

  const listening = () => eventually('the change notices are heard', async () => t.app.productPages.listening);

  const NOTICE_TRIGGERS = [
    ['products', 'products_announce_update'],
    ['products', 'products_announce_delete'],
    ['products', 'products_announce_insert'],
    ['users', 'users_announce_rename'],
  ] as const;

  const withoutNotices = (work: () => Promise<void>) => withoutTriggers(t, NOTICE_TRIGGERS, work);

  const productBody = (category: string, stock: number) => ({
    name: 'Walnut Tray',
    description: 'A serving tray of walnut.',
    price: 30,
    imageUrl: 'https://images.example.test/tray.png',
    category,
    stock,
  });

  test('a write through the API shows on the very next read: new product, edit, sale, review, seller renamed, delete', async () => {
    if (postgres()) await listening();
    await withoutNotices(async () => {
      const category = freshCategory();
      assert.equal((await listing(category)).total, 0);
      const created = await t.http.post('/api/products', productBody(category, 7), { token: seller.token });
      assert.equal(created.status, 201, created.text);
      const id = (created.body as { id: number }).id;
      assert.deepEqual((await listing(category)).products.map((product) => product.id), [id], 'the new product is listed at once');

      assert.equal((await t.http.put(`/api/products/${id}`, { ...productBody(category, 7), name: 'Walnut Tray, oiled' }, { token: seller.token })).status, 200);
      assert.equal((await listing(category)).products[0]?.name, 'Walnut Tray, oiled');

      const sale = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: id, quantity: 2 }], 60), { token: buyer.token });
      assert.equal(sale.status, 201, sale.text);
      assert.equal((await listing(category)).products[0]?.stock, 5);

      await insertOrder(t, buyer.id, [{ productId: id, status: 'DELIVERED' }]);
      assert.equal((await t.http.post('/api/reviews', { userId: buyer.id, productId: id, rating: 4 }, { token: buyer.token })).status, 201);
      assert.equal((await listing(category)).products[0]?.ratingCount, 1);

      const renamed = await t.http.put(`/api/users/${seller.id}`, { username: `${seller.username}_y`, email: seller.email }, { token: admin.token });
      assert.equal(renamed.status, 200, renamed.text);
      seller = { ...seller, username: `${seller.username}_y` };
      assert.equal((await listing(category)).products[0]?.sellerName, seller.username);

      assert.equal((await t.http.delete(`/api/products/${id}`, { token: seller.token })).status, 200);
      assert.equal((await listing(category)).total, 0, 'a deleted product leaves the search at once');
    });
  });

  const asATool = (text: string) => asAToolOn(t, text);

  test('a tool\'s writes reach the search: a product added, its stock alone, then its deletion', async () => {
    if (postgres()) await listening();
    const category = freshCategory();
    const first = await insertProduct(t, seller.id, { category, stock: 4 });
    await eventually('the first product is listed', async () => (await listing(category)).total === 1);
    const now = new Date().toISOString();
    await asATool(`insert into products (seller_id, name, description, price_cents, image_url, category, stock, deleted, created_at, updated_at)
      values (${seller.id}, 'Tool Added Lamp', 'A lamp a script added.', 4100, 'https://images.example.test/lamp.png', '${category}', 3, false, '${now}', '${now}')`);
    await eventually('the added product shows', async () => (await listing(category)).products.some((product) => product.name === 'Tool Added Lamp'));
    await asATool(`update products set stock = 1 where id = ${first}`);
    await eventually('the new stock shows', async () => (await listing(category)).products.find((product) => product.id === first)?.stock === 1);
    await asATool(`update products set deleted = true where id = ${first}`);
    await eventually('the deletion shows', async () => (await listing(category)).total === 1);
  });

  test('a sale through another API process reaches this one\'s search (announced after its commit)', async (context) => {
    if (!postgres()) return context.skip('SQLite: the change stamp, below');
    await listening();
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, priceCents: 500, stock: 6 });
    await eventually('the product is listed', async () => (await listing(category)).products[0]?.stock === 6);
    await withAnotherProcess(t, async (other) => {
      await sellThrough(other, buyer, id, 2, 10);
      await eventually('the other process shows the sale', async () => (await listing(category)).products[0]?.stock === 4);
    });
  });

  test('an unchanged page answers 304 to its ETag; a change gives a new ETag and body', async () => {
    if (postgres()) await listening();
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, stock: 8 });
    await eventually('the product is listed', async () => (await listing(category)).total === 1);
    const { etag } = await listing(category);
    assert.match(etag, /^W\/".+"$/);
    const path = `/api/products/search?category=${encodeURIComponent(category)}&page=0&size=20`;
    const again = await t.http.get(path, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    const sale = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: id, quantity: 1 }], 12.5), { token: buyer.token });
    assert.equal(sale.status, 201, sale.text);
    const changed = await t.http.get(path, { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.equal((changed.body as { content: Listed[] }).content[0]?.stock, 7);
  });

  test('SQLite: from memory while nothing is written; another connection\'s write shows on the next read', async (context) => {
    if (postgres()) return context.skip('PostgreSQL: the notices, below');
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, priceCents: 1000 });
    assert.equal((await listing(category)).products[0]?.price, 10);
    await asATool(`update products set price_cents = 1100 where id = ${id}`);
    assert.equal((await listing(category)).products[0]?.price, 11, 'at once, without a notice');
    await sql`update products set price_cents = 1200 where id = ${id}`.execute(t.app.db);
    assert.equal((await listing(category)).products[0]?.price, 12, 'its own connection behind the API\'s back: at once');
  });

  test('PostgreSQL: a sale re-reads the listings showing its product and those of products in stock; others stay in memory', async (context) => {
    if (!postgres()) return context.skip('SQLite: any write re-reads every listing (the change stamp)');
    await listening();
    const [sold, untouched] = [freshCategory(), freshCategory()];
    const soldId = await insertProduct(t, seller.id, { category: sold, priceCents: 500, stock: 1000 });
    const untouchedId = await insertProduct(t, seller.id, { category: untouched, priceCents: 1000 });
    // Newest first, one product a page: page 0 shows the newer product; the older, one unit left, is only in its total.
    const inStock = freshCategory();
    const olderId = await insertProduct(t, seller.id, { category: inStock, priceCents: 700, stock: 1 });
    await insertProduct(t, seller.id, { category: inStock, stock: 5 });
    const inStockPage = async () => {
      const answer = await t.http.get(`/api/products/search?category=${encodeURIComponent(inStock)}&inStock=true&page=0&size=1`);
      return (answer.body as { totalElements: number }).totalElements;
    };
    await eventually('the products are listed', async () => (await listing(sold)).total === 1 && (await listing(untouched)).total === 1 && (await inStockPage()) === 2);

    await withAnotherProcess(t, async (other) => {
      let soldStock = 1000;
      let cents = 1000;
      // Other test files write products meanwhile (their notices outdate every listing): tried until none came.
      await eventually("a sale of another listing's product leaves this one in memory", async () => {
        const shown = (await listing(untouched)).products[0]?.price;
        // The product's page, kept in memory now, changes when this process hears the sale's notice.
        const soldPage = async () => ((await t.http.get(`/api/products/${soldId}`)).body as { stock: number }).stock;
        await soldPage();
        cents += 100;
        await withoutNotices(async () => void (await t.app.db.updateTable('products').set({ price_cents: cents }).where('id', '=', untouchedId).execute()));
        await sellThrough(other, buyer, soldId, 1, 5);
        soldStock -= 1;
        await eventually("the sale's notice is heard", async () => (await soldPage()) === soldStock);
        assert.equal((await listing(sold)).products[0]?.stock, soldStock, 'the listing holding the sold product is read again');
        return (await listing(untouched)).products[0]?.price === shown;
      });
      await sellThrough(other, buyer, olderId, 1, 7);
      await eventually('the last unit sold leaves the in-stock total, though not on that page', async () => (await inStockPage()) === 1);
    });
  });

  test('PostgreSQL: from memory while notices are heard, from the database while they are not', async (context) => {
    if (!postgres()) return context.skip('SQLite: the change stamp, above');
    await listening();
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, priceCents: 1000 });
    await eventually('the product is listed', async () => (await listing(category)).products[0]?.price === 10);
    const unannounced = (priceCents: number) =>
      withoutNotices(async () => void (await t.app.db.updateTable('products').set({ price_cents: priceCents }).where('id', '=', id).execute()));
    // Other test files write products meanwhile (their notices outdate every listing here): tried until none came.
    let cents = 1000;
    await eventually('an unannounced write is not seen: answered from memory', async () => {
      const shown = (await listing(category)).products[0]?.price;
      cents += 100;
      await unannounced(cents);
      return (await listing(category)).products[0]?.price === shown;
    });

    await dropListener(t, 'shop_product_changes', () => t.app.productPages.listening);
    assert.equal((await listing(category)).products[0]?.price, cents / 100);
    await unannounced(cents + 100);
    assert.equal((await listing(category)).products[0]?.price, cents / 100 + 1, 'read from the database while deaf');
    await listening();
    await t.app.db.updateTable('products').set({ price_cents: 99_00 }).where('id', '=', id).execute();
    await eventually('announced changes reach the search again', async () => (await listing(category)).products[0]?.price === 99);
  });
});
