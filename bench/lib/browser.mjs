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

/** One cold first visit (new browser context, empty cache). */
async function visit(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
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

/** First visits to the home page, the catalogue and a product page. */
export async function measureFirstVisits(baseUrl, productId, { repeat = 1 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const routes = [
      { path: '/', label: 'Home', selector: 'article a[href^="/products/"]', what: 'first product card' },
      { path: '/products', label: 'Catalogue', selector: 'article a[href^="/products/"]', what: 'first product card' },
      { path: `/products/${productId}`, label: 'Product page', selector: 'main h1', what: 'product title' },
    ];
    const results = [];
    for (const route of routes) {
      // The first visit's bytes; the time is the median over `repeat` cold visits (noisy on a shared machine).
      const runs = [];
      for (let index = 0; index < repeat; index += 1) runs.push(await visit(browser, baseUrl, route));
      const times = runs.map((run) => run.visibleMs).filter((value) => value !== null).sort((a, b) => a - b);
      results.push({ ...runs[0], visibleMs: times.length ? times[Math.floor(times.length / 2)] : null, visibleRuns: runs.map((run) => run.visibleMs) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
