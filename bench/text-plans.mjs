// The experiment behind the text plans' two constants (api/src/modules/products/products-text-plan.ts), timed on the
// app's own SQL. A text search's page of ids is read one of three ways: 'walk' reads the sort's index in order and
// tests each row for the words; 'index' fetches every match of the word index with its row and sorts them; 'probe'
// (SQLite) walks the sort's index probing each entry against the word index's matches. The plan code walks when the
// rows to walk are fewer than WALK_ADVANTAGE × the matches, else (SQLite) probes when the entries to walk are fewer
// than PROBE_ADVANTAGE × the matches, else fetches. This times every plan for words from rare to broad, every sort and
// pages 1 to 96, and prints the total time the rules would spend for each pair of constants, and the least possible
// (each page's fastest plan). Re-run it when the search SQL changes.
// Usage: node --import tsx bench/text-plans.mjs [--products 100000] [--data-dir <a seed:large SQLite dir>]
//        [--database-url <a seed:large PostgreSQL database>]
// Writes bench/results/trials/<time>-text-plans-<dialect>-<products>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../api/src/db/database.ts';
import { createCatalogueCache } from '../api/src/modules/products/catalogue-cache.ts';
import { matchingProducts, orderTerms } from '../api/src/modules/products/products-filter.ts';
import { searchWords, withPlan } from '../api/src/modules/products/products-query.repository.ts';
import { chooseTextPlan, refineForSqlite, textStats } from '../api/src/modules/products/products-text-plan.ts';
import { sql } from './lib/api-deps.mjs';
import { describeMachine } from './lib/machine.mjs';
import { seedLarge } from './lib/seed-large.mjs';

const { values: args } = parseArgs({ options: { products: { type: 'string' }, 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } } });
const SORTS = ['createdAt,desc', 'price,asc', 'name,asc', 'rating,desc'];
// Ids read for pages 1, 6, 16, 31, 51, 76 and 96, 120 at a time (until 2026-12-02 the API read 100 ids past a page).
const OFFSETS = [0, 100, 300, 600, 1000, 1500, 1900];
const READ = 120;
const WORDS = 16;
// Shares of the catalogue a word's products make, from rare words to the broadest.
const SHARES = [0.002, 0.6];
const PROBE_CANDIDATES = [2, 4, 6, 8, 10, 12, 16, 20, 30, 40, 60];
const WALK_CANDIDATES = [1 / 48, 1 / 24, 1 / 12, 1 / 6, 1 / 3, 1 / 2, 1, 2, 4];

const databaseUrl = args['database-url'];
const made = !args['data-dir'] && !databaseUrl;
const dataDir = args['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-plans-'));
if (made) await seedLarge({ products: Number(args.products ?? 100_000), dataDir, log: () => undefined });
const { db, dialect } = createDatabase({ dataDir, databaseUrl });
const plans = dialect === 'sqlite' ? ['index', 'probe', 'walk'] : ['index', 'walk'];

/** Words whose products make a share of the catalogue within SHARES, spread evenly over the vocabulary's order. */
async function chooseWords(size) {
  const [low, high] = [Math.ceil(SHARES[0] * size), Math.floor(SHARES[1] * size)];
  let rows;
  if (dialect === 'sqlite') {
    await sql`create virtual table if not exists temp.plan_words using fts5vocab(main, products_words, row)`.execute(db);
    ({ rows } = await sql`select term from temp.plan_words where doc between ${low} and ${high} and length(term) >= 4 order by doc`.execute(db));
  } else {
    ({ rows } = await sql`select word as term from ts_stat('select search_words from products') where ndoc between ${low} and ${high}
      and length(word) >= 4 order by ndoc`.execute(db));
  }
  return Array.from({ length: Math.min(WORDS, rows.length) }, (_, index) => rows[Math.floor((index * (rows.length - 1)) / Math.max(1, WORDS - 1))].term);
}

/** The median of 3 runs (after one unmeasured) of one plan's id read, in ms. */
async function timePlan(plan, filter, sort, offset) {
  let query = matchingProducts(db, dialect, filter, plan).select('products.id');
  for (const term of orderTerms(dialect, sort, filter.words)) query = query.orderBy(term);
  const compiled = query.limit(READ).offset(offset).compile();
  // As the app runs it (a PostgreSQL walk in a transaction with its planner told to read the sort index in order).
  const run = () => withPlan(db, dialect, plan, (runner) => runner.executeQuery(compiled));
  await run();
  const times = [];
  for (let index = 0; index < 3; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Number(times.sort((a, b) => a - b)[1].toFixed(3));
}

/** The plan the app's rules pick for one timed page with these factors (no other filters: every sort index holds them). */
function picked(row, walkAdvantage, probeAdvantage) {
  const stats = { fraction: row.share, catalogueSize: row.size, measuredAt: 0 };
  const plan = chooseTextPlan(dialect, stats, row.needed, 1, walkAdvantage);
  return dialect === 'sqlite' ? refineForSqlite(plan, stats, row.needed, probeAdvantage) : plan;
}

const totalOf = (rows, walkAdvantage, probeAdvantage) => rows.reduce((total, row) => total + row[picked(row, walkAdvantage, probeAdvantage)], 0);

try {
  const cache = createCatalogueCache();
  const size = Number((await sql`select count(*) as n from products`.execute(db)).rows[0].n);
  const words = await chooseWords(size);
  const rows = [];
  for (const word of words) {
    const { words: query } = await searchWords(db, dialect, word);
    const filter = { q: word, words: query, liveOnly: true, hideDisabledSellers: true };
    const stats = await textStats(db, dialect, cache, query);
    if (stats.fraction === 0) continue;
    for (const sort of SORTS) {
      for (const offset of OFFSETS) {
        const row = { word, share: stats.fraction, size: stats.catalogueSize, sort, offset, needed: offset + READ, walk: null };
        // A walk is timed only where some candidate would choose it (walking a rare word's sort index is slow and moot).
        const walkable = chooseTextPlan(dialect, stats, row.needed, 1, Math.max(...WALK_CANDIDATES)) === 'walk';
        for (const plan of plans) if (plan !== 'walk' || walkable) row[plan] = await timePlan(plan, filter, sort, offset);
        rows.push(row);
      }
    }
    console.log(`${word} (share ${stats.fraction.toFixed(3)}) timed`);
  }
  const grid = WALK_CANDIDATES.flatMap((walkAdvantage) =>
    (dialect === 'sqlite' ? PROBE_CANDIDATES : [undefined]).map((probeAdvantage) => ({ walkAdvantage, probeAdvantage, totalMs: Number(totalOf(rows, walkAdvantage, probeAdvantage).toFixed(1)) })),
  );
  const fastest = rows.reduce((total, row) => total + Math.min(...plans.map((plan) => row[plan] ?? Infinity)), 0);
  for (const { walkAdvantage, probeAdvantage, totalMs } of [...grid].sort((a, b) => a.totalMs - b.totalMs).slice(0, 10)) {
    console.log(`WALK_ADVANTAGE ${walkAdvantage.toFixed(3)}${probeAdvantage === undefined ? '' : `, PROBE_ADVANTAGE ${probeAdvantage}`}: ${totalMs} ms`);
  }
  console.log(`over ${rows.length} page reads; each page's fastest plan: ${fastest.toFixed(1)} ms`);
  const machine = await describeMachine(null);
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const file = path.join(import.meta.dirname, 'results', 'trials', `${stamp}-text-plans-${dialect}-${size}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ dialect, products: size, words, machine, grid, fastestMs: Number(fastest.toFixed(1)), rows }, null, 1)}\n`);
  console.log(`results: ${path.relative(process.cwd(), file)}`);
} finally {
  await db.destroy();
  if (made) fs.rmSync(dataDir, { recursive: true, force: true });
}
