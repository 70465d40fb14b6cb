import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chooseTextPlan, refineForSqlite } from './products-text-plan';

// The plan rules on their own (the SQL each plan runs is checked by products-plans.test.ts and the search tests).
describe('products: text plans', () => {
  const stats = (fraction: number, catalogueSize = 100_000) => ({ fraction, catalogueSize });

  test('SQLite probes the sort index for a word in many products, and fetches every match of a word in few', () => {
    // A page's 120 ids of a word in 8 % of the products: ~1,500 index entries against 8,000 matches to fetch.
    assert.equal(refineForSqlite('index', stats(0.08), 120), 'probe');
    // The same word 2,000 ids deep: ~25,000 entries, still fewer than 8 per match.
    assert.equal(refineForSqlite('index', stats(0.08), 2_000), 'probe');
    // A word in 3 % of the products, 2,000 ids deep: ~67,000 entries against 3,000 matches, more than 8 entries a match
    // (bench/text-plans.mjs times both plans: fetching the matches is the faster one there).
    assert.equal(refineForSqlite('index', stats(0.03), 2_000), 'index');
    // A walk already chosen stays one.
    assert.equal(refineForSqlite('walk', stats(0.5), 120), 'walk');
  });

  test('a walk is chosen for words in most products, the word index for rare ones', () => {
    assert.equal(chooseTextPlan('postgres', stats(0.5), 120), 'walk');
    assert.equal(chooseTextPlan('postgres', stats(0.001), 120), 'index');
    assert.equal(chooseTextPlan('sqlite', stats(0), 120), 'index');
  });
});
