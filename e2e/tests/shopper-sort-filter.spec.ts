import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { screenshot } from '../support/visual';
import { createProduct, newSeller, uniqueWord, uploadImage } from './storefront-support';

/** The names on the result cards, in order. */
const cardNames = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).allTextContents();

async function catalogue(baseUrl: string) {
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [70, 130, 180]);
  const category = uniqueWord('Sortable');
  const specs = [
    { name: `${category} Apple`, price: 40, stock: 5 },
    { name: `${category} Banana`, price: 12.5, stock: 0 },
    { name: `${category} Cherry`, price: 25, stock: 3 },
    { name: `${category} Damson`, price: 8, stock: 9 },
    { name: `${category} Elder`, price: 30, stock: 2 },
  ];
  for (const spec of specs) await createProduct(baseUrl, seller, { ...spec, category, imageUrl });
  return { category, name: (fruit: string) => `${category} ${fruit}` };
}

test('a guest sorts and filters /products; back, forward and reload keep every choice; chips remove them', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { category, name } = await catalogue(baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/products?category=${category}`);
  await expect(page.getByRole('status')).toHaveText('5 products');
  // Newest first by default.
  expect(await cardNames(page)).toEqual(['Elder', 'Damson', 'Cherry', 'Banana', 'Apple'].map(name));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect.poll(() => cardNames(page)).toEqual(['Damson', 'Banana', 'Cherry', 'Elder', 'Apple'].map(name));
  await expect(page).toHaveURL(/sort=price%2Casc/);

  await page.getByRole('textbox', { name: 'Min price ($)' }).fill('10');
  await page.getByRole('textbox', { name: 'Max price ($)' }).fill('30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => cardNames(page)).toEqual(['Banana', 'Cherry', 'Elder'].map(name));
  await expect(page.getByRole('status')).toHaveText('3 products');
  // The sold-out product says so on its card.
  await expect(page.getByRole('article').filter({ hasText: name('Banana') }).getByText('Out of stock')).toBeVisible();

  // The box follows the URL, so it turns checked once the navigation lands.
  await page.getByRole('checkbox', { name: 'In stock only' }).click();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect.poll(() => cardNames(page)).toEqual(['Cherry', 'Elder'].map(name));
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([`Category: ${category}×`, 'Price: $10 – $30×', 'In stock only×']);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'shopper-sort-filter');

  // Back undoes one choice at a time; forward redoes it; reload keeps it.
  await page.goBack();
  await expect.poll(() => cardNames(page)).toEqual(['Banana', 'Cherry', 'Elder'].map(name));
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  await page.goBack();
  await expect.poll(() => cardNames(page)).toEqual(['Damson', 'Banana', 'Cherry', 'Elder', 'Apple'].map(name));
  await expect(page.getByRole('textbox', { name: 'Min price ($)' })).toHaveValue('');
  await page.goForward();
  await page.goForward();
  await expect.poll(() => cardNames(page)).toEqual(['Cherry', 'Elder'].map(name));
  await page.reload();
  await expect.poll(() => cardNames(page)).toEqual(['Cherry', 'Elder'].map(name));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price,asc');
  await expect(page.getByRole('textbox', { name: 'Max price ($)' })).toHaveValue('30');
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();

  // A chip removes its filter.
  await chips.getByRole('button', { name: 'Remove filter Price: $10 – $30' }).click();
  await expect.poll(() => cardNames(page)).toEqual(['Damson', 'Cherry', 'Elder', 'Apple'].map(name));
  await expect(page).not.toHaveURL(/minPrice/);

  // A minimum above the maximum is refused before asking the server.
  await page.getByRole('textbox', { name: 'Min price ($)' }).fill('50');
  await page.getByRole('textbox', { name: 'Max price ($)' }).fill('5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Minimum price cannot be more than maximum price.' })).toBeVisible();
  await expect(page).not.toHaveURL(/minPrice/);
});

test('on a phone the controls fit, chips wrap, and cards sit two to a row', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { category, name } = await catalogue(baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/products?category=${category}&sort=price%2Cdesc&minPrice=10&inStock=true`);
  await expect.poll(() => cardNames(page)).toEqual(['Apple', 'Elder', 'Cherry'].map(name));
  await expect(page.getByRole('status')).toHaveText('3 products');
  // Nothing sticks out sideways.
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > 391)
      // A row that scrolls sideways on purpose (the categories) holds its overflow.
      .filter((element) => !element.closest('ul[class]') || getComputedStyle(element.closest('ul[class]')!).overflowX === 'visible')
      .map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
  );
  expect(overflow).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
  for (const control of [page.getByRole('combobox', { name: 'Sort by' }), page.getByRole('button', { name: 'Apply' }), page.getByRole('checkbox', { name: 'In stock only' })]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'shopper-sort-filter');
  await page.getByRole('list', { name: 'Search results' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'shopper-sort-filter-cards');
});
