import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import type { TestUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { asATool } from '../../test/other-writers';
import { checkoutBody, quickUser, startTwoSellerShop } from '../../test/orders-kit';
import type { AdminDashboard, SellerDashboard } from './dashboard.schemas';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/orders/dashboard/seller and /admin', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, otherSeller: TestUser, buyer: TestUser;
  let product: number, otherProduct: number;
  before(async () => ({ t, admin, seller, otherSeller, buyer, product, otherProduct } = await startTwoSellerShop(100)));
  after(() => t.close());

  const sellerView = async (user: TestUser, days?: number) => {
    const answer = await t.http.get(`/api/orders/dashboard/seller${days ? `?days=${days}` : ''}`, { token: user.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body as SellerDashboard;
  };
  const adminView = async (days?: number) => {
    const answer = await t.http.get(`/api/orders/dashboard/admin${days ? `?days=${days}` : ''}`, { token: admin.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body as AdminDashboard;
  };
  const dayOf = (dashboard: { salesPerDay: SellerDashboard['salesPerDay'] }, day: string) => dashboard.salesPerDay.find((row) => row.day === day);

  test('a seller with no orders sees every day of the period as zero, every status at zero and no top products', async () => {
    const fresh = await quickUser(t, 'SELLER');
    const dashboard = await sellerView(fresh);
    assert.equal(dashboard.days, 30);
    assert.equal(dashboard.salesPerDay.length, 30);
    assert.equal(dashboard.to, today());
    assert.equal(dashboard.salesPerDay[0]!.day, dashboard.from);
    assert.ok(dashboard.salesPerDay.every((day) => day.orders === 0 && day.items === 0 && day.revenueCents === 0));
    assert.deepEqual(dashboard.totals, { orders: 0, items: 0, revenueCents: 0 });
    assert.deepEqual(dashboard.ordersByStatus.map((row) => [row.status, row.orders]), [['PENDING', 0], ['SHIPPED', 0], ['DELIVERED', 0], ['DISPUTING', 0], ['RESOLVED', 0]]);
    assert.deepEqual(dashboard.topProducts, []);
    assert.equal((await sellerView(fresh, 90)).salesPerDay.length, 90);
  });

  test("a checkout shows at once on the seller's day, their statuses and top products; never another seller's items", async () => {
    const before = await sellerView(seller);
    const placed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product, quantity: 3 }, { productId: otherProduct, quantity: 2 }], 40), { token: buyer.token });
    assert.equal(placed.status, 201, placed.text);
    const after = await sellerView(seller);
    const day = dayOf(after, today())!;
    const was = dayOf(before, today())!;
    // The seller's product costs $10.00: 3 units, one order; the other seller's $5.00 items are not theirs.
    assert.deepEqual({ orders: day.orders - was.orders, items: day.items - was.items, revenueCents: day.revenueCents - was.revenueCents }, { orders: 1, items: 3, revenueCents: 3000 });
    assert.equal(after.totals.revenueCents - before.totals.revenueCents, 3000);
    const pending = (dashboard: SellerDashboard) => dashboard.ordersByStatus.find((row) => row.status === 'PENDING')!.orders;
    assert.equal(pending(after), pending(before) + 1);
    assert.ok(after.topProducts.every((top) => top.productId !== otherProduct));
    assert.equal(after.topProducts[0]?.productId, product);

    const theirs = await sellerView(otherSeller);
    assert.ok(theirs.topProducts.every((top) => top.productId !== product));
  });

  test('an order 40 days old counts in the 90-day period, not the 30-day one; top products rank by revenue, then units', async () => {
    const shop = await quickUser(t, 'SELLER');
    const cheap = await insertProduct(t, shop.id, { name: 'Cheap mug', priceCents: 100, stock: 100 });
    const dear = await insertProduct(t, shop.id, { name: 'Dear lamp', priceCents: 5000, stock: 100 });
    await insertOrder(t, buyer.id, [{ productId: cheap, quantity: 5 }], { createdAt: daysAgo(2) });
    await insertOrder(t, buyer.id, [{ productId: dear, quantity: 1 }], { createdAt: daysAgo(40) });
    const month = await sellerView(shop, 30);
    const quarter = await sellerView(shop, 90);
    assert.deepEqual(month.totals, { orders: 1, items: 5, revenueCents: 500 });
    assert.deepEqual(quarter.totals, { orders: 2, items: 6, revenueCents: 5500 });
    assert.deepEqual(month.topProducts, [{ productId: cheap, name: 'Cheap mug', items: 5, revenueCents: 500 }]);
    assert.deepEqual(quarter.topProducts.map((top) => top.name), ['Dear lamp', 'Cheap mug']);
    assert.equal(dayOf(quarter, daysAgo(40).slice(0, 10))!.revenueCents, 5000);
  });

  test("the admin's dashboard counts every seller's sales, this week's sign-ups and open disputes by age", async () => {
    const before = await adminView();
    const newcomer = await quickUser(t, 'SELLER');
    const newBuyer = await quickUser(t);
    const newProduct = await insertProduct(t, newcomer.id, { priceCents: 700, stock: 10 });
    await insertOrder(t, newBuyer.id, [{ productId: newProduct, quantity: 2 }]);
    // Disputes raised 2 hours, 2 days, 5 days and 45 days ago; the 5-day one escalated.
    const raisedAgo = async (days: number) => insertOrder(t, newBuyer.id, [{ productId: newProduct, status: 'DISPUTING' }], { disputeRaisedAt: daysAgo(days) });
    await raisedAgo(2 / 24);
    await raisedAgo(2);
    const escalated = await raisedAgo(5);
    await raisedAgo(45);
    await t.app.db.updateTable('order_items').set({ dispute_escalated_at: daysAgo(2) }).where('order_id', '=', escalated).execute();

    const after = await adminView();
    assert.equal(after.totals.revenueCents - before.totals.revenueCents, 1400 + 4 * 700);
    const week = (dashboard: AdminDashboard) => dashboard.newUsersPerWeek[dashboard.newUsersPerWeek.length - 1]!;
    assert.equal(week(after).sellers - week(before).sellers, 1);
    assert.equal(week(after).buyers - week(before).buyers, 1);
    const monday = new Date(week(after).weekStart);
    assert.equal(monday.getUTCDay(), 1, 'weeks start on Monday');
    assert.ok(Date.now() - monday.getTime() < 7 * DAY_MS);
    assert.ok(after.newUsersPerWeek.length >= 5 && after.newUsersPerWeek.length <= 6, '30 days span 5 or 6 weeks');

    const moved = after.openDisputesByAge.map((band, index) => ({ band: `${band.fromDays}-${band.toDays ?? ''}`, disputes: band.disputes - before.openDisputesByAge[index]!.disputes, escalated: band.escalated - before.openDisputesByAge[index]!.escalated }));
    assert.deepEqual(moved, [
      { band: '0-1', disputes: 1, escalated: 0 },
      { band: '1-3', disputes: 1, escalated: 0 },
      { band: '3-7', disputes: 1, escalated: 1 },
      { band: '7-30', disputes: 0, escalated: 0 },
      { band: '30-', disputes: 1, escalated: 0 },
    ]);
    assert.equal((await adminView(90)).newUsersPerWeek.length >= 13, true);
  });

  test("the admin's sales per day follow a tool's writes at once: an order added, repriced, moved to another day, removed", async () => {
    const day = (dashboard: AdminDashboard, date: string) => dashboard.salesPerDay.find((row) => row.day === date)!;
    const before = await adminView();
    const shop = await quickUser(t, 'SELLER');
    const mug = await insertProduct(t, shop.id, { priceCents: 1234, stock: 10 });
    const order = await insertOrder(t, buyer.id, [{ productId: mug }]);
    const threeDaysAgo = daysAgo(3).slice(0, 10);
    const figures = async (date: string) => {
      const { orders, revenueCents } = day(await adminView(), date);
      const was = day(before, date);
      return { orders: orders - was.orders, revenueCents: revenueCents - was.revenueCents };
    };
    assert.deepEqual(await figures(today()), { orders: 1, revenueCents: 1234 });
    await asATool(t, `update orders set order_price_cents = 2000 where id = ${order}`);
    assert.deepEqual(await figures(today()), { orders: 1, revenueCents: 2000 });
    // Two statements in one transaction (PostgreSQL gathers both and applies them at commit).
    const moved = t.app.dialect === 'postgres' ? `timestamptz '${daysAgo(3)}'` : `'${daysAgo(3)}'`;
    await asATool(t, `begin; update orders set created_at = ${moved} where id = ${order}; update orders set order_price_cents = 2500 where id = ${order}; commit;`);
    assert.deepEqual(await figures(today()), { orders: 0, revenueCents: 0 });
    assert.deepEqual(await figures(threeDaysAgo), { orders: 1, revenueCents: 2500 });
    await asATool(t, `delete from order_items where order_id = ${order}; delete from orders where id = ${order};`);
    assert.deepEqual(await figures(threeDaysAgo), { orders: 0, revenueCents: 0 });
  });

  test('each dashboard is its role’s own; the period must be 30 or 90 days', async () => {
    const as = (path: string, user?: TestUser) => t.http.get(path, { token: user?.token });
    assert.equal((await as('/api/orders/dashboard/seller')).status, 401);
    assert.equal((await as('/api/orders/dashboard/admin')).status, 401);
    assert.equal((await as('/api/orders/dashboard/seller', buyer)).status, 403);
    assert.equal((await as('/api/orders/dashboard/seller', admin)).status, 403);
    assert.equal((await as('/api/orders/dashboard/admin', buyer)).status, 403);
    assert.equal((await as('/api/orders/dashboard/admin', seller)).status, 403);
    const bad = await as('/api/orders/dashboard/seller?days=45', seller);
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Days must be 30 or 90\./);
  });
});
