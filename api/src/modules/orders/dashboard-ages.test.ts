import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminDashboard, type MarketplaceFacts, nextAgeChange, periodDays } from './dashboard.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

/** Facts with open disputes raised these many hours before NOW (the escalated ones among them). */
function factsWith(raisedHoursAgo: number[], escalatedHoursAgo: number[] = []): MarketplaceFacts {
  const times = (hours: number[]) => hours.map((ago) => NOW - ago * HOUR).sort((a, b) => a - b);
  return { period: periodDays(30, NOW), sales: new Map(), newUsers: new Map(), openDisputesRaisedAt: times(raisedHoursAgo), escalatedRaisedAt: times(escalatedHoursAgo) };
}

const counts = (facts: MarketplaceFacts, at: number) => adminDashboard(facts, at).openDisputesByAge.map((band) => [band.disputes, band.escalated]);

describe('dashboard: open disputes by age', () => {
  test('each dispute counts in the band of its age; a band holds its start and not its end', () => {
    // 0 h, 23 h, 24 h (exactly 1 day), 71 h, 72 h, 200 h, 30 days, 400 days; two of them escalated.
    const facts = factsWith([0, 23, 24, 71, 72, 200, 30 * 24, 400 * 24], [72, 400 * 24]);
    assert.deepEqual(counts(facts, NOW), [[2, 0], [2, 0], [1, 1], [1, 0], [2, 1]]);
  });

  test('a dispute raised "after now" (another clock) is of age 0', () => {
    assert.deepEqual(counts(factsWith([-2]), NOW), [[1, 0], [0, 0], [0, 0], [0, 0], [0, 0]]);
  });

  test('the answer holds until the oldest dispute reaches its next band, and changes then', () => {
    const facts = factsWith([5, 50], [50]);
    const next = nextAgeChange(facts, NOW);
    // The 50-hour-old one reaches 3 days (72 h) in 22 hours; the 5-hour-old one reaches 1 day in 19 hours: first.
    assert.equal(next, NOW + 19 * HOUR);
    assert.deepEqual(counts(facts, next - 1), counts(facts, NOW));
    assert.deepEqual(counts(facts, next), [[0, 0], [2, 1], [0, 0], [0, 0], [0, 0]]);
    assert.equal(nextAgeChange(facts, next), NOW + 22 * HOUR);
  });

  test('with no open dispute under 30 days old nothing ever moves', () => {
    assert.equal(nextAgeChange(factsWith([]), NOW), Infinity);
    assert.equal(nextAgeChange(factsWith([31 * 24]), NOW), Infinity);
    assert.ok(nextAgeChange(factsWith([29 * 24]), NOW) === NOW + DAY);
  });
});
