#!/usr/bin/env node
// Byte budgets (deterministic, so they may fail `npm test`): the gzip size of each app's initial JavaScript
// against bench/budgets.json. Runs after the production build. Timings are never budgeted (see docs/BENCHMARKS.md).
//   node scripts/check-budgets.mjs            check; exit 1 naming the app and the file(s) that grew
//   node scripts/check-budgets.mjs --update   record today's sizes and set each budget 12% above them
import fs from 'node:fs';
import path from 'node:path';
import { APPS, appSizes, stableName } from '../bench/lib/bundle-sizes.mjs';
import { ROOT } from './front-end-apps.mjs';

const BUDGETS_FILE = path.join(ROOT, 'bench', 'budgets.json');
const HEADROOM = 1.12;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
const update = process.argv.includes('--update');
const failures = [];

for (const app of APPS) {
  const sizes = appSizes(ROOT, app);
  if (!sizes) {
    failures.push(`${app}: no production build in ${app}/dist (run \`npm run build\`)`);
    continue;
  }
  const files = Object.fromEntries(sizes.initialJs.files.map((file) => [stableName(file.file), file.gzip]));
  if (update) {
    budgets.initialJs[app] = { gzipBytes: Math.ceil(sizes.initialJs.gzip * HEADROOM), measuredGzipBytes: sizes.initialJs.gzip, files };
    console.log(`${app}: initial JS ${kb(sizes.initialJs.gzip)} gzip, budget set to ${kb(budgets.initialJs[app].gzipBytes)}`);
    continue;
  }
  const budget = budgets.initialJs[app];
  if (!budget) {
    failures.push(`${app}: no budget in bench/budgets.json (run \`node scripts/check-budgets.mjs --update\`)`);
    continue;
  }
  const line = `${app}: initial JS ${kb(sizes.initialJs.gzip)} gzip of ${kb(budget.gzipBytes)} budget (${sizes.initialJs.files.map((file) => file.file).join(', ')})`;
  if (sizes.initialJs.gzip <= budget.gzipBytes) {
    console.log(`ok   ${line}`);
    continue;
  }
  // Name what grew: each file against its size when the budget was set (hashes stripped so names match across builds).
  const grown = sizes.initialJs.files
    .map((file) => ({ file: file.file, gzip: file.gzip, was: budget.files?.[stableName(file.file)] ?? 0 }))
    .sort((a, b) => b.gzip - b.was - (a.gzip - a.was))
    .map((file) => `${app}/dist/${file.file} is ${kb(file.gzip)} gzip (${file.was ? `was ${kb(file.was)}` : 'new file'}, ${file.gzip - file.was >= 0 ? '+' : ''}${kb(file.gzip - file.was)})`);
  failures.push(`${line}: over by ${kb(sizes.initialJs.gzip - budget.gzipBytes)}\n       ${grown.join('\n       ')}`);
}

if (update) {
  fs.writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, BUDGETS_FILE)}`);
  process.exit(0);
}
for (const failure of failures) console.error(`FAIL ${failure}`);
if (failures.length) {
  console.error('An app ships more initial JavaScript than its budget. Make it smaller, or raise the budget in bench/budgets.json on purpose (docs/BENCHMARKS.md, "Budgets").');
  process.exit(1);
}
