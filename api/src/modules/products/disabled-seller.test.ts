import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { asATool, withAnotherProcess } from '../../test/other-writers';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { addToCart, checkoutBody, quickUser, stockOf } from '../../test/orders-kit';

// A disabled seller can no longer sign in to ship what is bought, so shoppers must not find or buy their products
// while the seller is disabled; enabling brings them back, and orders already placed stay readable.
describe("disabled sellers: their products leave the shop's listings and cannot be bought", () => {
  let t: TestApp, admin: TestUser, buyer: TestUser;
  let run = 0;

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    buyer = await quickUser(t, 'BUYER');
  });
  after(() => t.close());

  /** Two sellers with a product each in a category and under a word no other test uses. */
  async function twoShops() {
    run += 1;
    const [paused, open] = [await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER')];
    // A different first letter per run: a typo there is never corrected, so runs never find each other's word.
    const word = `${'abcdefghijklmnopqrstuvwxyz'[run % 26]}lantern${process.pid}`;
    const category = `Disabled sellers ${process.pid} ${run}`;
    const product = (sellerId: number, name: string) => insertProduct(t, sellerId, { name: `${name} ${word}`, category, priceCents: 1500, stock: 5 });
    const own = `${category} brass only`;
    await insertProduct(t, paused.id, { name: `Brass stand ${word}`, category: own, stock: 3 });
    return { paused, open, word, category, own, hidden: await product(paused.id, 'Brass'), shown: await product(open.id, 'Iron') };
  }

  type Shops = Awaited<ReturnType<typeof twoShops>>;

  /** The product ids each shopper listing shows: by word, by category, everything, the seller's own, related. */
  async function listed(shops: Shops): Promise<Record<'word' | 'category' | 'inStock' | 'seller' | 'related' | 'categories', number[]>> {
    const ids = async (query: string) => {
      const answer = await t.http.get(`/api/products/search?${query}&size=100`);
      assert.equal(answer.status, 200, answer.text);
      const mine = (answer.body.content as Array<{ id: number }>).map((product) => product.id).filter((id) => id === shops.hidden || id === shops.shown);
      return mine.sort((a, b) => a - b);
    };
    return {
      word: await ids(`q=${shops.word}`),
      category: await ids(`category=${encodeURIComponent(shops.category)}`),
      inStock: await ids(`category=${encodeURIComponent(shops.category)}&inStock=true&sort=price,asc`),
      seller: await ids(`sellerId=${shops.paused.id}`),
      related: await ids(`category=${encodeURIComponent(shops.category)}&excludeId=${shops.shown}`),
      // The category only the paused seller sells in: listed as [0] while it shows, [] once it does not.
      categories: ((await t.http.get('/api/products/categories')).body as string[]).filter((name) => name === shops.own).map(() => 0),
    };
  }

  const totalOf = async (category: string) => (await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}`)).body.totalElements as number;
  const everything = (shops: Shops) => ({ word: [shops.hidden, shops.shown], category: [shops.hidden, shops.shown], inStock: [shops.hidden, shops.shown], seller: [shops.hidden], related: [shops.hidden], categories: [0] });
  const withoutPaused = (shops: Shops) => ({ word: [shops.shown], category: [shops.shown], inStock: [shops.shown], seller: [], related: [], categories: [] });
  const adminPut = (path: string) => t.http.put(path, undefined, { token: admin.token });

  test('through this process: hidden from the very next search (cached answers included) and back on enable', async () => {
    const shops = await twoShops();
    assert.deepEqual(await listed(shops), everything(shops), 'listed, and now kept in memory');
    assert.equal(await totalOf(shops.category), 2);
    assert.equal((await adminPut(`/api/users/${shops.paused.id}/disable`)).status, 200);
    assert.deepEqual(await listed(shops), withoutPaused(shops));
    assert.equal(await totalOf(shops.category), 1);
    assert.equal((await adminPut(`/api/users/${shops.paused.id}/enable`)).status, 200);
    assert.deepEqual(await listed(shops), everything(shops));
    assert.equal(await totalOf(shops.category), 2);
  });

  test('staff still see the products: the admin table lists them while the seller is disabled', async () => {
    const shops = await twoShops();
    assert.equal((await adminPut(`/api/users/${shops.paused.id}/disable`)).status, 200);
    const table = await t.http.get(`/api/products?q=${shops.word}`, { token: admin.token });
    const ids = (table.body.content as Array<{ id: number }>).map((product) => product.id);
    assert.equal(ids.length, 3, 'both of the disabled seller\'s products and the other seller\'s');
    assert.ok(ids.includes(shops.hidden) && ids.includes(shops.shown));
    assert.equal((await adminPut(`/api/users/${shops.paused.id}/enable`)).status, 200);
  });

  test('cart and checkout refuse them with a clear message while disabled; orders placed before stay readable', async () => {
    const shops = await twoShops();
    const placed = await insertOrder(t, buyer.id, [{ productId: shops.hidden, quantity: 1 }]);
    await addToCart(t, buyer.id, shops.hidden, 1);
    assert.equal((await adminPut(`/api/users/${shops.paused.id}/disable`)).status, 200);

    const unavailable = /^Brass \S*lantern\S+ is not available right now: its seller is not taking orders\.$/;
    const added = await t.http.post('/api/cart/add', { userId: buyer.id, productId: shops.hidden, quantity: 1 }, { token: buyer.token });
    assert.equal(added.status, 409, added.text);
    assert.match(added.body.error, unavailable);
    const more = await t.http.put('/api/cart', { userId: buyer.id, productId: shops.hidden, quantity: 2 }, { token: buyer.token });
    assert.equal(more.status, 409, more.text);
    assert.match(more.body.error, unavailable);
    const bought = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: shops.hidden, quantity: 1 }, { productId: shops.shown, quantity: 1 }], 30), { token: buyer.token });
    assert.equal(bought.status, 409, bought.text);
    assert.match(bought.body.error, unavailable);
    assert.deepEqual([await stockOf(t, shops.hidden), await stockOf(t, shops.shown)], [5, 5], 'nothing taken');

    const order = await t.http.get(`/api/orders/${placed}`, { token: buyer.token });
    assert.equal(order.status, 200, order.text);
    assert.equal(order.body.items[0].productId, shops.hidden);
    assert.equal((await t.http.get(`/api/orders/${placed}?sellerId=${shops.paused.id}`, { token: admin.token })).status, 200);
    assert.equal((await t.http.get(`/api/orders/user/${buyer.id}`, { token: buyer.token })).body.some((o: { orderId: number }) => o.orderId === placed), true);

    assert.equal((await adminPut(`/api/users/${shops.paused.id}/enable`)).status, 200);
    assert.equal((await t.http.post('/api/cart/add', { userId: buyer.id, productId: shops.hidden, quantity: 1 }, { token: buyer.token })).status, 200);
    const again = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: shops.hidden, quantity: 1 }], 15), { token: buyer.token });
    assert.equal(again.status, 201, again.text);
  });

  test("a tool's disable, and another process's, shows on this process's very next reads", async () => {
    const shops = await twoShops();
    assert.deepEqual(await listed(shops), everything(shops));
    await asATool(t, `update users set disabled = true where id = ${shops.paused.id}`);
    assert.deepEqual(await listed(shops), withoutPaused(shops));
    await asATool(t, `update users set disabled = false where id = ${shops.paused.id}`);
    assert.deepEqual(await listed(shops), everything(shops));
    await withAnotherProcess(t, async (other) => {
      const disabled = await other.inject({ method: 'PUT', url: `/api/users/${shops.paused.id}/disable`, headers: { authorization: `Bearer ${admin.token}` } });
      assert.equal(disabled.statusCode, 200, disabled.body);
      assert.deepEqual(await listed(shops), withoutPaused(shops));
      assert.equal(await totalOf(shops.category), 1);
    });
  });
});
