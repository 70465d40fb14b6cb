import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { TestUser } from './factories';
import type { TestApp } from './harness';
import { checkoutBody } from './orders-kit';

// The order moves of issue 33's tests, through the real API, and the ledger's invariants read from the database.

type Ref = { orderId: number; productId: number };
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

/** A real checkout of `quantity` of one product; answers the order id. */
export async function buy(t: TestApp, buyer: TestUser, productId: number, quantity: number): Promise<number> {
  const product = await t.app.db.selectFrom('products').select('price_cents').where('id', '=', productId).executeTakeFirstOrThrow();
  const answer = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId, quantity }], (product.price_cents * quantity) / 100), { token: buyer.token });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.orderId as number;
}

export const ship = (t: TestApp, seller: TestUser, ref: Ref) =>
  t.http.put('/api/orders/seller/status', { ...ref, sellerId: seller.id, status: 'SHIPPED', deliveryDate: future() }, { token: seller.token });
export const deliver = (t: TestApp, buyer: TestUser, ref: Ref) => t.http.put('/api/orders/buyer/status', { ...ref, status: 'DELIVERED' }, { token: buyer.token });
export const dispute = (t: TestApp, buyer: TestUser, ref: Ref) => t.http.post('/api/orders/dispute', { ...ref, reason: 'Arrived broken' }, { token: buyer.token });
export const resolve = (t: TestApp, seller: TestUser, ref: Ref, refundCents?: number) =>
  t.http.put('/api/orders/item/resolve', { ...ref, ...(refundCents === undefined ? {} : { refundCents }) }, { token: seller.token });
export const arbitrate = (t: TestApp, admin: TestUser, ref: Ref, refundCents?: number) =>
  t.http.put('/api/orders/disputes/arbitrate', { ...ref, ...(refundCents === undefined ? {} : { refundCents }) }, { token: admin.token });
export const balance = (t: TestApp, caller: TestUser, sellerId: number) => t.http.get(`/api/sellers/${sellerId}/balance`, { token: caller.token });

/** Moves an item's delivery and the end of its dispute window back in time, as if the window's days had passed. */
export async function windowPassed(t: TestApp, ref: Ref): Promise<void> {
  const row = await t.app.db.selectFrom('order_items').select(['delivered_at', 'dispute_window_ends_at']).where('order_id', '=', ref.orderId).where('product_id', '=', ref.productId).executeTakeFirstOrThrow();
  const length = new Date(row.dispute_window_ends_at!).getTime() - new Date(row.delivered_at!).getTime();
  const ended = Date.now() - 60_000;
  await t.app.db
    .updateTable('order_items')
    .set({ delivered_at: new Date(ended - length).toISOString(), dispute_window_ends_at: new Date(ended).toISOString() })
    .where('order_id', '=', ref.orderId)
    .where('product_id', '=', ref.productId)
    .execute();
}

/** The invariants of PRODUCT.md §10, read from the ledger and the items in one go; throws on the first broken one. */
export async function assertLedgerAddsUp(t: TestApp): Promise<void> {
  const db = t.app.db;
  const unbalanced = await db.selectFrom('ledger_entries').select(['txn', sql<number>`sum(amount_cents)`.as('sum')]).groupBy('txn').having(sql`sum(amount_cents)`, '<>', 0).execute();
  assert.deepEqual(unbalanced, [], 'every transaction sums to zero');

  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'product_id', 'price_cents', 'quantity', 'commission_cents', 'refund_cents', 'refund_commission_cents', 'funds_released_at', 'status'])
    .execute();
  const entries = await db.selectFrom('ledger_entries').select(['order_id', 'product_id', 'account', 'amount_cents']).execute();
  const byItem = new Map<string, Map<string, number>>();
  for (const entry of entries) {
    const key = `${entry.order_id}:${entry.product_id}`;
    const accounts = byItem.get(key) ?? new Map<string, number>();
    accounts.set(entry.account, (accounts.get(entry.account) ?? 0) + entry.amount_cents);
    byItem.set(key, accounts);
  }
  for (const item of items) {
    const accounts = byItem.get(`${item.order_id}:${item.product_id}`) ?? new Map<string, number>();
    const of = (account: string) => accounts.get(account) ?? 0;
    const paid = item.price_cents * item.quantity;
    const share = of('SELLER_PENDING') + of('SELLER_AVAILABLE') + of('SELLER_PAID_OUT');
    const label = `item ${item.order_id}/${item.product_id}`;
    assert.equal(-of('BUYER_PAYMENTS'), paid, `${label}: the ledger records what the buyer paid`);
    assert.equal(paid, share + of('COMMISSION') + of('BUYER_REFUNDS'), `${label}: paid = seller share + commission + refunds`);
    assert.equal(of('BUYER_REFUNDS'), item.refund_cents, `${label}: the refund on the item is the refund in the ledger`);
    assert.equal(of('COMMISSION'), item.commission_cents - item.refund_commission_cents, `${label}: commission kept`);
    assert.ok(of('BUYER_REFUNDS') <= paid, `${label}: never refunds more than was paid`);
    for (const account of ['SELLER_PENDING', 'SELLER_AVAILABLE', 'SELLER_PAID_OUT', 'COMMISSION', 'BUYER_REFUNDS']) {
      assert.ok(of(account) >= 0, `${label}: ${account} is never negative (${of(account)})`);
    }
    // Pending until released; once released nothing is pending.
    if (item.funds_released_at) assert.equal(of('SELLER_PENDING'), 0, `${label}: released, nothing pending`);
    else assert.equal(of('SELLER_AVAILABLE') + of('SELLER_PAID_OUT'), 0, `${label}: not released, nothing available`);
  }

  const paidTwice = await db
    .selectFrom('ledger_entries')
    .select(['order_id', 'product_id', sql<number>`count(distinct txn)`.as('payouts')])
    .where('account', '=', 'SELLER_PAID_OUT')
    .groupBy(['order_id', 'product_id'])
    .having(sql`count(distinct txn)`, '>', 1)
    .execute();
  assert.deepEqual(paidTwice, [], 'no item is paid out twice');
  const balances = await db
    .selectFrom('ledger_entries')
    .select(['seller_id', 'account', sql<number>`sum(amount_cents)`.as('cents')])
    .where('seller_id', 'is not', null)
    .groupBy(['seller_id', 'account'])
    .having(sql`sum(amount_cents)`, '<', 0)
    .execute();
  assert.deepEqual(balances, [], 'no seller balance is negative');
}
