import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { quickUser } from '../test/orders-kit';
import { startTestApp, type TestApp } from '../test/harness';

const HOUR = 3_600_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

describe('sweeper: expired login buckets and idempotency keys are deleted', () => {
  let t: TestApp;
  let buyerId: number;
  before(async () => {
    // Every second, so the test sees the app's own schedule at work.
    t = await startTestApp({ config: { sweepIntervalSeconds: 1 } });
    buyerId = (await quickUser(t)).id;
  });
  after(() => t.close());

  async function seedRows(): Promise<void> {
    const window = t.config.loginWindowSeconds * 1000;
    await t.app.db
      .insertInto('login_attempts')
      .values([
        { subject: 'name:old', address: '10.0.0.1', attempts: 5, window_started_at: iso(window + 1000) },
        { subject: 'name:fresh', address: '10.0.0.1', attempts: 5, window_started_at: iso(1000) },
      ])
      .execute();
    await t.app.db
      .insertInto('login_failures')
      .values([
        { identifier_lower: 'old', failures: 5, window_started_at: iso(window + 1000) },
        { identifier_lower: 'fresh', failures: 5, window_started_at: iso(1000) },
      ])
      .execute();
    await t.app.db
      .insertInto('login_known_addresses')
      .values([
        { user_id: buyerId, address: '10.0.0.1', last_success_at: iso((t.config.loginKnownAddressDays + 1) * 24 * HOUR) },
        { user_id: buyerId, address: '10.0.0.2', last_success_at: iso(HOUR) },
      ])
      .execute();
    await t.app.db
      .insertInto('idempotency_keys')
      .values([
        { user_id: buyerId, key: 'old', order_id: null, created_at: iso(25 * HOUR) },
        { user_id: buyerId, key: 'fresh', order_id: null, created_at: iso(23 * HOUR) },
      ])
      .execute();
    await t.app.db
      .insertInto('used_stream_tickets')
      .values([
        { id: 'expired', expires_at: iso(1000) },
        { id: 'current', expires_at: iso(-60_000) },
      ])
      .execute();
  }

  test('rows past their window go within a sweep interval; current ones stay', async () => {
    await seedRows();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const attempts = await t.app.db.selectFrom('login_attempts').select('subject').execute();
    assert.deepEqual(attempts.map((row) => row.subject), ['name:fresh']);
    const failures = await t.app.db.selectFrom('login_failures').select('identifier_lower').execute();
    assert.deepEqual(failures.map((row) => row.identifier_lower), ['fresh']);
    const known = await t.app.db.selectFrom('login_known_addresses').select('address').execute();
    assert.deepEqual(known.map((row) => row.address), ['10.0.0.2']);
    const keys = await t.app.db.selectFrom('idempotency_keys').select('key').execute();
    assert.deepEqual(keys.map((row) => row.key), ['fresh']);
    const tickets = await t.app.db.selectFrom('used_stream_tickets').select('id').execute();
    assert.deepEqual(tickets.map((row) => row.id), ['current']);
  });
});
