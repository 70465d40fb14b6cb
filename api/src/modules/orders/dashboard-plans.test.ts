import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlanShop } from '../../test/sqlite-plans';
import { marketplaceFacts, sellerDashboard } from './dashboard.repository';

// The dashboards' first answer after a sale is counted afresh (bench: 100,000 products, 50,000 orders): a seller's
// from their own items only, the open disputes from their own index alone (migration 0066), never every item.
describe('orders: SQLite plans of the dashboards', () => {
  let shop: Awaited<ReturnType<typeof startPlanShop>>;
  before(async () => (shop = await startPlanShop()));
  after(() => shop.close());

  test("a seller's figures come from their own items; the open disputes from their covering index", async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const seller = await shop.plans((db) => sellerDashboard(db, 'sqlite', 7, 90));
    for (const { sql, plan } of seller.filter((statement) => /order_items/.test(statement.sql) && /group by/.test(statement.sql))) {
      assert.match(plan, /SEARCH order_items USING (COVERING )?INDEX \w+ \(seller_id=\?/, `${sql}\n${plan}`);
    }
    const admin = await shop.plans((db) => marketplaceFacts(db, 'sqlite', 90));
    const disputes = admin.find((statement) => /dispute_raised_at/.test(statement.sql));
    assert.ok(disputes, 'the open disputes are read');
    assert.match(disputes.plan, /USING COVERING INDEX order_items_open_dispute_age_idx/, `${disputes.sql}\n${disputes.plan}`);
    assert.doesNotMatch(disputes.plan, /TEMP B-TREE/, 'read in the index order, not sorted');
  });
});
