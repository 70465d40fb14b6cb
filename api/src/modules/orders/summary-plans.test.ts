import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlanShop } from '../../test/sqlite-plans';
import { orderSummary } from './summary.repository';

// The summary is read on every staff page (header bell, home): each order count must come from an index alone, the
// seller's from their own rows only, never from every item of the shop; low stock from its counters (migration 0048).
describe('orders: SQLite plans of the staff summary', () => {
  let shop: Awaited<ReturnType<typeof startPlanShop>>;
  before(async () => (shop = await startPlanShop()));
  after(() => shop.close());

  test("a seller's and the admins' counts are each read from a covering index", async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    for (const sellerId of [7, undefined]) {
      const plans = await shop.plans((db) => orderSummary(db, sellerId));
      assert.equal(plans.length, 1, 'outstanding, disputed and low stock in one statement');
      const { sql, plan } = plans[0]!;
      const steps = plan.split(' | ').filter((step) => /^(SEARCH|SCAN) /.test(step) && step !== 'SCAN CONSTANT ROW');
      assert.equal(steps.length, 3, `three counts: ${plan}`);
      const [outstanding, disputed, low] = steps as [string, string, string];
      for (const step of [outstanding, disputed]) {
        assert.match(step, /^SEARCH order_items USING COVERING INDEX/, `seller ${sellerId}: ${sql}\n${plan}`);
        if (sellerId !== undefined) assert.match(step, /\(seller_id=\?/, `the seller's rows only: ${sql}\n${plan}`);
      }
      // One counter row per seller: the seller's own by its key, the admin's sum over one row per seller.
      assert.match(low, sellerId === undefined ? /^SCAN low_stock_counts/ : /^SEARCH low_stock_counts USING INTEGER PRIMARY KEY/, plan);
    }
  });
});
