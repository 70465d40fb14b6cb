import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { isoTimestamp, PG_TIMESTAMPTZ } from './pg-types';

// The rewrite of PostgreSQL's UTC text must answer exactly what pg's parser and Date#toISOString answered.
const viaDate = (value: string) => (pg.types.getTypeParser(PG_TIMESTAMPTZ, 'text') as (value: string) => Date)(value).toISOString();

test('a UTC timestamp gives the same ISO text as parsing it to a Date, for every fraction of a second PostgreSQL writes', () => {
  // Every millisecond, each with and without microseconds (PostgreSQL drops the fraction's trailing zeros).
  for (let micros = 0; micros < 1_000_000; micros += 997) {
    for (const fraction of [String(micros).padStart(6, '0'), String(Math.floor(micros / 1000)).padStart(3, '0')]) {
      const trimmed = fraction.replace(/0+$/, '');
      const value = `2026-03-04 05:06:07${trimmed ? `.${trimmed}` : ''}+00`;
      assert.equal(isoTimestamp(value), viaDate(value), value);
    }
  }
  assert.equal(isoTimestamp('2024-12-02 15:52:53.575+00'), '2024-12-02T15:52:53.575Z');
  assert.equal(isoTimestamp('2024-12-02 15:52:53+00'), '2024-12-02T15:52:53.000Z');
  assert.equal(isoTimestamp('0050-01-02 03:04:05.6+00'), viaDate('0050-01-02 03:04:05.6+00'), 'a year below 100');
});

test('any other text goes through the parser: another time zone, BC, a year past 9999', () => {
  for (const value of ['2026-03-04 05:06:07.891+05:30', '2026-03-04 05:06:07-08', '2026-03-04 23:59:59.999-01', '0044-03-15 12:00:00+00 BC', '12026-03-04 05:06:07+00']) {
    assert.equal(isoTimestamp(value), viaDate(value), value);
  }
  assert.equal(isoTimestamp('2026-03-04 05:06:07.891+05:30'), '2026-03-03T23:36:07.891Z');
});
