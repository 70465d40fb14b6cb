import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlanShop } from '../../test/sqlite-plans';
import { orderSummary } from './summary.repository';

// The summary is read on every staff page (header bell, home): each count must come from an index alone, the
// seller's from their own rows only, never from every low-stock product or every item of the shop.
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
      const searches = plan.split(' | ').filter((step) => /^(SEARCH|SCAN) /.test(step) && step !== 'SCAN CONSTANT ROW');
      assert.equal(searches.length, 3, `three counts: ${plan}`);
      for (const step of searches) {
        assert.match(step, /USING COVERING INDEX/, `seller ${sellerId}: ${sql}\n${plan}`);
        if (sellerId !== undefined) assert.match(step, /\(seller_id=\?/, `the seller's rows only: ${sql}\n${plan}`);
      }
    }
  });
});
