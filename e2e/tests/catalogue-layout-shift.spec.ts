import { test, expect } from '../support/test';
import { createProduct, newSeller, uniqueWord, uploadImage } from './storefront-support';

// Issue 11's goal is CLS ≤ 0.05 (Lighthouse, a phone on slow 4G). The filter counts (price bands, star steps) come with
// the search's answer; placed among the controls above the results, they pushed the results down when it arrived
// (0.049 here, 0.064 in the bench's Lighthouse run). The answer is held back here so the page is surely drawn in its
// loading state first, as on a slow phone; then nothing on screen may move.
test('a phone on a slow network: the catalogue moves nothing on screen when its first answer arrives', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const imageUrl = await uploadImage(baseURL!, seller, [90, 140, 200]);
  const category = uniqueWord('Steady');
  for (const price of [8, 18, 40, 75]) await createProduct(baseURL!, seller, { name: `${category} lamp ${price}`, category, price, imageUrl });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) win.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let held = 0;
  await page.route('**/api/products/search?**', async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`/products?category=${category}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Prices in these results' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
  expect(held).toBeGreaterThan(0);
  // Layout shifts are reported after the frame that made them: two frames later every one is counted.
  const shift = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift)))));
  expect(shift).toBeLessThan(0.01);
});
