// `npm run bench [-- --quick]`: the shop at scale, side by side with the machine's own limit.
// Benchmarks report, they never fail on a time: the exit code is non-zero only when the harness itself breaks.
// Run through scripts/bench.mjs (which adds `--import tsx`, so the app's own TypeScript modules can be reused).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { workerGc } from '../api/src/config.ts';
import { CHROMIUM_PATH, measureFirstVisits } from './lib/browser.mjs';
import { APPS, appSizes } from './lib/bundle-sizes.mjs';
import { catalogueLastPage, dbQueries } from './lib/db-queries.mjs';
import { timeSearchQueries } from './lib/db-timing.mjs';
import { checkInvariants, checkoutSnapshot, outboxDrained, readFixtures, signIn } from './lib/fixtures.mjs';
import { LOAD_GENERATOR, measureLoad } from './lib/load.mjs';
import { cpuPerRequest, cpuTime } from './lib/cpu-time.mjs';
import { describeMachine } from './lib/machine.mjs';
import { combineRuns } from './lib/goals.mjs';
import { createBenchDatabase, dropBenchDatabase, overTcp, transportOf } from './lib/postgres.mjs';
import { apiMemory, BENCH_ADMIN_PASSWORD, ROOT, startApi, startCeiling, stopAllChildren } from './lib/processes.mjs';
import { createProgress } from './lib/progress.mjs';
import { memoryText, renderReport, updateBenchmarksDoc } from './lib/report.mjs';
import { measureScale } from './lib/scale-table.mjs';
import { measureBurst } from './lib/burst.mjs';
import { measureBulkOrders } from './lib/bulk-orders.mjs';
import { buildReadScenarios, checkoutRaceScenario, checkoutScenario, lastPage, loginScenario } from './lib/scenarios.mjs';
import { seedLarge } from './lib/seed-large.mjs';
import { demoRelevance, generatedRelevance } from './lib/relevance.mjs';
import { GENERATED_PASSWORD } from './lib/generate.mjs';

const text = { type: 'string' };
const flag = { type: 'boolean' };
// Unknown flags are refused, so a typo never silently runs the default bench.
const { values: args } = parseArgs({
  options: {
    quick: flag, products: text, duration: text, warmup: text, connections: text, repeat: text, scale: text, workers: text,
    'scale-pg': flag, 'skip-pg': flag, 'skip-front-end': flag, 'skip-lighthouse': flag, lighthouse: text,
    keep: flag, 'no-build': flag, 'no-docs': flag, docs: flag, 'checkout-only': flag,
  },
});
const quick = Boolean(args.quick);
const workers = Number(args.workers ?? os.availableParallelism());
const settings = {
  mode: quick ? 'quick' : 'full',
  products: Number(args.products ?? (quick ? 2000 : 100000)),
  duration: Number(args.duration ?? (quick ? 0.5 : 10)),
  warmup: Number(args.warmup ?? (quick ? 0 : 2)),
  connections: Number(args.connections ?? 32),
  // API processes (API_WORKERS), one per core by default: the shop as one would run it on this machine.
  workers,
  // The collector those workers use (API_WORKER_GC from the environment, decided by the API's own rule).
  workerGc: workerGc(process.env, workers),
  generator: LOAD_GENERATOR,
  // Key scenarios run this many times (median and spread shown): the machine is noisy.
  repeat: Number(args.repeat ?? (quick ? 1 : 3)),
  // The scale table's catalogue sizes (SQLite; `--scale-pg` adds PostgreSQL); `--scale none` leaves it out.
  scale: args.scale === 'none' ? [] : String(args.scale ?? (quick ? '' : '10000,100000,1000000')).split(',').filter(Boolean).map(Number),
  scalePostgres: Boolean(args['scale-pg']),
  buyers: quick ? 20 : 200,
  sellers: quick ? 5 : 20,
  dbRuns: quick ? 5 : 25,
  visits: quick ? 1 : 3,
  lighthousePages: quick ? ['/products'] : ['/', '/products', '/products/{id}', '/login'],
  lighthouseRuns: quick ? 1 : 3,
  postgres: !args['skip-pg'],
  frontEnd: !args['skip-front-end'],
  lighthouse: !args['skip-lighthouse'],
  // Only the checkout rows (and the search after and while selling) on each database: a trial of a write-path change.
  checkoutOnly: Boolean(args['checkout-only']),
};
if (settings.checkoutOnly) Object.assign(settings, { frontEnd: false, scale: [], repeat: 1 });
if (args.lighthouse === 'all') settings.lighthousePages = ['/', '/products', '/products/{id}', '/login'];

const startedAt = new Date();
const runId = `${startedAt.getTime().toString(36)}${randomBytes(2).toString('hex')}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const jwtSecret = randomBytes(48).toString('base64url');
const pgDatabase = `bench_${process.pid}`;
// The demo shop the demo relevance set is asked of (dropped as soon as it is measured).
const demoDatabase = `${pgDatabase}_demo`;
let pgCreated = false;
const began = performance.now();
const progress = createProgress();

const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s`;
const say = (text) => console.log(`[${elapsed()}] ${text}`);
const fmt = (row) =>
  `${String(row.rps).padStart(8)} req/s  p50 ${row.p50} ms  p90 ${row.p90} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}${row.cpuUs ? `  CPU/request ${row.cpuUs.api} µs (+ PostgreSQL ${row.cpuUs.postgres} µs)` : ''}${row.repeatedKeys ? `  KEYS RAN OUT: ${row.repeatedKeys} repeated` : ''}`;

async function cleanUp() {
  await stopAllChildren();
  if (pgCreated) {
    for (const name of [pgDatabase, demoDatabase]) await dropBenchDatabase(name).catch((error) => console.warn(`could not drop ${name}: ${error.message}`));
  }
  pgCreated = false;
  if (!args.keep) fs.rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers and dropping the bench database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function load(name, urls, next, { repeat = 1, rotation = undefined, cold = false, warm = undefined, duration = settings.duration, apiPid = undefined } = {}) {
  const runs = [];
  let warmUp;
  for (let run = 0; run < repeat; run += 1) {
    runs.push(
      await progress.step(async () => {
        // A cold twin warms up on its held-out keys (`warm`), never on the keys it measures.
        const warmWith = cold ? warm : { next };
        if (settings.warmup > 0 && warmWith) warmUp = await measureLoad({ urls, connections: settings.connections, duration: settings.warmup, ...warmWith });
        const before = apiPid ? cpuTime(apiPid) : null;
        const measured = await measureLoad({ urls, connections: settings.connections, duration, next, rotation });
        // The servers' own CPU per request (the first run's, when repeated): what the row costs, whatever the noise.
        return before ? { ...measured, cpuUs: cpuPerRequest(before, cpuTime(apiPid), measured.requests) } : measured;
      }),
    );
  }
  const row = combineRuns(runs);
  // A cold twin that ran out of keys sent some again: said in its row, never passed off as cold.
  if (cold && rotation && row.requests > rotation) row.repeatedKeys = row.requests - rotation;
  // What the cold code path cost in its first seconds, on the held-out keys: kept in the results, not a goal.
  if (cold && warmUp) row.warmUp = { rps: warmUp.rps, p99: warmUp.p99, requests: warmUp.requests, keys: warm.rotation };
  const spread = row.spread ? `  (${repeat} runs: p99 ${row.spread.p99.join('–')} ms)` : '';
  const firstSeconds = row.warmUp ? `  (warm-up on ${row.warmUp.keys} other keys: ${row.warmUp.rps} req/s, p99 ${row.warmUp.p99} ms)` : '';
  say(`  ${name.padEnd(44)} ${fmt(row)}${spread}${firstSeconds}  [${progress.describe()}]`);
  return row;
}

/** An answer the ceiling server repeats (the same bytes as a real answer of that call). */
async function captureAnswer(baseUrl, requestPath, name) {
  const response = await fetch(`${baseUrl}${requestPath}`);
  const body = Buffer.from(await response.arrayBuffer());
  const file = path.join(workDir, `${name}.json`);
  fs.writeFileSync(file, body);
  return { file, bytes: body.length };
}

async function measureCeiling(bodyFile, label) {
  // As many processes as the API has: the same share of the machine.
  const ceiling = await startCeiling(bodyFile, settings.workers);
  try {
    return await load(`ceiling (bare node:http × ${settings.workers}, ${label})`, [ceiling.url], () => ({ path: '/' }));
  } finally {
    await ceiling.stop();
  }
}

/** Seeds, starts the API, runs every scenario; answers the results and keeps the server for the caller. */
async function benchDatabase({ dialect, dataDir, databaseUrl }) {
  say(`${dialect}: generating ${settings.products} products…`);
  const seed = await seedLarge({ products: settings.products, dataDir, databaseUrl, log: (line) => say(`  ${line.trim()}`) });
  const api = await startApi({ dataDir, databaseUrl, jwtSecret, workers: settings.workers });
  say(`${dialect}: API up on ${api.url} (pid ${api.pid}, ${settings.workers} worker process${settings.workers === 1 ? '' : 'es'})`);
  const fixtures = await readFixtures({ dataDir, databaseUrl, buyerCount: settings.buyers, sellerCount: settings.sellers });
  const buyers = await signIn(api.url, fixtures.buyers);
  const sellers = await signIn(api.url, fixtures.sellers);
  const [admin] = await signIn(api.url, [{ username: 'admin' }], 1, BENCH_ADMIN_PASSWORD);
  say(`${dialect}: signed in ${buyers.length} buyers, ${sellers.length} sellers and the administrator`);
  const g = fixtures.wordGroups;
  say(`${dialect}: search words by share of products: broad ${g.broad.map((w) => `${w.word} ${w.share}`).join(', ')}; middling ${g.middling.map((w) => `${w.word} ${w.share}`).join(', ')}; rare ${g.rare.map((w) => `${w.word} ${w.share}`).join(', ')}`);
  const scenarios = [
    ...(await buildReadScenarios({ baseUrl: api.url, fixtures, buyers, sellers, admin })),
    loginScenario(fixtures.signInBuyers, GENERATED_PASSWORD, () => signIn(api.url, fixtures.signInBuyers)),
    checkoutScenario({ fixtures, buyers, runId: `${runId}-${dialect}` }),
    checkoutRaceScenario({ fixtures, buyers, runId: `${runId}-${dialect}` }),
  ];
  // Besides the scenarios: the middling search after the checkouts, it and the admin's dashboard while they run.
  progress.plan(scenarios.length + scenarios.filter((item) => item.key).length * (settings.repeat - 1) + 3);
  const snapshot = await checkoutSnapshot({ dataDir, databaseUrl, productIds: [...fixtures.stocked, ...fixtures.scarce].map((item) => item.id) });
  const loads = [];
  // Reads first: the checkout runs change the data (and, on PostgreSQL, leave index entries behind).
  for (const scenario of scenarios.filter((item) => !item.mutates && (!settings.checkoutOnly || item.id === 'search-middling'))) {
    const options = { repeat: scenario.key ? settings.repeat : 1, rotation: scenario.rotation, cold: Boolean(scenario.cold), warm: scenario.warm, duration: settings.duration, apiPid: api.pid };
    // A cold twin runs no longer than its keys last at twice its hot twin's pace (at least 1 s), so it stays cold: a
    // cold twin can be the faster one (the hot reviews row asks the most-reviewed products; the full run of 05:30 ran
    // out of keys at the hot pace).
    const hot = scenario.cold ? loads.find((row) => `${row.id}-cold` === scenario.id) : undefined;
    if (hot?.rps > 0) options.duration = Math.min(settings.duration, Math.max(1, Math.floor(scenario.rotation / (2 * hot.rps))));
    // A scenario may set its server up first (`prepare`) and count what the server did while it ran (`counter`).
    await scenario.prepare?.();
    const before = await scenario.counter?.read(api.url);
    const row = { id: scenario.id, label: scenario.label, key: Boolean(scenario.key), cold: Boolean(scenario.cold), ...(await load(scenario.label, [api.url], scenario.next, options)) };
    if (scenario.counter) {
      row.counted = { label: scenario.counter.label, count: (await scenario.counter.read(api.url)) - before };
      say(`    ${row.counted.label}: ${row.counted.count}`);
    }
    loads.push(row);
  }
  // After every read row: what the kept answers, listings and statements hold on this catalogue.
  const memory = apiMemory(api.pid);
  if (memory) say(`${dialect}: API memory after the read rows: ${memoryText(memory)}`);
  if (settings.checkoutOnly) return { api, dataDir, databaseUrl, fixtures, buyers, sellers, scenarios, snapshot, result: { dialect, seed, loads, dbTimes: [], memory } };
  loads.push(await burstRow(api.url, fixtures));
  say(`${dialect}: timing the search SQL directly on the database…`);
  let dbTimes = [];
  try {
    dbTimes = await timeSearchQueries({ dialect, dataDir, databaseUrl, baseUrl: api.url, queries: dbQueries(fixtures, await catalogueLastPage(api.url)), runs: settings.dbRuns });
  } catch (error) {
    say(`${dialect}: could not time the search SQL (${error.message}); the report leaves it out`);
  }
  for (const item of dbTimes) say(`  ${item.label.padEnd(44)} ${item.dbMs} ms in the database, ${item.apiMs} ms through the API (one client)`);
  const relevance = await relevanceOf({ dialect, baseUrl: api.url, dataDir, databaseUrl });
  return { api, dataDir, databaseUrl, fixtures, buyers, sellers, scenarios, snapshot, result: { dialect, seed, loads, dbTimes, relevance, memory } };
}

/** Issue 31's relevance sets on one database: the generated set on the run's catalogue, the demo set on a fresh demo shop. */
async function relevanceOf({ dialect, baseUrl, dataDir, databaseUrl }) {
  say(`${dialect}: the relevance sets (sort=relevance)…`);
  const generated = await generatedRelevance({ baseUrl, dataDir, databaseUrl });
  const demoUrl = databaseUrl ? await createBenchDatabase(demoDatabase) : undefined;
  try {
    const demo = await demoRelevance({ dataDir: path.join(workDir, `${dialect}-demo`), databaseUrl: demoUrl, jwtSecret });
    for (const [set, score] of Object.entries({ demo, generated })) {
      say(`  ${set.padEnd(10)} recall@20 ${score.overall.recallAt20} (typos ${score.typos.recallAt20}), MRR ${score.overall.mrr} over ${score.overall.queries} queries${score.missed.length ? `; missed: ${score.missed.join(', ')}` : ''}`);
    }
    return { demo, generated };
  } finally {
    if (demoUrl) await dropBenchDatabase(demoDatabase);
  }
}

const BURST_SIZE = 200;

/** 200 shoppers at once after a quiet spell, broad words on pages of their own (lib/burst.mjs). */
async function burstRow(baseUrl, fixtures) {
  const words = fixtures.wordGroups.broad.map((item) => item.word);
  const lastPages = new Map();
  for (const word of words) lastPages.set(word, await lastPage(baseUrl, `q=${encodeURIComponent(word)}`));
  const label = `Burst: ${BURST_SIZE} broad searches at once after a quiet spell`;
  const row = await measureBurst({ baseUrl, words, lastPages, size: BURST_SIZE });
  say(`  ${label.padEnd(44)} ${JSON.stringify(row.statusCodes)}, p50 ${row.p50} ms, slowest ${row.max} ms`);
  return { id: 'burst', label, ...row, runs: 1 };
}

/**
 * The checkout run (1 process), anything else that writes (`more`, e.g. checkout through 2 processes), then the
 * text search again: what many orders do to reads (new row versions, index entries waiting for vacuum).
 */
async function checkoutAndRecheck(bench, urls, more) {
  const checkout = bench.scenarios.find((item) => item.id === 'checkout');
  // With --checkout-only the API has just started: its first reads ahead are left to finish before orders are measured.
  say(`  checkout: the API settled in ${await settled(bench.api.pid)} s`);
  // The servers' CPU per order too (the API's processes and PostgreSQL's): where a checkout's time goes.
  bench.result.loads.push({ id: checkout.id, label: checkout.label, ...(await load(checkout.label, urls, checkout.next, { apiPid: bench.api.pid })) });
  await drainOutbox(bench, 'checkout');
  // `more` drains the mail its own runs queue (drainOutbox) before the next: an API sending it would be measured too.
  if (more) await more();
  const race = bench.scenarios.find((item) => item.id === 'checkout-race');
  if (race) bench.result.loads.push({ id: race.id, label: race.label, ...(await load(race.label, urls, race.next)) });
  const search = bench.scenarios.find((item) => item.id === 'search-middling');
  const label = 'Search: middling words, again after the checkout runs';
  bench.result.loads.push({ id: 'search-text-after-checkout', label, ...(await load(label, urls, search.next)) });
  bench.result.loads.push(await readWhileSelling(search, checkout, urls, { id: 'search-while-selling', label: 'Search: middling words' }));
  // Each sale moves the marketplace's order counter: an admin watching the dashboard sees it counted afresh each time.
  const dashboard = bench.scenarios.find((item) => item.id === 'dashboard-admin');
  if (dashboard) bench.result.loads.push(await readWhileSelling(dashboard, checkout, urls, { id: 'dashboard-admin-while-selling', label: 'Admin dashboard (1 admin)', readers: 1 }));
}

/** Waits until an API and PostgreSQL together use under a tenth of a core for a second (at most 90 s); answers the seconds waited. */
async function settled(apiPid) {
  const started = performance.now();
  // Without /proc (cpuTime answers null) there is nothing to wait on.
  for (let before = cpuTime(apiPid); before && performance.now() - started < 90_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTime(apiPid);
    if (!after) break;
    const busyMs = after.api - before.api + after.postgres - before.postgres;
    before = after;
    if (busyMs < 100) break;
  }
  return Math.round((performance.now() - started) / 1000);
}

/**
 * The checkout again through an API of as many workers reaching the same database over TCP, when the run's API goes
 * through the Unix socket: what the transport costs, side by side (null when the run is over TCP already).
 */
async function checkoutOverTcp(bench, databaseUrl, checkout) {
  const tcpUrl = overTcp(databaseUrl);
  if (!tcpUrl) return null;
  const tcp = await startApi({ dataDir: path.join(workDir, 'postgres-tcp'), databaseUrl: tcpUrl, jwtSecret, workers: settings.workers, sendsMail: false });
  try {
    // A new API reads its words and listings ahead in its first quiet moments (seconds of PostgreSQL's CPU): measured
    // during them, the TCP row of the full run 2026-12-01T0422 cost 7,515 µs of PostgreSQL's CPU per order, not 2,724.
    say(`  over TCP: the API settled after its first reads in ${await settled(tcp.pid)} s`);
    const row = await load(`over TCP:  ${checkout.label}`, [tcp.url], checkout.next, { apiPid: tcp.pid });
    const socket = bench.result.loads.find((item) => item.id === 'checkout');
    return { label: checkout.label, rows: [{ transport: transportOf(databaseUrl), ...socket }, { transport: transportOf(tcpUrl), ...row }] };
  } finally {
    await tcp.stop();
  }
}

/**
 * Lets the API send the e-mails the last checkout run queued (it sends them between requests, and only a share of its
 * time while serving) before the next write run, so each run pays for its own mail only; records the drain.
 */
async function drainOutbox(bench, after) {
  const drain = await outboxDrained({ dataDir: bench.dataDir, databaseUrl: bench.databaseUrl });
  (bench.result.mailDrains ??= []).push({ after, ...drain });
  say(`  outbox after the ${after}: ${drain.waiting} messages sent in ${drain.seconds} s${drain.perSecond ? ` (${drain.perSecond}/s)` : ''}${drain.left ? `, ${drain.left} still waiting` : ''}`);
}

// Of the 32 connections, these place orders while the rest search.
const SELLING_CONNECTIONS = 8;

/**
 * A read while buyers check out: each sale outdates the kept answers that show it (the middling search's pages with
 * its product, all of them on SQLite where any write does; the admin's dashboard always), so this row shows the
 * reads of a shop that is selling. Held to the read's goal (goals.mjs) on its reading connections (24 unless told).
 */
async function readWhileSelling(read, checkout, urls, { id, label: what, readers = settings.connections - SELLING_CONNECTIONS }) {
  const label = `${what} while ${SELLING_CONNECTIONS} connections check out`;
  const [reads, sales] = await progress.step(() =>
    Promise.all([
      measureLoad({ urls, connections: readers, duration: settings.duration, next: read.next }),
      measureLoad({ urls, connections: SELLING_CONNECTIONS, duration: settings.duration, next: checkout.next }),
    ]),
  );
  const selling = { rps: sales.rps, p99: sales.p99, errors: sales.errors, non2xx: sales.non2xx };
  say(`  ${label.padEnd(44)} ${fmt(reads)}  (orders meanwhile: ${sales.rps}/s, p99 ${sales.p99} ms, non-2xx ${sales.non2xx})  [${progress.describe()}]`);
  return { id, label, ...reads, runs: 1, selling };
}

/**
 * Builds what the run must measure, before any API starts: the server registers the apps whose dist folders exist
 * when it starts, so a build made later would be served as 404s. Answers the apps measured older than their sources.
 */
async function prepareFrontEnd() {
  const { buildFrontEnd, needsBuild } = await import(new URL('../scripts/front-end-apps.mjs', import.meta.url).href);
  // The full run measures the current sources (rebuilding what is stale); quick mode only builds what is missing.
  const missing = APPS.filter((app) => !fs.existsSync(path.join(ROOT, app, 'dist')));
  const stale = APPS.filter((app) => needsBuild(app));
  if (args['no-build'] ? false : quick ? missing.length : stale.length) {
    say(`front end: building ${(quick ? missing : stale).join(', ')}…`);
    buildFrontEnd();
  } else if (stale.length) {
    say(`front end: ${quick ? 'quick mode' : '--no-build'} measures the existing build of ${stale.join(', ')} (older than their sources)`);
  }
  return quick || args['no-build'] ? stale : [];
}

async function frontEnd(api, fixtures, staleBuild) {
  const sizes = {};
  for (const app of APPS) sizes[app] = appSizes(ROOT, app);
  say('front end: bundle sizes measured');
  if (!fs.existsSync(CHROMIUM_PATH)) {
    say(`front end: no Chromium at ${CHROMIUM_PATH}; skipping the browser measurements`);
    return { sizes, visits: null, lighthouse: null, staleBuild };
  }
  const productId = fixtures.productIds[Math.floor(fixtures.productIds.length / 2)];
  const visits = await measureFirstVisits(api.url, productId, { repeat: settings.visits });
  for (const visit of visits) say(`  first visit ${visit.path.padEnd(18)} ${visit.requests} requests, ${(visit.bytes / 1024).toFixed(1)} KiB; ${visit.visibleWhat} at ${visit.visibleMs} ms`);
  let lighthouse = null;
  if (settings.lighthouse) {
    say(`front end: Lighthouse (mobile) on ${settings.lighthousePages.join(', ')}…`);
    const output = path.join(workDir, 'lighthouse.json');
    const urls = settings.lighthousePages.map((page) => `${api.url}${page.replace('{id}', String(productId))}`);
    const { spawnSync } = await import('node:child_process');
    // Each page settings.lighthouseRuns times (the median is reported): 3 in a full run, once in quick mode.
    const run = spawnSync(process.execPath, [path.join(ROOT, 'bench', 'lib', 'lighthouse-run.mjs'), output, ...urls], {
      stdio: 'inherit',
      env: { ...process.env, CHROMIUM_PATH, LIGHTHOUSE_RUNS: String(settings.lighthouseRuns) },
    });
    if (run.status === 0 && fs.existsSync(output)) {
      lighthouse = JSON.parse(fs.readFileSync(output, 'utf8')).map((item) => ({ ...item, path: new URL(item.url).pathname }));
    } else {
      say('front end: Lighthouse failed (see above); the report leaves its scores out');
    }
  }
  return { sizes, visits, lighthouse, productId, staleBuild };
}

async function main() {
  say(`bench (${settings.mode}): ${settings.products} products, ${settings.connections} connections (${settings.generator}), ${settings.duration} s per scenario, API on ${settings.workers} worker process(es); work dir ${workDir}`);
  const machine = await describeMachine(CHROMIUM_PATH);
  say(`machine: ${machine.cores} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, SQLite ${machine.sqlite}, PostgreSQL ${machine.postgres ?? 'not reachable'}`);
  const results = { startedAt: startedAt.toISOString(), settings, machine, ceiling: [], databases: [], scaleOut: null, frontEnd: null };

  const staleBuild = settings.frontEnd ? await prepareFrontEnd() : [];
  // SQLite: reads, the ceiling, checkout, then the front end against the same server and data.
  const sqliteDir = path.join(workDir, 'sqlite');
  const sqlite = await benchDatabase({ dialect: 'sqlite', dataDir: sqliteDir });
  const answer = await captureAnswer(sqlite.api.url, `/api/products/search?q=${encodeURIComponent(sqlite.fixtures.words[0])}&page=0&size=20`, 'search-answer');
  results.searchAnswerBytes = answer.bytes;
  if (!settings.checkoutOnly) {
    progress.plan(settings.postgres ? 3 : 2);
    results.ceiling.push({ when: 'after the SQLite reads', ...(await measureCeiling(answer.file, `${answer.bytes} B`)) });
    // Product detail is held to a ceiling that sends its own bytes (a search-sized body would flatter a small answer).
    const detail = await captureAnswer(sqlite.api.url, `/api/products/${sqlite.fixtures.productIds[0]}`, 'product-answer');
    results.detailCeiling = { bytes: detail.bytes, ...(await measureCeiling(detail.file, `${detail.bytes} B, product detail`)) };
  }
  await checkoutAndRecheck(sqlite, [sqlite.api.url]);
  sqlite.result.invariants = await checkInvariants({ dataDir: sqliteDir, snapshot: sqlite.snapshot });
  say(`sqlite: checkout invariants ${sqlite.result.invariants.ok ? 'hold' : 'BROKEN'} (${JSON.stringify(sqlite.result.invariants)})`);
  results.databases.push(sqlite.result);
  if (settings.frontEnd) {
    try {
      results.frontEnd = await frontEnd(sqlite.api, sqlite.fixtures, staleBuild);
    } catch (error) {
      say(`front end: failed (${error.message}); the report leaves it out`);
    }
  }
  await sqlite.api.stop();

  // PostgreSQL: a fresh database and the API on it; then a one-process API beside it, measured against it.
  if (settings.postgres && machine.postgres) {
    const databaseUrl = await createBenchDatabase(pgDatabase);
    pgCreated = true;
    const pgDir = path.join(workDir, 'postgres');
    const postgres = await benchDatabase({ dialect: 'postgres', dataDir: pgDir, databaseUrl });
    // The same database served by one process, against the run's API_WORKERS: what the second core adds.
    // It sends no mail: idle while the workers are measured, it would otherwise send all their mail at full speed.
    const single = await startApi({ dataDir: path.join(workDir, 'postgres-1'), databaseUrl, jwtSecret, workers: 1, sendsMail: false });
    say(`postgres: a one-process API on ${single.url} (pid ${single.pid}) beside the ${settings.workers}-worker one`);
    const scaleOut = [];
    const scaleRow = (id, one, many) => ({ id, label: one.label, single: one, double: many, speedup: one.rps ? Number((many.rps / one.rps).toFixed(2)) : null });
    // 1 process then the workers, back to back, so both see the same machine (its load drifts over a run).
    progress.plan(overTcp(databaseUrl) ? 6 : 5);
    for (const id of settings.checkoutOnly ? [] : ['search-middling', 'product']) {
      const scenario = postgres.scenarios.find((item) => item.id === id);
      const one = { label: scenario.label, ...(await load(`1 process:  ${scenario.label}`, [single.url], scenario.next)) };
      scaleOut.push(scaleRow(id, one, await load(`${settings.workers} workers: ${scenario.label}`, [postgres.api.url], scenario.next)));
    }
    await checkoutAndRecheck(postgres, [postgres.api.url], async () => {
      const checkout = postgres.scenarios.find((item) => item.id === 'checkout');
      const one = { label: checkout.label, ...(await load(`1 process:  ${checkout.label}`, [single.url], checkout.next)) };
      scaleOut.push(scaleRow('checkout', one, postgres.result.loads.find((item) => item.id === 'checkout')));
      await drainOutbox(postgres, 'checkout through 1 process');
      results.transports = await checkoutOverTcp(postgres, databaseUrl, checkout);
      if (results.transports) await drainOutbox(postgres, 'checkout over TCP');
    });
    postgres.result.invariants = await checkInvariants({ dataDir: pgDir, databaseUrl, snapshot: postgres.snapshot });
    say(`postgres: checkout invariants after 1 process and ${settings.workers} workers ${postgres.result.invariants.ok ? 'hold' : 'BROKEN'} (${JSON.stringify(postgres.result.invariants)})`);
    results.scaleOut = { processes: settings.workers, rows: scaleOut, invariants: postgres.result.invariants };
    results.databases.push(postgres.result);
    await single.stop();
    await postgres.api.stop();
    await dropBenchDatabase(pgDatabase);
    pgCreated = false;
    if (!settings.checkoutOnly) {
      results.ceiling.push({ when: 'after PostgreSQL', ...(await measureCeiling(answer.file, `${answer.bytes} B`)) });
      say('postgres: orders written in bulk, one transaction each…');
      results.bulkOrders = await measureBulkOrders({ runId, say });
    }
  } else {
    say(settings.postgres ? 'postgres: no server answers; skipped' : 'postgres: skipped (--skip-pg)');
  }

  if (settings.scale.length) {
    const dialects = settings.scalePostgres && machine.postgres ? ['sqlite', 'postgres'] : ['sqlite'];
    progress.plan(dialects.length * settings.scale.length * 6);
    results.scale = await measureScale({ sizes: settings.scale, dialects, workDir, jwtSecret, workers: settings.workers, load, say });
  }

  results.machine.loadAverageAtEnd = os.loadavg().map((value) => Number(value.toFixed(2)));
  results.seconds = Math.round((performance.now() - began) / 1000);
  // Every run its own file (date, time and run id): a run never overwrites another's results.
  const stamp = `${startedAt.toISOString().slice(0, 16).replace(':', '')}-${runId}`;
  // Quick runs and trial runs (--no-docs) stay out of the checked-in results.
  const scratch = quick || args['no-docs'];
  const outDir = scratch ? path.join(ROOT, '.tmp', 'bench') : path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const jsonFile = path.join(outDir, `${stamp}${quick ? '-quick' : scratch ? '-trial' : ''}.json`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderReport(results);
  fs.writeFileSync(jsonFile.replace(/\.json$/, '.md'), markdown);
  say(`results: ${path.relative(ROOT, jsonFile)}`);
  if (!scratch || args.docs) {
    updateBenchmarksDoc(path.join(ROOT, 'docs', 'BENCHMARKS.md'), markdown, path.relative(ROOT, jsonFile));
    say('docs/BENCHMARKS.md: tables regenerated');
  } else {
    say(`${quick ? 'quick mode' : '--no-docs'}: docs/BENCHMARKS.md left alone (tables in ${path.relative(ROOT, jsonFile.replace(/\.json$/, '.md'))}; --docs writes them)`);
  }
  const broken = results.databases.filter((item) => item.invariants && !item.invariants.ok);
  if (broken.length) console.warn(`Checkout invariants broken on ${broken.map((item) => item.dialect).join(', ')}: see the report.`);
  say(`done in ${results.seconds} s`);
  return broken.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error.message}`);
} finally {
  await cleanUp();
}
process.exit(code);
