import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlanShop } from '../../test/sqlite-plans';
import { versionsRead } from './orders-cache';

// Every order list reads its counters and the lazy escalation's probe first: the probe must search the disputes by
// their deadline (the open disputes' index, migration 0049, or status and deadline, 0040), never walk the order items.
describe('orders: SQLite plan of the order lists\' counters', () => {
  let shop: Awaited<ReturnType<typeof startPlanShop>>;
  before(async () => (shop = await startPlanShop()));
  after(async () => shop.close());

  test('the overdue-dispute probe searches the disputes by deadline', async (t) => {
    if (!shop.plans) return t.skip('SQLite plans only');
    const plans = await shop.plans((db) => versionsRead(db, { owner: 'buyer:1', at: new Date().toISOString() }));
    assert.equal(plans.length, 1, 'counters and probe in one statement');
    const { sql, plan } = plans[0]!;
    const itemSteps = plan.split(' | ').filter((step) => /order_items/.test(step));
    assert.equal(itemSteps.length, 1, plan);
    assert.match(itemSteps[0]!, /^SEARCH order_items USING (COVERING )?INDEX order_items_(open_dispute_due_idx|dispute_due_idx \(status=\?\))/, `${sql}\n${plan}`);
  });
});
