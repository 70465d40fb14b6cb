import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type LogEvent, sql } from 'kysely';
import { startTestApp } from '../test/harness';
import { logSlowStatements } from './slow-statements';

// SLOW_STATEMENT_MS: which statements are logged, with what, and that /metrics still times every one.
describe('logSlowStatements', () => {
  const event = (ms: number, level: 'query' | 'error' = 'query'): LogEvent =>
    ({ level, queryDurationMillis: ms, query: { sql: 'select * from users where email = ?', parameters: ['someone@example.com'] }, ...(level === 'error' ? { error: new Error('x') } : {}) }) as unknown as LogEvent;

  function logged(ms: number) {
    const observed: number[] = [];
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const hook = logSlowStatements((seen) => observed.push(seen.queryDurationMillis), ms, { warn: (fields, message) => lines.push({ fields, message }) });
    return { hook, observed, lines };
  }

  test('a statement at or over the limit is logged with its SQL and time, never its values; faster ones are not', () => {
    const { hook, observed, lines } = logged(5);
    hook(event(4.99));
    hook(event(5));
    hook(event(12.3456, 'error'));
    assert.deepEqual(observed, [4.99, 5, 12.3456]);
    assert.deepEqual(lines, [
      { fields: { statementMs: 5, sql: 'select * from users where email = ?', failed: false }, message: 'slow statement' },
      { fields: { statementMs: 12.35, sql: 'select * from users where email = ?', failed: true }, message: 'slow statement' },
    ]);
    assert.ok(!JSON.stringify(lines).includes('someone@example.com'));
  });

  test('0 logs nothing and hands back the metrics hook itself', () => {
    const observe = () => {};
    assert.equal(logSlowStatements(observe, 0, { warn: () => assert.fail('logged') }), observe);
  });
});

describe('SLOW_STATEMENT_MS in the app', () => {
  test("a long statement through the app's database handle is logged at warn with its SQL", async () => {
    const lines: string[] = [];
    const t = await startTestApp({ config: { logLevel: 'warn', slowStatementMs: 1 }, logStream: { write: (line) => lines.push(line) } });
    try {
      // 300,000 rows counted one by one: far longer than 1 ms on any machine, on either database.
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 300000) select count(*) as rows from n`.execute(t.app.db);
      const slow = lines.map((line) => JSON.parse(line) as { msg: string; sql?: string; statementMs?: number }).filter((entry) => entry.msg === 'slow statement');
      const counted = slow.find((entry) => entry.sql?.startsWith('with recursive n(i)'));
      assert.ok(counted, `no slow statement logged: ${lines.join('')}`);
      assert.ok(counted.statementMs! >= 1);
    } finally {
      await t.close();
    }
  });
});
