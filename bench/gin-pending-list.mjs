// The experiment behind docs/BENCHMARKS.md "Findings": what checkouts do to PostgreSQL text search, with the
// trigram index as migrated or with one setting changed. Throw-away database; needs the pgstattuple extension
// (PostgreSQL contrib). Usage:
//   node --import tsx bench/gin-pending-list.mjs [default|fastupdate-off|pending-64k] [--products 20000]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFixtures, signIn } from './lib/fixtures.mjs';
import { runLoad, summarize } from './lib/load.mjs';
import { createBenchDatabase, dropBenchDatabase, withDatabase } from './lib/postgres.mjs';
import { startApi, stopAllChildren } from './lib/processes.mjs';
import { buildReadScenarios, checkoutScenario } from './lib/scenarios.mjs';
import { seedLarge } from './lib/seed-large.mjs';

const { values: args, positionals } = parseArgs({ options: { products: { type: 'string' } }, allowPositionals: true });
const variant = positionals[0] ?? 'default';
const SETTINGS = {
  default: null,
  'fastupdate-off': 'alter index products_search_words_idx set (fastupdate = off)',
  'pending-64k': 'alter index products_search_words_idx set (gin_pending_list_limit = 64)',
};
if (!(variant in SETTINGS)) throw new Error(`variant must be one of ${Object.keys(SETTINGS).join(', ')}`);

const name = `bench_gin_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-gin-'));
const url = await createBenchDatabase(name);

const state = () =>
  withDatabase(url, async (client) => {
    await client.query('create extension if not exists pgstattuple');
    const gin = (await client.query("select pending_pages, pending_tuples from pgstatginindex('products_search_words_idx')")).rows[0];
    const table = (await client.query("select n_tup_upd, n_tup_hot_upd, n_dead_tup from pg_stat_user_tables where relname = 'products'")).rows[0];
    const plan = (
      await client.query("explain (analyze, timing off, format json) select count(*) from products where deleted = false and lower(name || ' ' || description) like '%lamp%'")
    ).rows[0]['QUERY PLAN'][0];
    return { ginPendingPages: Number(gin.pending_pages), updates: Number(table.n_tup_upd), hotUpdates: Number(table.n_tup_hot_upd), countQueryMs: plan['Execution Time'] };
  });

try {
  await seedLarge({ products: Number(args.products ?? 20000), databaseUrl: url, dataDir, log: () => undefined });
  if (SETTINGS[variant]) await withDatabase(url, (client) => client.query(SETTINGS[variant]));
  const api = await startApi({ dataDir, databaseUrl: url, jwtSecret: randomBytes(24).toString('hex') });
  const fixtures = await readFixtures({ dataDir, databaseUrl: url, buyerCount: 50, sellerCount: 1 });
  const buyers = await signIn(api.url, fixtures.buyers);
  const runId = `gin-${process.pid}`;
  const scenarios = [...(await buildReadScenarios({ baseUrl: api.url, fixtures })), checkoutScenario({ fixtures, buyers, runId })];
  const run = async (id, duration) => summarize(await runLoad({ urls: [api.url], connections: 10, duration, next: scenarios.find((item) => item.id === id).next })).rps;
  console.log(`variant ${variant}`);
  console.log('before   ', await state(), `search ${await run('search-middling', 3)} req/s`);
  console.log(`checkout ${await run('checkout', 5)} req/s`);
  console.log('after    ', await state(), `search ${await run('search-middling', 3)} req/s`);
  await withDatabase(url, (client) => client.query('vacuum products'));
  console.log('vacuumed ', await state(), `search ${await run('search-middling', 3)} req/s`);
} finally {
  await stopAllChildren();
  await dropBenchDatabase(name);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
