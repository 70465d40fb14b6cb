import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN, apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession, type Account } from '../support/session';
import { createProduct, placeOrder, raiseDispute, shipItem } from './console-data';

const PHONE = { width: 390, height: 844 };

/** Opens a figure's "Show the numbers" from the keyboard and answers its table's region. */
async function numbersOf(page: Page, title: string) {
  const summary = page.locator('summary', { hasText: `: ${title}` });
  await summary.focus();
  await page.keyboard.press('Enter');
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  return region;
}

/** Every chart of the dashboard is drawn, and `atLeast` bars in all have a length (days without sales draw none). */
async function expectBarsDrawn(page: Page, atLeast: number) {
  const charts = page.getByRole('region', { name: 'Dashboard' }).getByTestId('bar-chart');
  await expect(charts.locator('svg')).toHaveCount(3);
  const drawn = () =>
    charts.locator('line.ct-bar').evaluateAll((bars) => bars.filter((bar) => bar.getAttribute('x1') !== bar.getAttribute('x2') || bar.getAttribute('y1') !== bar.getAttribute('y2')).length);
  await expect.poll(drawn).toBeGreaterThanOrEqual(atLeast);
}

/** Nothing on the page is wider than the screen (the charts and tables fit a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a seller's home draws their sales, orders by status and top products from real orders, by keyboard and on a phone", async ({ page, baseURL }, testInfo) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const lamp = await createProduct(baseURL!, seller, { name: uniqueName('Dashboard lamp'), price: 12.5, stock: 50 });
  const mug = await createProduct(baseURL!, seller, { name: uniqueName('Dashboard mug'), price: 4, stock: 50 });
  const first = await placeOrder(baseURL!, buyer, [{ product: lamp, quantity: 2 }, { product: mug }]);
  await placeOrder(baseURL!, buyer, [{ product: mug, quantity: 3 }]);
  await shipItem(baseURL!, seller, first.orderId, lamp.id);

  await useSession(page, seller);
  await page.goto('/');
  const dashboard = page.getByRole('region', { name: 'Dashboard' });
  // 2 × $12.50 + 4 × $4.00, in 2 orders.
  await expect(dashboard.getByText('$41.00 from 2 orders (6 items) in the last 30 days.')).toBeVisible();
  // Today's sales, two statuses, two products.
  await expectBarsDrawn(page, 5);
  await expectNoSeriousA11yViolations(page);

  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const sales = await numbersOf(page, 'Sales per day');
  await expect(sales.getByRole('row', { name: `${today} 2 6 $41.00` })).toBeVisible();
  const statuses = await numbersOf(page, 'Orders by status');
  await expect(statuses.getByRole('row', { name: 'Pending 2' })).toBeVisible();
  await expect(statuses.getByRole('row', { name: 'Shipped 1' })).toBeVisible();
  const top = await numbersOf(page, 'Top 5 products');
  await expect(top.getByRole('row').nth(1)).toHaveAccessibleName(`${lamp.name} 2 $25.00`);
  await expect(top.getByRole('row').nth(2)).toHaveAccessibleName(`${mug.name} 4 $16.00`);
  await expectNoSeriousA11yViolations(page);

  await dashboard.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(dashboard.getByText('$41.00 from 2 orders (6 items) in the last 90 days.')).toBeVisible();
  await expect(dashboard.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByText('$41.00 from 2 orders (6 items) in the last 30 days.')).toBeVisible();
  await expectBarsDrawn(page, 5);
  await expectNoSidewaysScroll(page);
  await page.getByRole('region', { name: 'Dashboard' }).screenshot({ path: testInfo.outputPath('seller-dashboard-phone.png') });
});

test("the admin's home draws the marketplace's sales, sign-ups per week and open disputes by age", async ({ page, baseURL }, testInfo) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const kettle = await createProduct(baseURL!, seller, { name: uniqueName('Dashboard kettle'), price: 30, stock: 10 });
  const order = await placeOrder(baseURL!, buyer, [{ product: kettle }]);
  await shipItem(baseURL!, seller, order.orderId, kettle.id);
  await apiCall(baseURL!, 'PUT', '/orders/buyer/status', buyer.token, { orderId: order.orderId, productId: kettle.id, status: 'DELIVERED' });
  await raiseDispute(baseURL!, buyer, order.orderId, kettle.id, 'Item damaged', 'The lid came off.');
  const admin = await apiCall<Account>(baseURL!, 'POST', '/users/login', undefined, ADMIN);

  await useSession(page, admin);
  await page.goto('/');
  const dashboard = page.getByRole('region', { name: 'Dashboard' });
  // Other tests share this shop: the figures are checked against the API's own answer, not fixed numbers.
  await expect(dashboard.getByText(/^\$[\d,]+\.\d\d from [\d,]+ orders? in the last 30 days\.$/)).toBeVisible();
  // Today's sales, this week's sign-ups (buyers and sellers), the new dispute.
  await expectBarsDrawn(page, 4);
  await expect(dashboard.getByText(/^\d+ new buyers? and \d+ new sellers? in these weeks\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const disputes = await numbersOf(page, 'Open disputes by age');
  const newest = disputes.getByRole('row', { name: /^Under 1 day ago / });
  await expect(newest).toBeVisible();
  expect(Number((await newest.getByRole('cell').first().textContent()) ?? 0)).toBeGreaterThanOrEqual(1);
  const signUps = await numbersOf(page, 'New buyers and sellers per week');
  const thisWeek = signUps.getByRole('row').last();
  expect(Number(await thisWeek.getByRole('cell').nth(0).textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await thisWeek.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(PHONE);
  await page.reload();
  await expectBarsDrawn(page, 4);
  await expectNoSidewaysScroll(page);
  await page.getByRole('region', { name: 'Dashboard' }).screenshot({ path: testInfo.outputPath('admin-dashboard-phone.png') });
});
