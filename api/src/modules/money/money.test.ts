import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { arbitrate, assertLedgerAddsUp, balance, buy, windowPassed, deliver, dispute, resolve, ship } from '../../test/money-kit';
import { quickUser } from '../../test/orders-kit';
import { sweepExpiredRows } from '../../plugins/sweeper';

// Issue 33 (PRODUCT.md §10): commission fixed on each item, pending until the dispute window passes or the dispute
// is resolved, refunds out of the seller's share with the commission on them returned, payouts once.

describe('money: commission, balances, refunds and payouts', () => {
  let t: TestApp, admin: TestUser, seller: TestUser, otherSeller: TestUser, buyer: TestUser, otherBuyer: TestUser;
  let mug: number, lamp: number;

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    [seller, otherSeller, buyer, otherBuyer] = await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'SELLER'), quickUser(t), quickUser(t)]);
    mug = await insertProduct(t, seller.id, { priceCents: 1250, stock: 100 });
    lamp = await insertProduct(t, otherSeller.id, { priceCents: 4000, stock: 100 });
  });
  after(() => t.close());

  test('a checkout leaves 10 % with the marketplace and the rest pending for the seller', async () => {
    const orderId = await buy(t, buyer, mug, 2);
    const answer = await balance(t, seller, seller.id);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { pendingCents: 2250, availableCents: 0, paidOutCents: 0, awaitingPayoutCents: 0, commissionRate: 10 });
    const items = await t.http.get(`/api/money/sellers/${seller.id}/items`, { token: seller.token });
    assert.equal(items.status, 200, items.text);
    assert.deepEqual(
      items.body.content.map((item: Record<string, unknown>) => [item.orderId, item.grossCents, item.commissionRate, item.commissionCents, item.netCents, item.state]),
      [[orderId, 2500, 10, 250, 2250, 'PENDING']],
    );
    await assertLedgerAddsUp(t);
  });

  test('rates: the marketplace rate and a seller override apply to new orders only', async () => {
    const bad = await t.http.put('/api/money/commission', { rate: 12.345 }, { token: admin.token });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'A commission rate has at most 2 decimals (12.5 or 12.25).');
    const outOfRange = await t.http.put('/api/money/commission', { rate: 101 }, { token: admin.token });
    assert.equal(outOfRange.status, 400);
    assert.equal(outOfRange.body.error, 'A commission rate must be a percentage from 0 to 100.');
    const set = await t.http.put('/api/money/commission', { rate: 12.5 }, { token: admin.token });
    assert.equal(set.status, 200, set.text);
    const own = await t.http.put(`/api/money/commission/sellers/${otherSeller.id}`, { rate: 8 }, { token: admin.token });
    assert.deepEqual(own.body, { rate: 12.5, sellers: [{ sellerId: otherSeller.id, username: otherSeller.username, rate: 8 }] });
    const notASeller = await t.http.put(`/api/money/commission/sellers/${buyer.id}`, { rate: 8 }, { token: admin.token });
    assert.equal(notASeller.status, 404);

    await buy(t, buyer, mug, 1);
    await buy(t, otherBuyer, lamp, 1);
    const items = await t.http.get(`/api/money/sellers/${seller.id}/items`, { token: seller.token });
    assert.deepEqual(items.body.content.map((item: Record<string, unknown>) => [item.commissionRate, item.commissionCents]), [[12.5, 156], [10, 250]], 'the first order keeps its 10 %');
    assert.equal((await balance(t, otherSeller, otherSeller.id)).body.commissionRate, 8);
    assert.equal((await balance(t, otherSeller, otherSeller.id)).body.pendingCents, 3680);
    const back = await t.http.delete(`/api/money/commission/sellers/${otherSeller.id}`, { token: admin.token });
    assert.deepEqual(back.body.sellers, []);
    await t.http.put('/api/money/commission', { rate: 10 }, { token: admin.token });
  });

  test('delivered: pending until the dispute window passes, then available, and no dispute after it', async () => {
    const orderId = await buy(t, buyer, mug, 1);
    const ref = { orderId, productId: mug };
    assert.equal((await ship(t, seller, ref)).status, 200);
    assert.equal((await deliver(t, buyer, ref)).status, 200);
    const before = (await balance(t, seller, seller.id)).body;
    await windowPassed(t, ref);
    const after = (await balance(t, seller, seller.id)).body;
    assert.equal(after.availableCents - before.availableCents, 1125);
    assert.equal(before.pendingCents - after.pendingCents, 1125);
    const late = await dispute(t, buyer, ref);
    assert.equal(late.status, 409);
    assert.match(late.body.error, /^The time to dispute this item ended on \d{4}-\d{2}-\d{2}, 30 days after delivery\.$/);
    await assertLedgerAddsUp(t);
  });

  test("the sweeper releases a share whose window has passed, once, with nobody reading money", async () => {
    const orderId = await buy(t, buyer, mug, 1);
    const ref = { orderId, productId: mug };
    await ship(t, seller, ref);
    await deliver(t, buyer, ref);
    await windowPassed(t, ref);
    const first = await sweepExpiredRows(t.app.db, t.config);
    assert.equal(first.sellersWithReleasedFunds, 1);
    const released = await t.app.db.selectFrom('order_items').select('funds_released_at').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    assert.ok(released.funds_released_at);
    assert.equal((await sweepExpiredRows(t.app.db, t.config)).sellersWithReleasedFunds, 0, 'a second sweep finds nothing');
    await assertLedgerAddsUp(t);
  });

  test('a resolution refunds part: the commission on it goes back, the rest of the share is available', async () => {
    const orderId = await buy(t, buyer, mug, 2);
    const ref = { orderId, productId: mug };
    await ship(t, seller, ref);
    await deliver(t, buyer, ref);
    assert.equal((await dispute(t, buyer, ref)).status, 200);
    const tooMuch = await resolve(t, seller, ref, 2501);
    assert.equal(tooMuch.status, 400);
    assert.equal(tooMuch.body.error, 'A refund cannot exceed what was paid for this item ($25.00).');
    const before = (await balance(t, seller, seller.id)).body;
    const resolved = await resolve(t, seller, ref, 1000);
    assert.equal(resolved.status, 200, resolved.text);
    const after = (await balance(t, seller, seller.id)).body;
    // Paid 2500, commission 250; refund 1000 returns 100 of commission, 900 from the seller's 2250: 1350 available.
    assert.equal(before.pendingCents - after.pendingCents, 2250);
    assert.equal(after.availableCents - before.availableCents, 1350);

    const order = await t.http.get(`/api/orders/${orderId}`, { token: buyer.token });
    const item = order.body.items[0];
    assert.equal(item.refund, 10);
    assert.deepEqual(item.timeline.at(-1), { ...item.timeline.at(-1), kind: 'RESOLVED', refund: 10 });
    const mail = await t.app.db.selectFrom('mail_outbox').select('data').where('dedupe_key', '=', `DISPUTE_RESOLVED:${orderId}:${mug}`).executeTakeFirstOrThrow();
    assert.equal(JSON.parse(mail.data).refundCents, 1000);
    const money = await t.http.get(`/api/money/sellers/${seller.id}/items`, { token: seller.token });
    const line = money.body.content.find((row: { orderId: number }) => row.orderId === orderId);
    assert.deepEqual([line.grossCents, line.commissionCents, line.refundCents, line.netCents, line.state], [2500, 150, 1000, 1350, 'AVAILABLE']);
    await assertLedgerAddsUp(t);
  });

  test('an admin arbitrating an escalated dispute may refund in full: the seller keeps nothing of it', async () => {
    const orderId = await buy(t, buyer, mug, 1);
    const ref = { orderId, productId: mug };
    await ship(t, seller, ref);
    await dispute(t, buyer, ref);
    await t.app.db.updateTable('order_items').set({ dispute_due_at: new Date(Date.now() - 1000).toISOString() }).where('order_id', '=', orderId).execute();
    const before = (await balance(t, seller, seller.id)).body;
    const ruled = await arbitrate(t, admin, ref, 1250);
    assert.equal(ruled.status, 200, ruled.text);
    const after = (await balance(t, seller, seller.id)).body;
    assert.equal(before.pendingCents - after.pendingCents, 1125);
    assert.equal(after.availableCents, before.availableCents);
    await assertLedgerAddsUp(t);
  });

  test('a payout pays each available share once; marked paid moves it to paid out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const periodEnd of ['2026-02-30', '2026-13-01', 'yesterday']) {
      const refused = await t.http.post('/api/money/payouts', { periodEnd }, { token: admin.token });
      assert.equal(refused.status, 400, periodEnd);
      assert.equal(refused.body.error, 'The period must end on a date (YYYY-MM-DD).');
    }
    const future = await t.http.post('/api/money/payouts', { periodEnd: '2999-01-01' }, { token: admin.token });
    assert.equal(future.status, 400);
    assert.equal(future.body.error, 'A payout period cannot end after today.');
    const before = (await balance(t, seller, seller.id)).body;
    const run = await t.http.post('/api/money/payouts', { periodEnd: today }, { token: admin.token });
    assert.equal(run.status, 201, run.text);
    const mine = run.body.statements.find((statement: { sellerId: number }) => statement.sellerId === seller.id);
    assert.equal(mine.netCents, before.availableCents);
    assert.equal(mine.status, 'OPEN');
    assert.deepEqual((await t.http.post('/api/money/payouts', { periodEnd: today }, { token: admin.token })).body, { statements: [] }, 'a second run finds nothing');
    assert.equal((await balance(t, seller, seller.id)).body.awaitingPayoutCents, mine.netCents);

    const detail = await t.http.get(`/api/money/statements/${mine.id}`, { token: seller.token });
    assert.equal(detail.status, 200);
    assert.equal(detail.body.lines.reduce((sum: number, line: { netCents: number }) => sum + line.netCents, 0), mine.netCents);
    assert.equal((await t.http.get(`/api/money/statements/${mine.id}`, { token: otherSeller.token })).status, 404, "another seller's statement is not found");

    const blank = await t.http.put(`/api/money/statements/${mine.id}/paid`, { reference: '  ' }, { token: admin.token });
    assert.equal(blank.status, 400);
    const paid = await t.http.put(`/api/money/statements/${mine.id}/paid`, { reference: 'TRF-0001' }, { token: admin.token });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(paid.body.status, 'PAID');
    const again = await t.http.put(`/api/money/statements/${mine.id}/paid`, { reference: 'TRF-0002' }, { token: admin.token });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, `Statement ${mine.id} is already marked paid (reference TRF-0001).`);
    const after = (await balance(t, seller, seller.id)).body;
    assert.deepEqual([after.availableCents, after.paidOutCents, after.awaitingPayoutCents], [0, before.paidOutCents + mine.netCents, 0]);

    const statements = await t.http.get('/api/money/statements', { token: seller.token });
    assert.deepEqual(statements.body.content.map((s: { id: number }) => s.id), [mine.id]);
    await assertLedgerAddsUp(t);
  });

  test('the money spreadsheets and the revenue by month', async () => {
    const csv = await t.http.get('/api/money/items/export', { token: seller.token });
    assert.equal(csv.status, 200);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], 'orderId,placedAt,productId,productName,quantity,status,paid,commissionRate,commission,refund,net,state,availableAt,statementId');
    assert.equal(lines.length - 1, (await t.http.get(`/api/money/sellers/${seller.id}/items`, { token: seller.token })).body.totalElements);
    const statements = await t.http.get('/api/money/statements/export', { token: admin.token });
    assert.match(statements.text, /statementId,sellerId,sellerName,periodEnd,createdAt,status,items,paid,commission,refunds,net,paidAt,reference/);
    assert.match(statements.text, /PAID,.*TRF-0001/);
    const revenue = await t.http.get('/api/money/revenue?months=2', { token: admin.token });
    assert.equal(revenue.status, 200);
    const thisMonth = revenue.body.months.at(-1);
    const sums = await t.app.db
      .selectFrom('ledger_entries')
      .select(['account', sql<number>`sum(amount_cents)`.as('cents')])
      .where('account', 'in', ['COMMISSION', 'BUYER_REFUNDS'])
      .groupBy('account')
      .execute();
    const of = (account: string) => Number(sums.find((row) => row.account === account)?.cents ?? 0);
    assert.deepEqual(thisMonth, { month: new Date().toISOString().slice(0, 7), commissionCents: of('COMMISSION'), refundCents: of('BUYER_REFUNDS') });
  });

  test("who sees whose money: only the seller themself or an admin", async () => {
    assert.equal((await balance(t, otherSeller, seller.id)).status, 403);
    assert.equal((await balance(t, buyer, seller.id)).status, 403);
    assert.equal((await balance(t, admin, seller.id)).status, 200);
    assert.equal((await balance(t, admin, buyer.id)).status, 404);
    assert.equal((await t.http.get(`/api/money/sellers/${seller.id}/items`, { token: otherSeller.token })).status, 403);
    assert.equal((await t.http.get(`/api/money/statements?sellerId=${seller.id}`, { token: otherSeller.token })).status, 403);
    assert.equal((await t.http.post('/api/money/payouts', { periodEnd: '2026-01-01' }, { token: seller.token })).status, 403);
    assert.equal((await t.http.get('/api/money/commission', { token: seller.token })).status, 403);
    const exported = await t.http.get('/api/money/items/export', { token: otherSeller.token });
    const productIds = exported.text.trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[2]));
    assert.deepEqual(productIds, [lamp], "a seller's spreadsheet holds only their own items");
  });

  test('the ledger is append-only', async () => {
    await assert.rejects(t.app.db.updateTable('ledger_entries').set({ amount_cents: 0 }).execute(), /append-only/);
    await assert.rejects(t.app.db.deleteFrom('ledger_entries').execute(), /append-only/);
  });
});
