// Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on each URL, in Debian's Chromium.
// Usage: node lighthouse-run.mjs <output.json> <url>...   (its own process: Lighthouse is memory-hungry)
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [output, ...urls] = process.argv.slice(2);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = [];
try {
  for (const url of urls) {
    const started = Date.now();
    const audit = () =>
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    let runner = await audit();
    // A broken trace (e.g. NO_NAVSTART) says nothing about the page: run it once more.
    if (runner.lhr.runtimeError) runner = await audit();
    const { categories, audits } = runner.lhr;
    const score = (id) => (categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100));
    const metric = (id) => (audits[id]?.numericValue === undefined ? null : Math.round(audits[id].numericValue));
    results.push({
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      totalByteWeight: metric('total-byte-weight'),
      runtimeError: runner.lhr.runtimeError?.message ?? null,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    console.log(`  lighthouse ${url}: perf ${score('performance')}, a11y ${score('accessibility')}, best ${score('best-practices')}, seo ${score('seo')}`);
  }
} finally {
  await chrome.kill();
}
fs.writeFileSync(output, JSON.stringify(results, null, 2));
