import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { REPO_ROOT } from '../support/app-server';
import { createProduct, newSeller, uploadImage } from './storefront-support';

// Issue 31 with the demo shop's products (the shared test server starts empty, so its Electronics shelf is put in, as
// the demo catalogue writes it): what a shopper types finds what they mean, and the box helps them type it.
const SPEAKER = 'Portable Bluetooth Speaker';

interface DemoCategory {
  name: string;
  products: Array<{ name: string; description: string; price: number; stock: number }>;
}

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  const demo = JSON.parse(readFileSync(path.join(REPO_ROOT, 'api', 'src', 'seed', 'demo-catalogue.json'), 'utf8')) as DemoCategory[];
  const electronics = demo.find((category) => category.name === 'Electronics')!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [40, 90, 160]);
  for (const { name, description, price, stock } of electronics.products) {
    await createProduct(baseUrl, seller, { name, description, price, stock, category: electronics.name, imageUrl });
  }
});

test('the demo speaker is found by words out of order, a plural, a typo and an unfinished word', async ({ page }) => {
  for (const q of ['speaker bluetooth', 'portable speaker', 'speakers', 'bluetoth', 'blueto']) {
    await page.goto(`/products?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole('link', { name: SPEAKER }).first(), q).toBeVisible();
    await expect(page.getByText('No products found.')).toHaveCount(0);
  }
});

test('the search box suggests as one types and is used by keyboard alone (WAI-ARIA combobox)', async ({ page }) => {
  await page.goto('/products');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.focus();
  await page.keyboard.type('portable blu');
  const list = page.getByRole('listbox', { name: 'Search products' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option', { name: 'portable bluetooth', exact: true })).toHaveAccessibleDescription('Search');
  await expect(page.getByText(/suggestions?\. Use the up and down arrows to choose\./)).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('suggestions.png') });

  // Down to the product, then Enter opens it.
  const product = list.getByRole('option', { name: SPEAKER }).first();
  await expect(product).toHaveAccessibleDescription('Product');
  await expect(product).toBeVisible();
  const productId = await product.getAttribute('id');
  for (let step = 0; step < 8 && (await box.getAttribute('aria-activedescendant')) !== productId; step += 1) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', productId!);
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { name: SPEAKER, level: 1 })).toBeVisible();

  // Back on the catalogue: Escape closes the list and keeps the text; a search suggestion runs that search.
  await page.goto('/products');
  await box.focus();
  await page.keyboard.type('blu');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(box).toHaveValue('blu');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'bluetooth', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=bluetooth(&|$)/);
  await expect(page.getByRole('link', { name: SPEAKER }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('"Did you mean" follows a search that found nothing, and finds the product', async ({ page }) => {
  await page.goto(`/products?q=${encodeURIComponent('vluetooth speaker')}`);
  await expect(page.getByText('No products found.')).toBeVisible();
  const correction = page.getByRole('button', { name: 'bluetooth speaker' });
  await expect(page.getByText(/^Did you mean/)).toBeVisible();
  await correction.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=bluetooth(\+|%20)speaker/);
  await expect(page.getByRole('link', { name: SPEAKER }).first()).toBeVisible();
});

test('"Best match" is offered beside the other orders and puts exact name matches first', async ({ page }) => {
  await page.goto(`/products?q=${encodeURIComponent('bluetooth')}&sort=relevance`);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('relevance');
  await expect(sort.getByRole('option', { name: 'Best match' })).toBeAttached();
  // The speaker has the word in its name; the headphones only in their description. The results are read once shown
  // (allTextContents does not wait: read while the page still loaded, it found no speaker).
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  const names = await results.getByRole('link').allTextContents();
  const speaker = names.findIndex((name) => name.includes(SPEAKER));
  const headphones = names.findIndex((name) => name.includes('Wireless Noise-Cancelling Headphones'));
  expect(speaker).toBeGreaterThanOrEqual(0);
  expect(headphones === -1 || speaker < headphones).toBe(true);
});

test('counts beside the filters follow the words: a category, in stock, the price bands', async ({ page }) => {
  const countOf = async (q: string) => {
    await page.goto(`/products?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole('group', { name: 'Prices in these results' })).toBeVisible();
    const description = await page.getByRole('button', { name: 'Electronics', exact: true }).getAttribute('aria-describedby');
    return Number(await page.locator(`[id="${description}"]`).textContent());
  };
  // Two Electronics products have "bluetooth" (the speaker and the headphones), one has "webcam".
  const bluetooth = await countOf('bluetooth');
  const webcam = await countOf('webcam');
  expect(webcam).toBeGreaterThan(0);
  expect(bluetooth).toBe(2 * webcam);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toHaveAccessibleDescription(/^\d+$/);
  await page.screenshot({ path: test.info().outputPath('facets.png') });
  // A band sets the price range, and the results keep to it.
  await page.getByRole('group', { name: 'Prices in these results' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/maxPrice=/);
  await expectNoSeriousA11yViolations(page);
});
