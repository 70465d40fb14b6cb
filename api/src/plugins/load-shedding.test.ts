import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import type { OverloadConfig } from '../config';
import { registerErrorHandler } from './errors';
import { admits, registerLoadShedding, ThroughputMeter } from './load-shedding';

const OFF: OverloadConfig = {
  targetLatencyMs: 0,
  minInFlight: 0,
  maxInFlight: 0,
  maxQueueWaitMs: 0,
  maxEventLoopDelayMs: 0,
  retryAfterSeconds: 3,
  dbPoolSize: 10,
  dbPoolWaitMs: 2000,
  dbStatementTimeoutMs: 4000,
  listenBacklog: 511,
};

function driverError(code: string, message = 'driver error'): Error {
  return Object.assign(new Error(message), { code });
}

async function appWith(config: OverloadConfig) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app, config.retryAfterSeconds);
  registerLoadShedding(app, config);
  // Long enough that all parallel requests arrive while the first ones are still held, even on a busy machine.
  const slow = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { ok: true };
  };
  app.get('/api/slow', slow);
  app.get('/api/health', slow);
  app.get('/api/fault/:code', async (request) => {
    const { code } = request.params as { code: string };
    throw code === 'pool' ? new Error('timeout exceeded when trying to connect') : driverError(code);
  });
  app.get('/api/bug', async () => {
    throw new TypeError('undefined is not a function');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, base };
}

describe('load shedding', () => {
  test("admits by Little's law between the floor and the cap", () => {
    const config = { ...OFF, targetLatencyMs: 5000, minInFlight: 4, maxInFlight: 100 };
    assert.equal(admits(3, 0, config), true, 'below the floor always');
    assert.equal(admits(4, 0, config), false, 'nothing measured: the floor only');
    assert.equal(admits(49, 10, config), true, '49 in flight at 10/s finish within 5 s');
    assert.equal(admits(50, 10, config), false);
    assert.equal(admits(100, 1000, config), false, 'never past the cap');
    assert.equal(admits(10_000, 0, OFF), true, 'all off');
  });

  test('the throughput meter counts the last 2 s', () => {
    let now = 0;
    const meter = new ThroughputMeter(() => now);
    for (let index = 0; index < 20; index += 1) meter.completed();
    assert.equal(meter.perSecond(), 10);
    now = 1500;
    meter.completed();
    assert.equal(meter.perSecond(), 10.5);
    now = 2100;
    assert.equal(meter.perSecond(), 0.5, 'the first 20 are older than 2 s');
    now = 60_000;
    assert.equal(meter.perSecond(), 0);
  });

  test('over the floor with nothing measured: 503 + Retry-After + {error, message}; /api/health still answers', async () => {
    const { app, base } = await appWith({ ...OFF, targetLatencyMs: 1000, minInFlight: 4 });
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/api/slow`)));
      const health = await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/api/health`)));
      const statuses = answers.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 200).length, 4);
      assert.equal(statuses.filter((status) => status === 503).length, 8);
      const shed = answers.find((answer) => answer.status === 503)!;
      assert.equal(shed.headers.get('retry-after'), '3');
      assert.deepEqual(Object.keys((await shed.json()) as object).sort(), ['error', 'message']);
      assert.deepEqual(health.map((answer) => answer.status), Array(8).fill(200));
      // Once the admitted ones are done, requests are admitted again.
      assert.equal((await fetch(`${base}/api/slow`)).status, 200);
    } finally {
      await app.close();
    }
  });

  test('database faults answer 503 + Retry-After; a defect answers 500', async () => {
    const { app, base } = await appWith(OFF);
    try {
      for (const code of ['57P01', '57P03', '08006', '08001', '57014', '53300', 'ECONNREFUSED', 'ECONNRESET', 'SQLITE_BUSY', 'pool']) {
        const answer = await fetch(`${base}/api/fault/${code}`);
        assert.equal(answer.status, 503, code);
        assert.equal(answer.headers.get('retry-after'), '3', code);
      }
      assert.equal((await fetch(`${base}/api/fault/42P01`)).status, 500, 'undefined table is a defect');
      const bug = await fetch(`${base}/api/bug`);
      assert.equal(bug.status, 500);
      assert.equal(bug.headers.get('retry-after'), null);
    } finally {
      await app.close();
    }
  });
});
