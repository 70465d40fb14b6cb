import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect } from '../support/test';
import { REPO_ROOT } from '../support/app-server';

// Byte budget of a first visit (bench/budgets.json; docs/BENCHMARKS.md, "Budgets"). Only bytes are budgeted: they
// do not depend on how busy the machine is. Counted: every response from the app's origin except /api/* (the
// HTML, the shell, the remotes manifest, remote entries and chunks), each body gzipped at level 9, so the figure
// does not depend on the server's compression or on the data the API answers.

interface FirstVisitBudget {
  gzipBytes: number;
  measuredGzipBytes?: number;
  files?: Record<string, number>;
}

const budgets = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8')) as {
  firstVisit: Record<string, FirstVisitBudget>;
};

interface Download {
  /** The path without its content hash, as recorded in the budget file. */
  file: string;
  /** The path as served (with its hash), to find the file in dist/. */
  served: string;
  gzip: number;
}

/** main.d731ac76.js -> main.js, so a file is recognised across builds. */
const stableName = (pathname: string) => pathname.replace(/\.[0-9a-f]{8,}(?=\.(js|css)$)/, '');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

test('a first visit to /products downloads no more than its byte budget', async ({ page, baseURL }) => {
  const budget = budgets.firstVisit['/products'];
  expect(budget, 'bench/budgets.json has a firstVisit budget for /products').toBeTruthy();
  const origin = new URL(baseURL!).origin;
  const downloads: Array<Promise<Download | null>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return;
    downloads.push(
      response
        .body()
        .then((body) => ({ file: stableName(url.pathname), served: url.pathname, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });

  await page.goto('/products');
  await expect(page.locator('[data-remote="storefront"]')).toBeVisible();
  // Everything the page loads on its own (the catalogue answer, then whatever rendering it pulls in) has arrived.
  await page.waitForLoadState('networkidle');

  const files = (await Promise.all(downloads)).filter((item): item is Download => item !== null);
  const total = files.reduce((sum, item) => sum + item.gzip, 0);
  const grown = files
    .map((item) => ({ ...item, was: budget.files?.[item.file] ?? 0 }))
    .sort((a, b) => b.gzip - b.was - (a.gzip - a.was))
    .filter((item) => item.gzip > item.was)
    .map((item) => `${item.served}: ${kb(item.gzip)} gzip (${item.was ? `was ${kb(item.was)}` : 'new'}, +${kb(item.gzip - item.was)})`);
  test.info().annotations.push({ type: 'first visit to /products', description: `${kb(total)} gzip in ${files.length} files` });
  expect(
    total,
    `A first visit to /products downloads ${kb(total)} gzip, over its ${kb(budget.gzipBytes)} budget. Grew since the budget was set:\n  ${grown.join('\n  ') || '(no single file: more files)'}`,
  ).toBeLessThanOrEqual(budget.gzipBytes);
});
