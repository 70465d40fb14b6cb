import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IdSet, listingIn, ranksOf } from './id-sets';

test('id sets: a set holds its ids alone, and its members in an order come out in that order', () => {
  // A shuffled order of 1..2,000 (some ids left out of it), and sets of several sizes, ids past the order's end too.
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const order = Array.from({ length: 2000 }, (_, index) => index + 1).filter(() => random() > 0.1);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  const ranks = ranksOf(order);
  for (const share of [0, 0.01, 0.3, 1]) {
    const ids = Array.from({ length: 2100 }, (_, index) => index + 1).filter(() => random() < share);
    const set = IdSet.of(ids);
    const members = new Set(ids);
    for (let id = 0; id <= 2200; id++) assert.equal(set.has(id), members.has(id), `has ${id}`);
    assert.deepEqual(Array.from(listingIn(order, ranks, set)), order.filter((id) => members.has(id)), `share ${share}`);
  }
});
