import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { releaseDueFunds, releaseDueFundsIfAny } from '../../lib/seller-funds';
import { startPlanShop } from '../../test/sqlite-plans';
import { balanceOf, itemMoneyPage } from './money.repository';
import { runPayout } from './payouts.repository';

// Money is read before every balance and by the sweeper: on the bench's shop (125,000 items, 80,000 of them delivered)
// a read that walks the delivered items took 35-55 ms, holding SQLite's one event loop. Each reads its own index.
describe('money: SQLite plans', () => {
  let shop: Awaited<ReturnType<typeof startPlanShop>>;
  before(async () => (shop = await startPlanShop()));
  after(() => shop.close());

  test('the funds due are found, and released, from their own partial index, not among every delivered item', async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const statements = await shop.plans(async (db) => {
      await releaseDueFundsIfAny(db);
      await releaseDueFunds(db);
    });
    const due = statements.filter((statement) => /dispute_window_ends_at/.test(statement.sql));
    assert.equal(due.length, 2, 'the probe and the release');
    for (const { sql, plan } of due) assert.match(plan, /order_items USING (COVERING )?INDEX order_items_funds_due_idx/, `${sql}\n${plan}`);
  });

  test("a payout run reads the released items from their index; a seller's balance and items read only their own rows", async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const statements = await shop.plans(async (db) => {
      await runPayout(db, 1, new Date().toISOString());
      await balanceOf(db, 2);
      await itemMoneyPage(db, 2, 0, 20);
    });
    const released = statements.find((statement) => /funds_released_at" < \?|funds_released_at < \?/.test(statement.sql));
    assert.ok(released, 'the payout run reads the released items');
    assert.match(released.plan, /SEARCH i USING (COVERING )?INDEX order_items_released_idx/, `${released.sql}\n${released.plan}`);
    const ledger = statements.find((statement) => /from "ledger_entries"/.test(statement.sql));
    assert.ok(ledger, 'the balance reads the ledger');
    assert.match(ledger.plan, /ledger_entries USING (COVERING )?INDEX ledger_entries_seller_idx \(seller_id=\?/, `${ledger.sql}\n${ledger.plan}`);
    for (const { sql, plan } of statements) assert.doesNotMatch(plan, /SCAN (order_items|ledger_entries)\b(?! USING)/, `${sql}\n${plan}`);
  });
});
