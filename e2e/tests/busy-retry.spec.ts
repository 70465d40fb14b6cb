import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/test';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { api, createProduct, newBuyer, newSeller, uniqueWord, type Account, type CreatedProduct } from './storefront-support';

const BUSY_NOTICE = 'The shop is busy, retrying…';

let seller: Account;
let lamp: CreatedProduct;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  seller = await newSeller(baseUrl);
  lamp = await createProduct(baseUrl, seller, { name: uniqueWord('Lamp'), category: uniqueWord('Lighting'), price: 25, stock: 50 });
});

/** The server shedding load once, as it does under a burst: 503 + Retry-After + {error, message}; then the real answer. */
async function busyOnce(page: Page, matches: (url: string, method: string) => boolean): Promise<string[]> {
  const seen: string[] = [];
  let shed = false;
  await page.route('**/api/**', async (route: Route) => {
    const request = route.request();
    if (!matches(request.url(), request.method())) return route.continue();
    seen.push(request.headers()['idempotency-key'] ?? '');
    if (shed) return route.continue();
    shed = true;
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: 'The shop is busy. Please try again in a moment.', message: 'Retry after Retry-After seconds.' }),
    });
  });
  return seen;
}

test('a product page answered 503 once shows the busy notice, then the product, with no error', async ({ page }) => {
  const calls = await busyOnce(page, (url, method) => method === 'GET' && new URL(url).pathname === `/api/products/${lamp.id}`);
  await page.goto(`/products/${lamp.id}`);
  await expect(page.getByRole('status').filter({ hasText: BUSY_NOTICE })).toBeVisible();
  await screenshot(page, 'busy-retry-notice');
  await expect(page.getByRole('heading', { name: lamp.name })).toBeVisible();
  expect(calls).toHaveLength(2);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a checkout answered 503 is retried with the same Idempotency-Key and places one order; the form is kept meanwhile', async ({ page, baseURL }) => {
  const buyer = await newBuyer(baseURL!);
  await api(baseURL!, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: lamp.id, quantity: 1 } });
  await useSession(page, buyer);
  await page.goto('/cart');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Street address').fill('2 Harbour Rd');
  await page.getByLabel('City').fill('Arlington');
  await page.getByLabel('State / ZIP / Country').fill('VA 22201 USA');
  await page.getByRole('tab', { name: 'PayNow' }).click();
  await page.getByLabel('Reference number').fill('INV-77');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const keys = await busyOnce(page, (url, method) => method === 'POST' && url.endsWith('/api/orders/checkout'));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: BUSY_NOTICE })).toBeVisible();
  await expect(page).toHaveURL(/\/order-created$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const orders = await api<unknown[]>(baseURL!, `/orders/user/${buyer.id}`, { token: buyer.token });
  expect(orders).toHaveLength(1);
});
