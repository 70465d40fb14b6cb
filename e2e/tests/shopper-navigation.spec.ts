import type { Locator } from '@playwright/test';
import { test, expect } from '../support/test';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { createProduct, newBuyer, newSeller, uniqueWord, type CreatedProduct } from './storefront-support';

let category: string;
let word: string;
let first: CreatedProduct;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  const seller = await newSeller(baseUrl);
  category = uniqueWord('Paging');
  word = uniqueWord('zq');
  // 25 products: two pages of 20.
  for (let index = 0; index < 25; index += 1) {
    const product = await createProduct(baseUrl, seller, { name: `${word} item ${index}`, category, price: 5 + index, stock: 40 });
    if (index === 0) first = product;
  }
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('typing a search and pressing Enter makes one history entry', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(word.slice(0, 4));
  await expect(page).toHaveURL(new RegExp(`q=${word.slice(0, 4)}`));
  await search.press('End');
  await search.pressSequentially(word.slice(4));
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${word}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});

test('Prev/Next goes to the top of the results and keeps the page number with the products shown', async ({ page }) => {
  await page.goto(`/products?category=${category}`);
  const pager = page.getByRole('navigation', { name: /pages|Pagination/i }).last();
  await expect(pager).toContainText('1 / 2');
  await pager.scrollIntoViewIfNeeded();
  // Hold the next answer back, to look at the page while it loads.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/search**', async (route) => {
    await held;
    await route.continue();
  });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText('1 / 2');
  release();
  await expect(pager).toContainText('2 / 2');
  await page.unroute('**/api/products/search**');
  const results = page.getByRole('region', { name: 'Search results' });
  const top = (await box(results)).y;
  expect(top).toBeGreaterThanOrEqual(-1);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  await expect(page.locator(':focus')).not.toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await screenshot(page, 'products-page-2');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`after Add to Cart focus stays on the button and the notice leaves the cart and greeting visible (${viewport.width}px)`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const buyer = await newBuyer(baseURL!);
    await useSession(page, buyer);
    await page.goto(`/products/${first.id}`);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.focus();
    await page.keyboard.press('Enter');
    const notice = page.getByText('Added to cart!');
    await expect(notice).toBeVisible();
    await expect(add).toBeFocused();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const noticeBox = await box(notice);
    expect(overlaps(noticeBox, await box(page.getByRole('link', { name: /^Cart/ })))).toBe(false);
    expect(overlaps(noticeBox, await box(page.getByRole('button', { name: `Hi, ${buyer.username}` })))).toBe(false);
    await screenshot(page, 'notice-after-add');
  });
}

