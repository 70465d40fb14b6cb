import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import type { OverloadConfig } from '../config';
import { registerErrorHandler } from './errors';
import { acceptQueueLength } from './accept-queue';
import { admits, registerLoadShedding, sheds, ThroughputMeter } from './load-shedding';

const OFF: OverloadConfig = {
  targetLatencyMs: 0,
  minInFlight: 0,
  maxInFlight: 0,
  maxQueueWaitMs: 0,
  acceptQueueSampleMs: 0,
  maxEventLoopDelayMs: 0,
  retryAfterSeconds: 3,
  dbPoolSize: 10,
  dbPoolWaitMs: 2000,
  dbStatementTimeoutMs: 4000,
  dbParallelWorkers: 0,
  listenBacklog: 511,
};

const SYNC_WORK_MS = 20;

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
  // Work done on the server's own thread, as a better-sqlite3 query does it: nothing else runs meanwhile.
  app.get('/api/sync', async () => {
    const end = performance.now() + SYNC_WORK_MS;
    while (performance.now() < end);
    return { ok: true };
  });
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
    assert.equal(admits(10, 10, config, 39), true, 'connections not accepted yet count as waiting');
    assert.equal(admits(10, 10, config, 40), false);
    assert.equal(admits(0, 0, config, 4), false, 'a queue beyond the floor with nothing measured');
    assert.equal(admits(0, 0, { ...config, minInFlight: 32 }, 31), true, '32 connections: the 31 others, queued or in flight, stay under a floor of 32');
    assert.equal(admits(99, 1000, config, 400), true, 'the cap counts requests in flight only');
    assert.equal(admits(10_000, 0, OFF), true, 'all off');
  });

  test('the throughput meter counts answers per busy second of the last 2 s, and remembers the rate through a quiet spell', () => {
    let now = 0;
    const meter = new ThroughputMeter(() => now);
    assert.equal(meter.perSecond(), 0, 'nothing measured yet');
    // 20 requests served one after another in 100 ms, then nothing for a while: 200 a second, not 10.
    for (let index = 0; index < 20; index += 1) {
      meter.started();
      now += 5;
      meter.completed();
    }
    now = 1000;
    assert.equal(meter.perSecond(), 200);
    // Ten at once, all done 50 ms later: 200 a second again.
    for (let index = 0; index < 10; index += 1) meter.started();
    now += 50;
    for (let index = 0; index < 10; index += 1) meter.completed();
    assert.equal(meter.perSecond(), 200);
    // A minute of quiet: the window is empty, and the shop can still do what it last did.
    now = 60_000;
    assert.equal(meter.perSecond(), 200);
    // A slower spell replaces it once measured.
    for (let index = 0; index < 10; index += 1) {
      meter.started();
      now += 20;
      meter.completed();
    }
    assert.equal(meter.perSecond(), 50);
  });

  test('a slow loop or a long wait before reading sheds only while the shop has a queue of its own', () => {
    const config = { ...OFF, targetLatencyMs: 5000, minInFlight: 32, maxInFlight: 512 };
    const calm = { inFlight: 0, queued: 0, throughputPerSecond: 0, loopBehind: false, queueWaitTooLong: false };
    assert.equal(sheds(calm, config), false);
    assert.equal(sheds({ ...calm, loopBehind: true }, config), false, 'a lone request on a machine busy with other programs');
    assert.equal(sheds({ ...calm, queueWaitTooLong: true, inFlight: 3 }, config), false);
    assert.equal(sheds({ ...calm, loopBehind: true, inFlight: 20, queued: 12, throughputPerSecond: 1000 }, config), true, 'behind with a queue');
    assert.equal(sheds({ ...calm, queueWaitTooLong: true, inFlight: 40, throughputPerSecond: 1000 }, config), true);
    assert.equal(sheds({ ...calm, inFlight: 200, throughputPerSecond: 100 }, config), false, '200 at 100 a second finish within 5 s');
    assert.equal(sheds({ ...calm, inFlight: 600, throughputPerSecond: 100 }, config), true, 'past what finishes within 5 s');
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

  test('reads the accept queue of the listening port from a /proc/net/tcp table', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:1068 00000000:0000 0A 00001000:0000002A 00:00000000 00000000  1000        0 1 1 0 100 0 0 10 0',
      '   1: 0100007F:1F90 00000000:0000 0A 00001000:00000007 00:00000000 00000000  1000        0 2 1 0 100 0 0 10 0',
      '   2: 0100007F:1068 0100007F:D2F0 01 00000000:00000010 00:00000000 00000000  1000        0 3 1 0 20 4 30 10 -1',
    ].join('\n');
    assert.equal(acceptQueueLength(table, 4200), 42, 'the LISTEN row of port 4200 (0x1068), not its connections');
    assert.equal(acceptQueueLength(table, 8080), 7);
    assert.equal(acceptQueueLength(table, 4201), undefined, 'no such listener');
  });

  // Each request runs to its end on the server's thread and Node accepts one connection per loop turn: the rest wait
  // in the kernel, where only the accept-queue signal sees them.
  test('connections still waiting to be accepted count as requests waiting (Linux)', { skip: process.platform !== 'linux' && 'procfs is Linux only' }, async () => {
    const burst = async (config: OverloadConfig) => {
      const { app, base } = await appWith(config);
      try {
        const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${base}/api/sync`, { headers: { connection: 'close' } })));
        return answers.map((answer) => answer.status);
      } finally {
        await app.close();
      }
    };
    const config = { ...OFF, targetLatencyMs: 100, minInFlight: 2 };
    const unseen = await burst(config);
    assert.deepEqual(unseen, Array(40).fill(200), 'without the signal every request is admitted, one after another');
    const seen = await burst({ ...config, acceptQueueSampleMs: 10 });
    assert.ok(seen.filter((status) => status === 503).length >= 20, `most are shed: ${JSON.stringify(seen)}`);
    assert.ok(seen.includes(200), 'the first are served');
  });
});
