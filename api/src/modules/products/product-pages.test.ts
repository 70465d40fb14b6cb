import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { asATool as asAToolOn, dropListener, eventually, sellThrough, withAnotherProcess, withoutNotices as withoutTriggers } from '../../test/change-notices';
import { checkoutBody, quickUser } from '../../test/orders-kit';

// On PostgreSQL each API process answers product pages from memory while it hears the database's change notices
// (migration 0050, plugins/product-pages.ts); on SQLite each request reads the row. Either way no page may show a
// change late: at once after a write through this process, and as soon as the notice arrives for any other writer.
describe('product pages: every change shows, whoever wrote it', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, buyer: TestUser;
  const postgres = () => t.app.dialect === 'postgres';

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    [seller, buyer] = await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'BUYER')]);
  });
  after(() => t.close());

  const page = async (id: number) => {
    const answer = await t.http.get(`/api/products/${id}`);
    assert.equal(answer.status, 200, answer.text);
    return answer.body as { name: string; price: number; stock: number; sellerName: string; deleted: boolean; ratingCount: number; ratingBreakdown: number[] };
  };

  const listening = () => eventually('the change notices are heard', async () => t.app.productPages.listening);

  const NOTICE_TRIGGERS = [
    ['products', 'products_announce_update'],
    ['products', 'products_announce_delete'],
    ['users', 'users_announce_rename'],
  ] as const;

  /** Runs `work` with the database's change notices off (PostgreSQL): only what this process does itself can show. */
  const withoutNotices = (work: () => Promise<void>) => withoutTriggers(t, NOTICE_TRIGGERS, work);

  /** A write the notices do not announce: the page can then only show it by reading the database. */
  const unannounced = (id: number, priceCents: number) =>
    withoutNotices(async () => void (await t.app.db.updateTable('products').set({ price_cents: priceCents }).where('id', '=', id).execute()));

  // With the notices off, so that on PostgreSQL only the writing process's own bookkeeping can keep the page right.
  test('a write through the API shows on the very next read: edit, sale, review, seller renamed, delete', async () => {
    if (postgres()) await listening();
    await withoutNotices(writeThroughTheApi);
  });

  async function writeThroughTheApi() {
    const id = await insertProduct(t, seller.id, { name: 'Pine Stool', priceCents: 2000, stock: 7 });
    assert.equal((await page(id)).stock, 7);

    const body = { name: 'Pine Stool, oiled', description: 'A small stool of oiled pine.', price: 20, imageUrl: 'https://images.example.test/stool.png', category: 'Furniture', stock: 7 };
    assert.equal((await t.http.put(`/api/products/${id}`, body, { token: seller.token })).status, 200);
    assert.equal((await page(id)).name, 'Pine Stool, oiled');

    const sale = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: id, quantity: 2 }], 40), { token: buyer.token });
    assert.equal(sale.status, 201, sale.text);
    assert.equal((await page(id)).stock, 5);

    await insertOrder(t, buyer.id, [{ productId: id, status: 'DELIVERED' }]);
    assert.equal((await t.http.post('/api/reviews', { userId: buyer.id, productId: id, rating: 4 }, { token: buyer.token })).status, 201);
    const reviewed = await page(id);
    assert.equal(reviewed.ratingCount, 1);
    assert.deepEqual(reviewed.ratingBreakdown, [0, 1, 0, 0, 0]);

    const renamed = await t.http.put(`/api/users/${seller.id}`, { username: `${seller.username}_x`, email: seller.email }, { token: admin.token });
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal((await page(id)).sellerName, `${seller.username}_x`);

    assert.equal((await t.http.delete(`/api/products/${id}`, { token: seller.token })).status, 200);
    assert.equal((await page(id)).deleted, true);
  }

  const asATool = (text: string) => asAToolOn(t, text);

  test('a change written by a tool reaches the page: stock alone, then a deletion', async () => {
    const id = await insertProduct(t, seller.id, { stock: 9 });
    assert.equal((await page(id)).stock, 9);
    await asATool(`update products set stock = 2 where id = ${id}`);
    await eventually('the new stock shows', async () => (await page(id)).stock === 2);
    await asATool(`update products set deleted = true where id = ${id}`);
    await eventually('the deletion shows', async () => (await page(id)).deleted);
  });

  test('a sale through another API process reaches this one (announced after its commit)', async (context) => {
    if (!postgres()) return context.skip('on SQLite every process reads the row');
    await listening();
    const id = await insertProduct(t, seller.id, { priceCents: 500, stock: 6 });
    assert.equal((await page(id)).stock, 6);
    await withAnotherProcess(t, async (other) => {
      await sellThrough(other, buyer, id, 2, 10);
      assert.equal(JSON.parse((await other.inject({ url: `/api/products/${id}` })).body).stock, 4, 'the selling process at once');
      await eventually('the other process shows the sale', async () => (await page(id)).stock === 4);
    });
  });

  test('an edit of stock and price through another API process reaches this one (announced after its commit)', async (context) => {
    if (!postgres()) return context.skip('on SQLite every process reads the row');
    await listening();
    const id = await insertProduct(t, seller.id, { name: 'Ash Shelf', priceCents: 3000, stock: 3 });
    assert.equal((await page(id)).stock, 3);
    await withAnotherProcess(t, async (other) => {
      const body = { name: 'Ash Shelf', description: 'A shelf of ash.', price: 35, imageUrl: 'https://images.example.test/shelf.png', category: 'Furniture', stock: 12 };
      const edit = await other.inject({ method: 'PUT', url: `/api/products/${id}`, headers: { authorization: `Bearer ${seller.token}` }, payload: body });
      assert.equal(edit.statusCode, 200, edit.body);
      await eventually('the other process shows the edit', async () => {
        const shown = await page(id);
        return shown.stock === 12 && shown.price === 35;
      });
    });
  });

  test('SQLite: pages come from memory while nothing is written; a write by anyone (another connection too) shows on the next read', async (context) => {
    if (postgres()) return context.skip('PostgreSQL: the notices, above');
    const id = await insertProduct(t, seller.id, { priceCents: 1000, stock: 4 });
    assert.equal((await page(id)).price, 10);
    assert.equal(t.app.productPages.trusted(id, t.app.productPages.readStarts())?.etag !== undefined, true, 'answered from memory');

    // Another process's connection (a second worker, a tool): the database's data_version moves.
    await asATool(`update products set price_cents = 1100, stock = 3 where id = ${id}`);
    const shown = await page(id);
    assert.deepEqual([shown.price, shown.stock], [11, 3]);
    // This process's own connection, writing something else entirely: re-read (same answer), then from memory again.
    await insertProduct(t, seller.id);
    assert.equal(t.app.productPages.trusted(id, t.app.productPages.readStarts()), undefined, 'any write re-reads');
    assert.equal((await page(id)).price, 11);
    assert.notEqual(t.app.productPages.trusted(id, t.app.productPages.readStarts()), undefined);
    // Its own connection writing the product behind the API's back (no bookkeeping call): still seen at once.
    await sql`update products set price_cents = 1200 where id = ${id}`.execute(t.app.db);
    assert.equal((await page(id)).price, 12);
  });

  test('PostgreSQL: pages come from memory while notices are heard, from the database while they are not', async (context) => {
    if (!postgres()) return context.skip('SQLite reads the row on every request');
    await listening();
    const id = await insertProduct(t, seller.id, { priceCents: 1000 });
    assert.equal((await page(id)).price, 10);
    await unannounced(id, 1100);
    assert.equal((await page(id)).price, 10, 'answered from memory: an unannounced write is not seen');

    // The listening connection drops: nothing is trusted until it is back, so every read goes to the database.
    await dropListener(t, 'shop_product_changes', () => t.app.productPages.listening);
    assert.equal((await page(id)).price, 11);
    await unannounced(id, 1200);
    assert.equal((await page(id)).price, 12, 'read from the database while deaf');

    await listening();
    await t.app.db.updateTable('products').set({ price_cents: 1300 }).where('id', '=', id).execute();
    await eventually('announced changes reach the page again', async () => (await page(id)).price === 13);
    // A read that raced the notice is not trusted; the next one after it is.
    await eventually('answered from memory again', async () => (await page(id)).price === 13 && t.app.productPages.trusted(id) !== undefined);
    await unannounced(id, 1400);
    assert.equal((await page(id)).price, 13, 'from memory again');
  });
});
