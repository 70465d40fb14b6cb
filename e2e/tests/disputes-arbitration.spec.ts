import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN } from '../support/api';
import { startAppServer, type RunningServer } from '../support/app-server';
import { useSession, type Account } from '../support/session';
import { screenshot } from '../support/visual';
import { api, buyThroughApi, createProduct, newBuyer, newSeller, uniqueWord } from './storefront-support';

// Its own server with no time to resolve: a dispute is overdue the moment it is raised, so it escalates on the next read.
test.describe.configure({ mode: 'serial' });
let app: RunningServer;
test.beforeAll(async () => {
  app = await startAppServer({ env: { DISPUTE_RESOLVE_HOURS: '0' } });
});
test.afterAll(async () => {
  await app?.stop();
});

test('a dispute the seller leaves past its deadline escalates; an admin resolves it and every step shows on the timeline', async ({ page }) => {
  const baseUrl = app.url;
  const seller = await newSeller(baseUrl);
  const product = await createProduct(baseUrl, seller, { name: uniqueWord('Teapot'), category: uniqueWord('Kitchen') });
  const buyer = await newBuyer(baseUrl);
  const orderId = await buyThroughApi(baseUrl, buyer, product);
  const deliveryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await api(baseUrl, '/orders/seller/status', {
    method: 'PUT',
    token: seller.token,
    body: { orderId, productId: product.id, sellerId: seller.id, status: 'SHIPPED', deliveryDate, carrier: 'Parcelforce', trackingNumber: 'PF-778899' },
  });
  await api(baseUrl, '/orders/dispute', { token: buyer.token, body: { orderId, productId: product.id, reason: 'Spout cracked', description: 'Hairline crack along the spout.' } });

  // The buyer sees that the dispute went to an administrator, and the history so far.
  await useSession(page, buyer);
  await page.goto(`${baseUrl}/myorders`);
  const card = page.getByRole('region', { name: `Order #${orderId}` });
  await expect(card.getByText('The seller did not resolve this dispute in time: an administrator will decide.')).toBeVisible();
  await card.getByText('History (4 steps)').click();
  await expect(card.getByText('Carrier: Parcelforce · Tracking number: PF-778899 · Estimated delivery:')).toBeVisible();
  await expect(card.getByRole('group').getByRole('listitem').filter({ hasText: 'Escalated to an administrator' })).toContainText('automatically');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'dispute-escalated-buyer');

  // The admin's queue: reason, description, order and both parties.
  const admin = await api<Account>(baseUrl, '/users/login', { body: ADMIN });
  const adminContext = await page.context().browser()!.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto(`${baseUrl}/`);
  await adminPage.getByRole('banner').getByRole('link', { name: 'Escalated Disputes' }).click();
  await expect(adminPage).toHaveURL(/\/escalated-disputes$/);
  await expect(adminPage.getByRole('heading', { name: 'Escalated Disputes' })).toBeVisible();
  const row = adminPage.getByRole('row', { name: new RegExp(product.name) });
  await expect(row).toContainText(`#${orderId}`);
  await expect(row).toContainText('Spout cracked');
  await expect(row).toContainText('Hairline crack along the spout.');
  await expect(row).toContainText(buyer.username);
  await expect(row).toContainText(seller.username);
  // The table fits the page: Resolve is in view without scrolling the table sideways.
  const region = adminPage.getByRole('region', { name: 'Escalated disputes', exact: true });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(adminPage);
  await screenshot(adminPage, 'disputes-admin-queue');
  // On a phone the row is a card with Resolve in view.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByRole('button', { name: /^Resolve/ })).toBeVisible();
  await screenshot(adminPage, 'disputes-admin-queue');
  await adminPage.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: /^Resolve/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Resolve the dispute on order #${orderId}: ${product.name}` });
  await dialog.getByLabel('Ruling (optional, shown to buyer and seller)').fill('Seller refunds the buyer in full.');
  await expectNoSeriousA11yViolations(adminPage);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(adminPage.getByText('Dispute marked as resolved.')).toBeVisible();
  await expect(adminPage.getByText('No escalated disputes.')).toBeVisible();
  await adminContext.close();

  // The buyer sees the ruling on the item's history.
  await page.reload();
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await card.getByText('History (5 steps)').click();
  const resolved = card.getByRole('group').getByRole('listitem').filter({ hasText: 'Dispute resolved' });
  await expect(resolved).toContainText('by an administrator');
  await expect(resolved).toContainText('Note: Seller refunds the buyer in full.');
  await screenshot(page, 'dispute-resolved-buyer');
});
