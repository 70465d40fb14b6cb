import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { balanced, commissionCents, payoutEntries, refundSplit, resolutionEntries } from './ledger';

describe('ledger arithmetic (integer cents, half up)', () => {
  test('commission on the item total at the fixed rate', () => {
    assert.equal(commissionCents(2500, 1000), 250);
    assert.equal(commissionCents(1250, 1250), 156, '156.25 cents');
    assert.equal(commissionCents(1, 5000), 1, 'half a cent rounds up');
    assert.equal(commissionCents(1, 4999), 0);
    assert.equal(commissionCents(2147483647, 10000), 2147483647, 'no float overflow at the largest order');
    assert.equal(commissionCents(0, 1000), 0);
  });

  test('a refund returns the commission on the refunded part; the rest comes from the seller', () => {
    assert.deepEqual(refundSplit(2500, 250, 1000), { commission: 100, seller: 900 });
    assert.deepEqual(refundSplit(2500, 250, 2500), { commission: 250, seller: 2250 });
    assert.deepEqual(refundSplit(3, 1, 1), { commission: 0, seller: 1 });
    assert.deepEqual(refundSplit(2147483647, 2147483647, 2147483647), { commission: 2147483647, seller: 0 });
    assert.deepEqual(refundSplit(0, 0, 0), { commission: 0, seller: 0 });
  });

  test('entries of a transaction sum to zero, and an unbalanced set is refused', () => {
    const item = { orderId: 7, productId: 3, sellerId: 2, grossCents: 2500, commissionCents: 250 };
    const resolution = resolutionEntries(item, 1000, '2026-11-27T00:00:00.000Z');
    assert.deepEqual(resolution.map((row) => [row.account, row.seller_id, row.amount_cents]), [['BUYER_REFUNDS', null, 1000], ['COMMISSION', null, -100], ['SELLER_PENDING', 2, -2250], ['SELLER_AVAILABLE', 2, 1350]]);
    const payout = payoutEntries(9, [{ ...item, netCents: 1350 }], '2026-11-28T00:00:00.000Z');
    assert.deepEqual(payout.map((row) => [row.txn, row.account, row.statement_id, row.amount_cents]), [['payout:9', 'SELLER_AVAILABLE', 9, -1350], ['payout:9', 'SELLER_PAID_OUT', 9, 1350]]);
    assert.throws(() => balanced([{ ...resolution[0]!, amount_cents: -1 }]), /does not balance/);
  });
});
