// Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on each URL, in Debian's Chromium: each page
// LIGHTHOUSE_RUNS times (3 unless set), reported as the median of each figure (issue 11), with every run kept.
// Usage: node lighthouse-run.mjs <output.json> <url>...   (its own process: Lighthouse is memory-hungry)
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [output, ...urls] = process.argv.slice(2);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One Lighthouse run of a page, as the figures the bench reports. */
async function measure(url) {
  const started = Date.now();
  const audit = () =>
    lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  let runner = await audit();
  // A broken trace (e.g. NO_NAVSTART) says nothing about the page: run it once more.
  if (runner.lhr.runtimeError) runner = await audit();
  const { categories, audits } = runner.lhr;
  const score = (id) => (categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100));
  const metric = (id) => (audits[id]?.numericValue === undefined ? null : Math.round(audits[id].numericValue));
  return {
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
  };
}

/** The middle value of the runs that measured it (null when none did). */
function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'totalByteWeight'];
const results = [];
try {
  for (const url of urls) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await measure(url));
    const result = { url, ...Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))])) };
    result.runtimeError = runs.every((run) => run.runtimeError) ? runs[0].runtimeError : null;
    result.seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
    result.runs = runs;
    results.push(result);
    console.log(
      `  lighthouse ${url} (median of ${runs.length}): perf ${result.performance} (${runs.map((run) => run.performance).join('/')}), a11y ${result.accessibility}, best ${result.bestPractices}, seo ${result.seo}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
    );
  }
} finally {
  await chrome.kill();
}
fs.writeFileSync(output, JSON.stringify(results, null, 2));
