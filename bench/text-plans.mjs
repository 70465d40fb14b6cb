// The experiment behind PROBE_ADVANTAGE (api/src/modules/products/products-text-plan.ts): SQLite's two plans for a
// text search whose sort index holds its filters, timed on the app's own SQL. 'index' fetches every match with its
// row and sorts; 'probe' walks the sort's index probing each entry against the word index's matches. The plan code
// picks probe when the entries to walk are fewer than PROBE_ADVANTAGE × the matches; this times both plans for words
// from rare to middling, every sort and pages 1 to 96, and prints the total time the rule would spend for each value
// of that constant (and the least possible, each page's faster plan). Re-run it when the search SQL changes.
// Usage: node --import tsx bench/text-plans.mjs [--products 100000] [--data-dir <an existing seed:large SQLite dir>]
// Writes bench/results/trials/<time>-text-plans-<products>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../api/src/db/database.ts';
import { createCatalogueCache } from '../api/src/modules/products/catalogue-cache.ts';
import { matchingProducts, orderTerms } from '../api/src/modules/products/products-filter.ts';
import { searchWords } from '../api/src/modules/products/products-query.repository.ts';
import { textStats } from '../api/src/modules/products/products-text-plan.ts';
import { sql } from './lib/api-deps.mjs';
import { describeMachine } from './lib/machine.mjs';
import { seedLarge } from './lib/seed-large.mjs';

const { values: args } = parseArgs({ options: { products: { type: 'string' }, 'data-dir': { type: 'string' } } });
const SORTS = ['createdAt,desc', 'price,asc', 'name,asc', 'rating,desc'];
// Ids read for pages 1, 6, 16, 31, 51, 76 and 96 (each read runs 100 ids past its page, as lib/result-window.ts does).
const OFFSETS = [0, 100, 300, 600, 1000, 1500, 1900];
const READ = 120;
const WORDS = 12;
// Shares of the catalogue a word's products make: the rare and middling words the cold search rows ask.
const SHARES = [0.002, 0.1];
const CANDIDATES = [2, 4, 6, 8, 10, 12, 16, 20, 30, 40, 60];

const made = !args['data-dir'];
const dataDir = args['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-plans-'));
if (made) await seedLarge({ products: Number(args.products ?? 100_000), dataDir, log: () => undefined });
const { db, dialect } = createDatabase({ dataDir });

/** Words whose products make a share of the catalogue within SHARES, spread evenly by that share. */
async function chooseWords(size) {
  await sql`create virtual table if not exists temp.plan_words using fts5vocab(main, products_words, row)`.execute(db);
  const { rows } = await sql`select term, doc from temp.plan_words where doc between ${Math.ceil(SHARES[0] * size)} and ${Math.floor(SHARES[1] * size)}
    and length(term) >= 4 order by doc`.execute(db);
  return Array.from({ length: Math.min(WORDS, rows.length) }, (_, index) => rows[Math.floor((index * (rows.length - 1)) / Math.max(1, WORDS - 1))].term);
}

/** The median of 3 runs (after one unmeasured) of one plan's id read, in ms. */
async function timePlan(plan, filter, sort, offset) {
  let query = matchingProducts(db, dialect, filter, plan).select('products.id');
  for (const term of orderTerms(dialect, sort, filter.words)) query = query.orderBy(term);
  const compiled = query.limit(READ).offset(offset).compile();
  await db.executeQuery(compiled);
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await db.executeQuery(compiled);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1];
}

/** What the rule (probe when entries < k × matches) would spend over every timed page. */
function ruleCost(rows, k) {
  return rows.reduce((total, row) => total + (row.needed / Math.max(row.share, 1 / row.size) < k * row.share * row.size ? row.probe : row.index), 0);
}

try {
  const cache = createCatalogueCache();
  const size = Number((await sql`select count(*) as n from products`.execute(db)).rows[0].n);
  const words = await chooseWords(size);
  const rows = [];
  for (const word of words) {
    const { words: query } = await searchWords(db, dialect, word);
    const filter = { q: word, words: query, liveOnly: true, hideDisabledSellers: true };
    const stats = await textStats(db, dialect, cache, query);
    for (const sort of SORTS) {
      for (const offset of OFFSETS) {
        rows.push({ word, share: stats.fraction, size: stats.catalogueSize, sort, offset, needed: offset + READ, index: await timePlan('index', filter, sort, offset), probe: await timePlan('probe', filter, sort, offset) });
      }
    }
    console.log(`${word} (share ${stats.fraction.toFixed(3)}) timed`);
  }
  const least = rows.reduce((total, row) => total + Math.min(row.index, row.probe), 0);
  const byConstant = CANDIDATES.map((k) => ({ probeAdvantage: k, totalMs: Number(ruleCost(rows, k).toFixed(1)) }));
  for (const { probeAdvantage, totalMs } of byConstant) console.log(`PROBE_ADVANTAGE ${String(probeAdvantage).padStart(2)}: ${totalMs} ms over ${rows.length} page reads`);
  console.log(`each page's faster plan: ${least.toFixed(1)} ms`);
  const machine = await describeMachine(null);
  const file = path.join(import.meta.dirname, 'results', 'trials', `${new Date().toISOString().slice(0, 16).replace(':', '')}-text-plans-${size}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ products: size, words, machine, byConstant, leastMs: Number(least.toFixed(1)), rows }, null, 1)}\n`);
  console.log(`results: ${path.relative(process.cwd(), file)}`);
} finally {
  await db.destroy();
  if (made) fs.rmSync(dataDir, { recursive: true, force: true });
}
