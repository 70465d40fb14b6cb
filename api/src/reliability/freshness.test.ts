import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { insertOrder, insertProduct } from '../test/catalog-factory';
import { loginAdmin, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { createHttpClient } from '../test/http';
import { checkoutBody, quickUser } from '../test/orders-kit';
import { asATool, withAnotherProcess } from '../test/other-writers';
import { startServerProcess } from '../test/server-process';

interface Shown {
  id: number;
  name: string;
  price: number;
  stock: number;
  sellerName: string;
  ratingCount: number;
}

// One rule keeps every answer fresh (api/README.md, "Fresh answers"): after a commit by anyone — this process, another
// one, one killed right after, a tool — the very next read on every process shows it. Each read below is the first
// one after the write: nothing here waits or retries until a change appears.
describe('fresh answers: the very next read after any commit shows it', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, buyer: TestUser;
  let run = 0;
  const postgres = () => t.app.dialect === 'postgres';

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    [seller, buyer] = await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'BUYER')]);
  });
  after(() => t.close());

  /** A category no other test uses, so its listing holds only what a test puts there. */
  const freshCategory = () => `Freshness ${process.pid} ${++run}`;

  const page = async (id: number): Promise<Shown & { deleted: boolean }> => {
    const answer = await t.http.get(`/api/products/${id}`);
    assert.equal(answer.status, 200, answer.text);
    return answer.body;
  };
  const listing = async (category: string): Promise<{ products: Shown[]; total: number }> => {
    const answer = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}&size=20`);
    assert.equal(answer.status, 200, answer.text);
    return { products: answer.body.content, total: answer.body.totalElements };
  };
  const categories = async (): Promise<string[]> => (await t.http.get('/api/products/categories')).body;
  /** The staff tables: the seller's own products and the admin's every product (both newest first). */
  const staffTable = async (who: 'seller' | 'admin'): Promise<Array<Shown & { deleted: boolean }>> => {
    const answer =
      who === 'seller'
        ? await t.http.get(`/api/products/my-products?sellerId=${seller.id}&size=20`, { token: seller.token })
        : await t.http.get('/api/products?size=20', { token: admin.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.content;
  };
  const inTable = async (who: 'seller' | 'admin', id: number) => (await staffTable(who)).find((product) => product.id === id);
  /** A signed-in read: 200 while the token stands, 401 once it does not. */
  const cartStatus = async (user: TestUser) => (await t.http.get(`/api/cart/?userId=${user.id}`, { token: user.token })).status;

  const productBody = (category: string, stock: number, name = 'Walnut Tray') => ({
    name,
    description: 'A serving tray of walnut.',
    price: 30,
    imageUrl: 'https://images.example.test/tray.png',
    category,
    stock,
  });

  test('through the API: a new product, an edit, a sale, a review, a seller renamed and a delete', async () => {
    const category = freshCategory();
    assert.equal((await listing(category)).total, 0);
    assert.ok(!(await categories()).includes(category));
    const created = await t.http.post('/api/products', productBody(category, 7), { token: seller.token });
    assert.equal(created.status, 201, created.text);
    const id = created.body.id as number;
    assert.deepEqual((await listing(category)).products.map((product) => product.id), [id]);
    assert.ok((await categories()).includes(category));
    assert.equal((await page(id)).stock, 7);

    assert.equal((await t.http.put(`/api/products/${id}`, { ...productBody(category, 7), name: 'Walnut Tray, oiled' }, { token: seller.token })).status, 200);
    assert.equal((await page(id)).name, 'Walnut Tray, oiled');
    assert.equal((await listing(category)).products[0]?.name, 'Walnut Tray, oiled');

    const sale = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: id, quantity: 2 }], 60), { token: buyer.token });
    assert.equal(sale.status, 201, sale.text);
    assert.equal((await page(id)).stock, 5);
    assert.equal((await listing(category)).products[0]?.stock, 5);

    await insertOrder(t, buyer.id, [{ productId: id, status: 'DELIVERED' }]);
    assert.equal((await t.http.post('/api/reviews', { userId: buyer.id, productId: id, rating: 4 }, { token: buyer.token })).status, 201);
    assert.equal((await page(id)).ratingCount, 1);
    assert.equal((await listing(category)).products[0]?.ratingCount, 1);

    const renamed = await t.http.put(`/api/users/${seller.id}`, { username: `${seller.username}_y`, email: seller.email }, { token: admin.token });
    assert.equal(renamed.status, 200, renamed.text);
    seller = { ...seller, username: `${seller.username}_y` };
    assert.equal((await page(id)).sellerName, seller.username);
    assert.equal((await listing(category)).products[0]?.sellerName, seller.username);

    assert.equal((await t.http.delete(`/api/products/${id}`, { token: seller.token })).status, 200);
    assert.equal((await page(id)).deleted, true);
    assert.equal((await listing(category)).total, 0);
    assert.ok(!(await categories()).includes(category));
  });

  test("a tool's writes (psql, the sqlite3 shell): a product added, stock alone, a price, a deletion, a disable", async () => {
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, stock: 4, priceCents: 1000 });
    assert.equal((await page(id)).stock, 4, 'read once, so anything kept is now in memory');
    assert.equal((await listing(category)).total, 1);
    for (const who of ['seller', 'admin'] as const) assert.equal((await inTable(who, id))?.stock, 4);

    const now = new Date().toISOString();
    await asATool(t, `insert into products (seller_id, name, description, price_cents, image_url, category, stock, deleted, created_at, updated_at)
      values (${seller.id}, 'Tool Added Lamp', 'A lamp a script added.', 4100, 'https://images.example.test/lamp.png', '${category}', 3, false, '${now}', '${now}')`);
    assert.equal((await listing(category)).total, 2);
    for (const who of ['seller', 'admin'] as const) assert.equal((await staffTable(who))[0]?.name, 'Tool Added Lamp', `${who}'s table`);
    await asATool(t, `update products set stock = 1 where id = ${id}`);
    assert.equal((await page(id)).stock, 1);
    assert.equal((await listing(category)).products.find((product) => product.id === id)?.stock, 1);
    for (const who of ['seller', 'admin'] as const) assert.equal((await inTable(who, id))?.stock, 1, `${who}'s table`);
    await asATool(t, `update products set price_cents = 1250 where id = ${id}`);
    assert.equal((await page(id)).price, 12.5);
    for (const who of ['seller', 'admin'] as const) assert.equal((await inTable(who, id))?.price, 12.5, `${who}'s table`);
    await asATool(t, `update products set deleted = true where id = ${id}`);
    assert.equal((await page(id)).deleted, true);
    assert.equal((await listing(category)).total, 1);
    for (const who of ['seller', 'admin'] as const) assert.equal((await inTable(who, id))?.deleted, true, `${who}'s table`);

    const user = await quickUser(t, 'BUYER');
    assert.equal(await cartStatus(user), 200);
    await asATool(t, `update users set disabled = true where id = ${user.id}`);
    assert.equal(await cartStatus(user), 401);
    const other = await quickUser(t, 'BUYER');
    assert.equal(await cartStatus(other), 200);
    await asATool(t, `update users set token_generation = token_generation + 1 where id = ${other.id}`);
    assert.equal(await cartStatus(other), 401, 'a new token generation (a password change) ends the session at once');
  });

  test("suggestions: a tool's rename shows in the next one, a sell-out keeps the product suggested, a disabled seller's product goes", async () => {
    // A word no other product has (letters only: digits would make another word).
    const word = `quokka${[...String(process.pid * 100 + ++run)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
    const suggested = async () => {
      const answer = await t.http.get(`/api/products/suggest?q=${word}`);
      assert.equal(answer.status, 200, answer.text);
      return (answer.body.suggestions as Array<{ text: string; kind: string; productId?: number }>).filter((suggestion) => suggestion.kind === 'product');
    };
    const owner = await quickUser(t, 'SELLER');
    const id = await insertProduct(t, owner.id, { name: `${word} lantern`, stock: 2 });
    assert.deepEqual(await suggested(), [{ text: `${word} lantern`, kind: 'product', productId: id }]);
    await asATool(t, `update products set name = '${word} beacon' where id = ${id}`);
    assert.deepEqual(await suggested(), [{ text: `${word} beacon`, kind: 'product', productId: id }]);
    await asATool(t, `update products set stock = 0 where id = ${id}`);
    assert.deepEqual(await suggested(), [{ text: `${word} beacon`, kind: 'product', productId: id }], 'out of stock, still suggested');
    await asATool(t, `update users set disabled = true where id = ${owner.id}`);
    assert.deepEqual(await suggested(), []);
  });

  test("another API process's writes: a sale, an edit and a disable", async () => {
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, stock: 6, priceCents: 500 });
    const user = await quickUser(t, 'BUYER');
    assert.equal((await page(id)).stock, 6);
    assert.equal((await listing(category)).products[0]?.stock, 6);
    assert.equal(await cartStatus(user), 200);
    await withAnotherProcess(t, async (other) => {
      const as = (token: string) => ({ authorization: `Bearer ${token}` });
      const sale = await other.inject({ method: 'POST', url: '/api/orders/checkout', headers: as(buyer.token), payload: checkoutBody(buyer.id, [{ productId: id, quantity: 2 }], 10) });
      assert.equal(sale.statusCode, 201, sale.body);
      assert.equal((await page(id)).stock, 4);
      assert.equal((await listing(category)).products[0]?.stock, 4);
      const edit = await other.inject({ method: 'PUT', url: `/api/products/${id}`, headers: as(seller.token), payload: { ...productBody(category, 9), price: 7 } });
      assert.equal(edit.statusCode, 200, edit.body);
      assert.deepEqual([(await page(id)).price, (await page(id)).stock], [7, 9]);
      const disabled = await other.inject({ method: 'PUT', url: `/api/users/${user.id}/disable`, headers: as(admin.token) });
      assert.equal(disabled.statusCode, 200, disabled.body);
      assert.equal(await cartStatus(user), 401);
    });
  });

  test('a process killed right after its commit: the write shows on the next read here', async () => {
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, stock: 8, priceCents: 900 });
    assert.equal((await page(id)).price, 9);
    const shared = postgres() ? { DATABASE_URL: t.config.databaseUrl } : { DATA_DIR: t.config.dataDir };
    const server = await startServerProcess({ ...shared, JWT_SECRET: t.config.jwtSecret, SEED_DEMO: 'false', RATE_LIMITS: 'off' });
    try {
      const edit = await createHttpClient(server.baseUrl).put(`/api/products/${id}`, { ...productBody(category, 8), price: 11 }, { token: seller.token });
      assert.equal(edit.status, 200, edit.text);
      await server.kill();
    } finally {
      server.cleanUp();
    }
    assert.equal((await page(id)).price, 11);
    assert.equal((await listing(category)).products[0]?.price, 11);
  });

  test('PostgreSQL: after every database connection of this process was dropped, reads answer what is in the database', async (context) => {
    if (!postgres()) return context.skip('SQLite has no connections to drop');
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, stock: 5 });
    const user = await quickUser(t, 'BUYER');
    assert.equal((await page(id)).stock, 5);
    assert.equal(await cartStatus(user), 200);
    await asATool(t, `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await asATool(t, `update products set stock = 2 where id = ${id}`);
    await asATool(t, `update users set disabled = true where id = ${user.id}`);
    // A pooled connection found dead answers 503 once (the pool then replaces it); what is answered is never old.
    const afterDrop = async <T>(read: () => Promise<T>, is503: (value: T) => boolean): Promise<T> => {
      const first = await read();
      return is503(first) ? read() : first;
    };
    const detail = await afterDrop(() => t.http.get(`/api/products/${id}`), (answer) => answer.status === 503);
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.body.stock, 2);
    assert.equal(await afterDrop(() => cartStatus(user), (status) => status === 503), 401);
  });

  test('a search page and a product page answer 304 to their ETag while unchanged; a sale gives a new ETag and body', async () => {
    const category = freshCategory();
    const id = await insertProduct(t, seller.id, { category, stock: 8 });
    for (const path of [`/api/products/search?category=${encodeURIComponent(category)}&page=0&size=20`, `/api/products/${id}`]) {
      const first = await t.http.get(path);
      const etag = first.headers.get('etag')!;
      assert.match(etag, /^W\/".+"$/);
      const again = await t.http.get(path, { headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
      assert.equal(again.text, '');
      const sale = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: id, quantity: 1 }], 12.5), { token: buyer.token });
      assert.equal(sale.status, 201, sale.text);
      const changed = await t.http.get(path, { headers: { 'if-none-match': etag } });
      assert.equal(changed.status, 200);
      assert.notEqual(changed.headers.get('etag'), etag);
    }
  });

  test('a restored backup never brings back an answer of another catalogue: versions name one state, never reused', async () => {
    const versionNow = async () => Number(((await sql<{ version: number }>`select version from catalogue_version where id = 1`.execute(t.app.db)).rows[0] as { version: number }).version);
    const read = async (etag?: string) => {
      const answer = await t.http.get('/api/products/categories', etag ? { headers: { 'if-none-match': etag } } : {});
      return { status: answer.status, list: answer.body as string[], etag: answer.headers.get('etag')! };
    };
    const version = await versionNow();
    await read();
    const [added, addedLater] = [freshCategory(), freshCategory()];
    const id = await insertProduct(t, seller.id, { category: added });
    const withAdded = await read();
    assert.ok(withAdded.list.includes(added), 'kept in memory under the version of that moment');

    // The restore: the rows and the version as they were when the backup was taken.
    await asATool(t, `delete from products where id = ${id}`);
    await asATool(t, `update catalogue_version set version = ${version} where id = 1`);

    // The next change moves the version to one never used before (a counter would reach the number kept for `added`).
    await insertProduct(t, seller.id, { category: addedLater });
    const now = await read(withAdded.etag);
    assert.equal(now.status, 200, 'another list: never a 304 for the list with the removed category');
    assert.ok(now.list.includes(addedLater) && !now.list.includes(added), JSON.stringify(now.list));
  });
});
