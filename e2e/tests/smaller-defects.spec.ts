import { test, expect } from '../support/test';
import { ADMIN, apiCall } from '../support/api';
import { useSession, type Account } from '../support/session';
import { screenshot } from '../support/visual';
import { buyThroughApi, createProduct, newBuyer, newSeller, shipItem, uniqueWord, api } from './storefront-support';

const READABLE_DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

test('My Orders: readable status names in the filter, one date format, and Mark Delivered asks first then confirms', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const buyer = await newBuyer(baseURL!);
  const vase = await createProduct(baseURL!, seller, { name: uniqueWord('Vase'), category: uniqueWord('Home'), stock: 10 });
  const orderId = await buyThroughApi(baseURL!, buyer, vase);
  await shipItem(baseURL!, seller, orderId, vase.id);
  await useSession(page, buyer);
  await page.goto('/myorders');

  const filter = page.getByLabel('Show');
  await expect(filter.locator('option')).toHaveText(['All orders', 'Pending', 'In Progress', 'Completed']);
  const card = page.getByRole('region', { name: `Order #${orderId}` });
  await expect(card.getByText(/^Placed on/)).toHaveText(READABLE_DATE);
  await expect(card.getByText(/^Delivery date/)).toHaveText(READABLE_DATE);
  await expect(card).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);

  await card.getByRole('button', { name: 'Mark Delivered' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark as delivered?' });
  await expect(confirm).toContainText(vase.name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mark Delivered' }).click();
  await confirm.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByText('Item marked as delivered.')).toBeVisible();
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();

  // The review page names the product and rates with stars (default 5).
  await card.getByRole('link', { name: 'Write a review' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(vase.name);
  const stars = page.getByRole('radiogroup', { name: /Rating/ });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await stars.getByRole('radio', { name: '4 stars' }).check();
  await screenshot(page, 'review-stars');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${vase.id}$`));
  const reviews = await api<{ content: { rating: number }[] }>(baseURL!, `/reviews/product/${vase.id}?page=0&size=5`);
  expect(reviews.content[0].rating).toBe(4);
});

test('a missing product offers a way to browse', async ({ page }) => {
  await page.goto('/products/987654321');
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('category chips show that there are more to scroll to on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seller = await newSeller(baseURL!);
  for (let index = 0; index < 6; index += 1) await createProduct(baseURL!, seller, { name: uniqueWord('Chip'), category: uniqueWord(`Category${index}`) });
  await page.goto('/products');
  const more = page.getByRole('button', { name: 'More categories' });
  await expect(more).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Categories' }).getByRole('list');
  await more.click();
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await screenshot(page, 'category-cue');
});

test('staff: row actions stay on one line; on a phone rows stack as cards with actions visible; Resolved and Disable ask first', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const buyer = await newBuyer(baseURL!);
  const clock = await createProduct(baseURL!, seller, { name: uniqueWord('Clock'), category: uniqueWord('Time'), stock: 10 });
  const orderId = await buyThroughApi(baseURL!, buyer, clock);
  await shipItem(baseURL!, seller, orderId, clock.id);
  await api(baseURL!, '/orders/dispute', { token: buyer.token, body: { orderId, productId: clock.id, reason: 'Broken', description: '' } });

  await useSession(page, seller);
  await page.goto('/product-management');
  const row = page.getByRole('row', { name: new RegExp(clock.name) });
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeVisible();
  // All three read in one go, from one layout: three separate reads can straddle a change of layout (a picture
  // failing to load, the page settling) on a busy machine and see one row at two heights.
  const tops = await row.evaluate((element) => [...element.querySelectorAll('button')].map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size).toBe(1);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['View', 'Edit', 'Delete']) {
    const button = (await row.getByRole('button', { name }).boundingBox())!;
    expect(button.x + button.width, name).toBeLessThanOrEqual(390);
  }
  await screenshot(page, 'staff-table-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/disputes');
  const disputeRow = page.getByRole('row', { name: new RegExp(clock.name) });
  await disputeRow.getByRole('button', { name: 'Resolved' }).click();
  const confirmResolve = page.getByRole('alertdialog', { name: 'Mark dispute resolved?' });
  await confirmResolve.getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByText('Dispute marked as resolved.')).toBeVisible();

  const admin = await apiCall<Account>(baseURL!, 'POST', '/users/login', undefined, ADMIN);
  const adminPage = await page.context().browser()!.newPage({ baseURL });
  await useSession(adminPage, admin);
  await adminPage.goto('/users');
  await adminPage.getByLabel(/Search/).fill(buyer.username);
  const userRow = adminPage.getByRole('row', { name: new RegExp(buyer.username) });
  await userRow.getByRole('button', { name: 'Disable' }).click();
  const confirmDisable = adminPage.getByRole('alertdialog', { name: `Disable ${buyer.username}?` });
  await confirmDisable.getByRole('button', { name: 'Disable' }).click();
  await expect(adminPage.getByText('User disabled.')).toBeVisible();
  await expect(userRow).toContainText('Disabled');
});
