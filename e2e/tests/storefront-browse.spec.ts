import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { createProduct, newSeller, uniqueWord, uploadImage, type CreatedProduct } from './storefront-support';

// One seller's catalogue in a category of its own: 23 products, 3 of them share a searchable word.
let category: string;
let word: string;
let products: CreatedProduct[];

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [70, 130, 180]);
  category = uniqueWord('Cat');
  word = uniqueWord('glow');
  products = [];
  for (let index = 1; index <= 23; index += 1) {
    const name = index <= 3 ? `${word} lamp ${index}` : `Browse item ${index}`;
    products.push(await createProduct(baseUrl, seller, { name, category, price: index + 0.5, imageUrl, stock: index === 1 ? 4 : 40 }));
  }
});

test('the home page shows the featured strip, which scrolls by itself and stops under the mouse', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the Marketplace' })).toBeVisible();
  const strip = page.getByRole('list', { name: 'Featured products' });
  await expect(strip.getByRole('listitem').first()).toBeVisible();
  await expect(strip).toHaveAttribute('data-auto-scroll', 'on');
  const before = await strip.evaluate((element) => element.scrollLeft);
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
  await strip.hover();
  await expect(strip).toHaveAttribute('data-auto-scroll', 'off');
  await expectNoSeriousA11yViolations(page);
});

test('a guest searches (a 2-character query is not sent), filters by a category chip, pages and opens a product', async ({ page }) => {
  // Two axe runs over pages of 20 cards (with their stars and the sort/filter controls) take a while on a busy machine.
  test.setTimeout(120_000);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products/search')) searches.push(new URL(request.url()).search);
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search products' });

  await box.fill(word.slice(0, 2));
  await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
  await page.waitForTimeout(700);
  expect(searches.some((query) => query.includes('q='))).toBe(false);
  await expect(page).not.toHaveURL(/q=/);

  await box.fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: `Remove filter Search: ${word}` })).toBeVisible();
  await page.getByRole('button', { name: `Remove filter Search: ${word}` }).click();
  await expect(box).toHaveValue('');

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: category }).click();
  await expect(page.getByRole('button', { name: `Remove filter Category: ${category}` })).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText('1 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(page).toHaveURL(/page=2/);

  // Reload and back keep the search state in the URL.
  await page.reload();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Newest first: the first product created is on page 2.
  await page.getByRole('button', { name: 'Next' }).click();
  await results.getByRole('link', { name: products[0].name }).click();
  await expect(page.getByRole('heading', { level: 1, name: products[0].name })).toBeVisible();
  await expect(page.getByText('Low Stock: only 4 left')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category })).toBeVisible();
  await expect(page.getByText(/^Sold by /)).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'You might also like' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'You might also like' }).getByRole('link', { name: products[0].name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
});

test('a guest who adds to cart or wishlist is sent to log in', async ({ page }) => {
  await page.goto(`/products/${products[5].id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/products/${products[5].id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown product shows the server message and a Reload button', async ({ page }) => {
  await page.goto('/products/99999999');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
