import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idSetOf, listingIn, ranksOf } from './id-sets';

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
    const set = idSetOf([ids]);
    const members = new Set(ids);
    for (let id = 0; id <= 2200; id++) assert.equal(set.has(id), members.has(id), `has ${id}`);
    assert.deepEqual(Array.from(listingIn(order, ranks, set)), order.filter((id) => members.has(id)), `share ${share}`);
  }
});

test('id sets: a union of lists, an intersection and a count outside another set hold what plain sets do', () => {
  let seed = 11;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const listOf = (share: number) => Int32Array.from({ length: 3000 }, (_, index) => index).filter(() => random() < share);
  const lists = [listOf(0.05), listOf(0.2), listOf(0)];
  const other = listOf(0.5);
  const unseen = listOf(0.01);
  const union = new Set(lists.flatMap((list) => Array.from(list)));
  const both = new Set([...union].filter((id) => other.includes(id)));
  // A shorter second set (its last id lower): the intersection stops where it does.
  const short = other.filter((id) => id < 1000);
  const anyOf = idSetOf(lists, 2999);
  const inBoth = anyOf.new_intersection(idSetOf([other]));
  const inShort = anyOf.new_intersection(idSetOf([short]));
  for (let id = 0; id < 3100; id++) {
    assert.equal(anyOf.has(id), union.has(id), `any ${id}`);
    assert.equal(inBoth.has(id), both.has(id), `both ${id}`);
    assert.equal(inShort.has(id), both.has(id) && id < 1000, `short ${id}`);
  }
  assert.equal(inBoth.difference_size(idSetOf([unseen])), [...both].filter((id) => !unseen.includes(id)).length);
  assert.equal(idSetOf([]).difference_size(idSetOf([unseen])), 0);
});
