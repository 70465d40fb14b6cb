// The scale table: the key scenarios at several catalogue sizes (10,000 / 100,000 / 1,000,000 products by default),
// each on a freshly generated database, to show that a page's cost does not grow with the catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { readFixtures } from './fixtures.mjs';
import { createBenchDatabase, dropBenchDatabase } from './postgres.mjs';
import { startApi } from './processes.mjs';
import { buildReadScenarios } from './scenarios.mjs';
import { seedLarge } from './seed-large.mjs';

export const SCALE_SCENARIOS = ['search-broad', 'search-rare', 'search-category', 'deep-page', 'search-text-last-page', 'product'];

/**
 * For each size and dialect: seed, start the API, run each scale scenario once (`load(label, urls, next)`), stop and
 * delete. Answers [{ dialect, products, seedSeconds, rows }].
 */
export async function measureScale({ sizes, dialects, workDir, jwtSecret, workers, load, say }) {
  const tables = [];
  for (const dialect of dialects) {
    for (const products of sizes) {
      const dataDir = path.join(workDir, `scale-${dialect}-${products}`);
      const database = dialect === 'postgres' ? `bench_scale_${process.pid}_${products}` : null;
      const databaseUrl = database ? await createBenchDatabase(database) : undefined;
      let api = null;
      try {
        say(`scale: ${dialect}, ${products.toLocaleString('en-US')} products: generating…`);
        const seed = await seedLarge({ products, dataDir, databaseUrl, log: (line) => say(`  ${line.trim()}`) });
        api = await startApi({ dataDir, databaseUrl, jwtSecret, workers });
        const fixtures = await readFixtures({ dataDir, databaseUrl, buyerCount: 1, sellerCount: 1 });
        const scenarios = (await buildReadScenarios({ baseUrl: api.url, fixtures })).filter((item) => SCALE_SCENARIOS.includes(item.id));
        const rows = [];
        for (const scenario of scenarios) rows.push({ id: scenario.id, label: scenario.label, ...(await load(`${products}: ${scenario.label}`, [api.url], scenario.next)) });
        tables.push({ dialect, products, seedSeconds: Number(seed.seconds.toFixed(1)), rows });
      } finally {
        await api?.stop();
        if (database) await dropBenchDatabase(database).catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  return tables;
}
