import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:38611';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  for (const [name, path] of [['home', '/'], ['products', '/products'], ['product', '/products/64'], ['login', '/login']]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/work/wt-firstvisit/.tmp/screens/fv-${name}-${w}.png` });
    await page.close();
  }
}
await browser.close();
