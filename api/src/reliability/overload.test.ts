// A burst at about 5× the measured capacity of the most expensive public call (a broad search over a large generated
// catalogue): only 2xx and 503-with-Retry-After, every answer within the client's 10 s, normal answers right after.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { readAcceptQueue } from '../plugins/accept-queue';
import { freshPostgresDatabase } from '../test/harness';
import { isProperBusyAnswer, percentile, recordFigure, seedLargeCatalogue, statusCounts, timed, type TimedAnswer } from '../test/reliability-kit';
import { startServerProcess, type ServerProcess } from '../test/server-process';

const PRODUCTS = Number(process.env.OVERLOAD_TEST_PRODUCTS ?? 20_000);
// Broad words of the generated descriptions, deep pages, both sorts and a random price floor: no two shoppers ask the
// same listing, so the server's cached totals and listing orders (catalogue-cache.ts) cannot serve the burst.
const WORDS = ['made', 'tested', 'works', 'every', 'common', 'comfort', 'long', 'days'];
const SORTS = ['createdAt,desc', 'price,asc'];
function searchPath(): string {
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const minPrice = (1 + Math.floor(Math.random() * 500)) / 100;
  return `/api/products/search?q=${pick(WORDS)}&sort=${pick(SORTS)}&minPrice=${minPrice}&page=${Math.floor(Math.random() * 200)}&size=20`;
}
const CLIENT_TIMEOUT_MS = 10_000;
const MEASURE_MS = 2000;
// As many callers as the shedder always admits: enough to keep the server busy, never shed.
const MEASURE_WORKERS = 32;
const BURST_MS = 4000;
const BURST_FACTOR = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closed loop: `workers` callers back to back for `ms`; answers per second that were 200. */
async function measureCapacity(url: () => string, workers: number, ms: number): Promise<number> {
  const end = performance.now() + ms;
  let ok = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) if ((await timed(url())).status === 200) ok += 1;
    }),
  );
  return (ok * 1000) / ms;
}

/** Open loop: `perSecond` new requests a second for `ms`, whatever the server answers (as shoppers arrive). */
async function burst(url: () => string, perSecond: number, ms: number): Promise<TimedAnswer[]> {
  const total = Math.round((perSecond * ms) / 1000);
  const started = performance.now();
  const answers: Array<Promise<TimedAnswer>> = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(timed(url()));
  }
  return Promise.all(answers);
}

describe(`overload: a burst at ${BURST_FACTOR}× measured capacity (${PRODUCTS} products)`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-overload-'));
  const adminUrl = process.env.DATABASE_URL;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let server: ServerProcess | undefined;

  before(async () => {
    database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
    seedLargeCatalogue(PRODUCTS, { dataDir, databaseUrl: database?.url });
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
    }, { startTimeoutMs: 90_000 });
  });
  after(async () => {
    await server?.kill();
    server?.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  test('only 200 and 503 + Retry-After, each within the client\'s 10 s; normal answers within 1 s after', async () => {
    const url = () => `${server!.baseUrl}${searchPath()}`;
    await measureCapacity(url, 2, 500);
    const capacity = await measureCapacity(url, MEASURE_WORKERS, MEASURE_MS);
    assert.ok(capacity > 0, 'the server answered searches before the burst');
    const rate = capacity * BURST_FACTOR;
    const logFrom = server!.output().length;
    // This process's own lateness while it sends and reads the burst (a starved test client inflates every answer).
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    // Connections the kernel holds before the server accepts them: the wait the shopper sees and the server must count.
    let acceptQueueMax = 0;
    const listener = { address: '127.0.0.1', family: 'IPv4', port: Number(new URL(server!.baseUrl).port) };
    const sampler = setInterval(() => void readAcceptQueue(listener).then((length) => (acceptQueueMax = Math.max(acceptQueueMax, length)), () => {}), 100);
    const answers = await burst(url, rate, BURST_MS);
    clearInterval(sampler);
    clientLag.disable();
    const counts = statusCounts(answers);
    // The server's own view (its log's responseTime, from reading a request to sending its answer): time beyond it
    // was spent before the server read the request (kernel queue, a starved machine) or in the test's client.
    const logged = () => [...server!.output().slice(logFrom).matchAll(/"responseTime":([\d.]+)/g)].map((match) => Number(match[1]));
    // Fastify logs an answer once it is sent: give the last lines a moment to arrive.
    for (let waited = 0; logged().length < answers.length && waited < 5000; waited += 100) await sleep(100);
    const serverTimes = logged();
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    const served = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
    const shed = answers.filter((answer) => answer.status === 503);

    // Baseline: as many bare /api/health requests at once, i.e. what this machine alone costs that many connections.
    const baseline = await Promise.all(answers.map(() => timed(`${server!.baseUrl}/api/health`)));
    const baselineSlowest = Math.max(...baseline.map((answer) => answer.ms));

    // Right after the burst: a shopper's search is answered normally again.
    const afterwards: TimedAnswer[] = [];
    for (let index = 0; index < 5; index += 1) afterwards.push(await timed(url()));
    recordFigure(
      `overload: capacity ${capacity.toFixed(1)} searches/s (${MEASURE_WORKERS} callers, ${PRODUCTS} products); burst ${rate.toFixed(0)}/s for ${BURST_MS / 1000} s = ${answers.length} requests: ` +
        `${JSON.stringify(counts)}, slowest answer ${slowest.toFixed(0)} ms, 200s p50 ${percentile(served, 0.5).toFixed(0)} ms / max ${Math.max(0, ...served).toFixed(0)} ms, ` +
        `503s max ${Math.max(0, ...shed.map((answer) => answer.ms)).toFixed(0)} ms; server-side p50 ${percentile(serverTimes, 0.5).toFixed(0)} ms / max ${Math.max(0, ...serverTimes).toFixed(0)} ms; kernel accept queue max ${acceptQueueMax}; test client's event-loop delay max ${(clientLag.max / 1e6).toFixed(0)} ms; baseline: ${baseline.length} /api/health at once, slowest ${baselineSlowest.toFixed(0)} ms; after the burst ${afterwards.map((answer) => `${answer.status} in ${answer.ms.toFixed(0)} ms`).join(', ')}`,
    );

    assert.deepEqual(Object.keys(counts).filter((status) => status !== '200' && status !== '503'), [], `only 200 and 503: ${JSON.stringify(counts)}`);
    assert.ok(shed.every(isProperBusyAnswer), 'every 503 carries Retry-After and {error, message}');
    assert.ok(served.length > 0, 'the server kept serving during the burst');
    // The shopper's view: from sending the request to reading the whole answer, queues in the kernel included.
    assert.ok(slowest < CLIENT_TIMEOUT_MS, `every answer within the client's 10 s (slowest ${slowest.toFixed(0)} ms)`);
    assert.ok(serverTimes.length >= answers.length, 'the server logged every answer');
    for (const answer of afterwards) {
      assert.equal(answer.status, 200);
      assert.ok(answer.ms < 1000, `a normal answer within 1 s after the burst (${answer.ms.toFixed(0)} ms)`);
    }
    const health = await timed(`${server!.baseUrl}/api/health`);
    assert.equal(health.status, 200);
  });
});
