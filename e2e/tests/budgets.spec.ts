import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect } from '../support/test';
import { REPO_ROOT } from '../support/app-server';
import { ADMIN, apiCall } from '../support/api';
import { registerAndLogin, useSession, type Account } from '../support/session';
import { createProduct } from './storefront-support';

// Byte budgets of first visits (bench/budgets.json; docs/BENCHMARKS.md, "Budgets"), one per page, keyed
// "<path>" or "<path> as <ROLE>" for a signed-in visit; `{id}` is a product's id. Only bytes are budgeted: they
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

type Role = Account['role'];

/** "/cart as BUYER" -> { path: '/cart', role: 'BUYER' }. */
function parseKey(key: string): { path: string; role?: Role } {
  const [path = key, role] = key.split(' as ');
  return { path, role: role as Role | undefined };
}

async function signIn(baseUrl: string, role: Role): Promise<Account> {
  if (role !== 'ADMIN') return registerAndLogin(baseUrl, role);
  return apiCall<Account>(baseUrl, 'POST', '/users/login', undefined, ADMIN);
}

for (const [key, budget] of Object.entries(budgets.firstVisit)) {
  test(`a first visit to ${key} downloads no more than its byte budget`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { path: pattern, role } = parseKey(key);
    let path = pattern;
    if (path.includes('{id}')) {
      const seller = await registerAndLogin(origin, 'SELLER');
      const product = await createProduct(origin, seller, { name: 'Budget lamp', category: 'Home' });
      path = path.replace('{id}', String(product.id));
    }
    if (role) await useSession(page, await signIn(origin, role));
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

    await page.goto(path);
    // The page's own content is on screen (a remote page's title, or the shell's sign-in form).
    await expect(page.locator('main h1, main form').first()).toBeVisible();
    // Everything the page loads on its own (its data, then whatever rendering it pulls in) has arrived.
    await page.waitForLoadState('networkidle');

    const files = (await Promise.all(downloads)).filter((item): item is Download => item !== null);
    const total = files.reduce((sum, item) => sum + item.gzip, 0);
    const grown = files
      .map((item) => ({ ...item, was: budget.files?.[item.file] ?? 0 }))
      .sort((a, b) => b.gzip - b.was - (a.gzip - a.was))
      .filter((item) => item.gzip > item.was)
      .map((item) => `${item.served}: ${kb(item.gzip)} gzip (${item.was ? `was ${kb(item.was)}` : 'new'}, +${kb(item.gzip - item.was)})`);
    test.info().annotations.push({ type: `first visit to ${key}`, description: `${kb(total)} gzip in ${files.length} files` });
    expect(
      total,
      `A first visit to ${key} downloads ${kb(total)} gzip, over its ${kb(budget.gzipBytes)} budget. Grew since the budget was set:\n  ${grown.join('\n  ') || '(no single file: more files)'}`,
    ).toBeLessThanOrEqual(budget.gzipBytes);
  });
}
