// First visits in Chromium: bytes downloaded (DevTools protocol, Network.loadingFinished encodedDataLength)
// and the time until the first product card (or the product title) is visible.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { stableName } from './bundle-sizes.mjs';

/* global window, document, MutationObserver -- functions below run inside the page */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// Records (in the page's own clock) when the first element matching the selector is laid out and on screen.
function watchFirstVisible(selector) {
  const check = () => {
    if (window.__firstVisibleAt !== undefined) return true;
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.top > window.innerHeight) return false;
    window.__firstVisibleAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => {
    if (!check()) observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * The pages whose first visit is measured and byte-budgeted (bench/budgets.json `firstVisit`, keyed by `key`):
 * the shopper's pages, then a signed-in buyer's cart and a seller's and an admin's home. `{id}` is a product id.
 */
export const FIRST_VISIT_PAGES = [
  // The card itself (its top on screen), not its title link, which sits under the picture and can be below the fold
  // while the card is not (the catalogue at 1280 × 800 with pictures that load: no figure at all before).
  { key: '/', path: '/', label: 'Home', selector: 'article:has(a[href^="/products/"])', what: 'first product card' },
  { key: '/products', path: '/products', label: 'Catalogue', selector: 'article:has(a[href^="/products/"])', what: 'first product card' },
  { key: '/products/{id}', path: '/products/{id}', label: 'Product page', selector: 'main h1', what: 'product title' },
  { key: '/login', path: '/login', label: 'Sign in', selector: 'main form', what: 'sign-in form' },
  { key: '/cart as BUYER', path: '/cart', role: 'BUYER', label: "A buyer's cart", selector: 'main h1', what: 'page title' },
  { key: '/ as SELLER', path: '/', role: 'SELLER', label: "A seller's home", selector: 'main h1', what: 'page title' },
  { key: '/ as ADMIN', path: '/', role: 'ADMIN', label: "An admin's home", selector: 'main h1', what: 'page title' },
];

/** The sessionStorage value a sign-in leaves (the shell's persisted session), from a POST /api/users/login answer. */
export function sessionFromLogin(login) {
  const state = { token: login.token, role: login.role, username: login.username, userId: login.id, cart: [], endedReason: null };
  return JSON.stringify({ state, version: 0 });
}

/** One cold first visit (new browser context, empty cache), signed in when `session` is given. */
async function visit(browser, baseUrl, route, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (session) await page.addInitScript((value) => window.sessionStorage.setItem('shop-session', value), session);
  await page.addInitScript(watchFirstVisible, route.selector);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', (event) => {
    requests.set(event.requestId, { url: event.response.url, type: event.type, status: event.response.status, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  const bodies = [];
  page.on('response', (response) => {
    // A signed-in header's live-event stream never ends, so its body would never arrive (and it is an API answer).
    if ((response.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
  let visibleMs;
  try {
    await page.waitForFunction(() => window.__firstVisibleAt !== undefined, null, { timeout: 30_000 });
    visibleMs = await page.evaluate(() => window.__firstVisibleAt);
  } catch {
    visibleMs = null;
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const gzipByUrl = new Map((await Promise.all(bodies)).filter(Boolean).map((item) => [item.url, item.gzip]));
  await context.close();
  const list = [...requests.values()];
  const byType = {};
  for (const entry of list) {
    const type = entry.type ?? 'Other';
    byType[type] ??= { requests: 0, bytes: 0 };
    byType[type].requests += 1;
    byType[type].bytes += entry.bytes;
  }
  // What the byte budget counts (e2e/tests/budgets.spec.ts): the app's own files, not the API's answers.
  const appFiles = {};
  for (const [url, gzip] of gzipByUrl) {
    const { origin, pathname } = new URL(url);
    if (origin !== new URL(baseUrl).origin || pathname.startsWith('/api/')) continue;
    const name = stableName(pathname);
    appFiles[name] = (appFiles[name] ?? 0) + gzip;
  }
  return {
    key: route.key,
    path: route.path,
    appGzipBytes: Object.values(appFiles).reduce((sum, bytes) => sum + bytes, 0),
    appFiles,
    label: route.label,
    requests: list.length,
    bytes: list.reduce((sum, entry) => sum + entry.bytes, 0),
    gzipBytes: list.reduce((sum, entry) => sum + (gzipByUrl.get(entry.url) ?? entry.bytes), 0),
    byType,
    visibleWhat: route.what,
    visibleMs: visibleMs === null ? null : Math.round(visibleMs),
    wallMs: Date.now() - started,
  };
}

/**
 * First visits to FIRST_VISIT_PAGES. `sessions` maps a role to its sessionStorage value (sessionFromLogin);
 * pages for a role without one are left out.
 */
export async function measureFirstVisits(baseUrl, productId, { repeat = 1, sessions = {} } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const routes = FIRST_VISIT_PAGES.filter((page) => !page.role || sessions[page.role]).map((page) => ({ ...page, path: page.path.replace('{id}', String(productId)) }));
    const results = [];
    for (const route of routes) {
      // The first visit's bytes; the time is the median over `repeat` cold visits (noisy on a shared machine).
      const runs = [];
      for (let index = 0; index < repeat; index += 1) runs.push(await visit(browser, baseUrl, route, sessions[route.role]));
      const times = runs.map((run) => run.visibleMs).filter((value) => value !== null).sort((a, b) => a - b);
      results.push({ ...runs[0], visibleMs: times.length ? times[Math.floor(times.length / 2)] : null, visibleRuns: runs.map((run) => run.visibleMs) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
