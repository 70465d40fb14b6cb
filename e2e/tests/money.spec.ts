import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN, apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession, type Account } from '../support/session';
import { screenshot } from '../support/visual';
import { createProduct, placeOrder, raiseDispute, shipItem } from './console-data';

// Issue 33 (PRODUCT.md §10) in Chromium: an admin gives a seller their own rate, the seller refunds part of a
// disputed item, the admin pays the seller out, and each of the three sees the money where they look for it.

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('commission, a refund, a payout and the money each person sees', async ({ page, baseURL }) => {
  // Three people's pages, axe on each and a phone layout: about a minute on a shared two-core machine (it timed out
  // once at the default 60 s in a full `npm test`, 2026-11-30).
  test.setTimeout(120_000);
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const admin = await apiCall<Account>(baseURL!, 'POST', '/users/login', undefined, ADMIN);

  // The admin gives this seller 15 % (the marketplace's rate stays as it is for everyone else).
  await useSession(page, admin);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: "Seller's username" }).fill(seller.username);
  await page.getByRole('textbox', { name: 'Their rate (%)' }).fill('15');
  await page.getByRole('button', { name: 'Set their rate' }).click();
  await expect(page.getByText(`${seller.username}'s own rate is saved.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sellers with their own rate' }).getByRole('row', { name: `${seller.username} 15%` })).toBeVisible();

  // A $20 lamp bought at 15 %: $3.00 commission, $17.00 pending for the seller; then shipped, delivered, disputed.
  const lamp = await createProduct(baseURL!, seller, { name: uniqueName('Money lamp'), price: 20, stock: 5 });
  const order = await placeOrder(baseURL!, buyer, [{ product: lamp }]);
  await shipItem(baseURL!, seller, order.orderId, lamp.id);
  await apiCall(baseURL!, 'PUT', '/orders/buyer/status', buyer.token, { orderId: order.orderId, productId: lamp.id, status: 'DELIVERED' });
  await raiseDispute(baseURL!, buyer, order.orderId, lamp.id, 'Scratched', 'A long scratch on the base.');

  // The seller resolves it giving $5.00 back: $0.75 of commission returns, $4.25 leaves their share; $12.75 is available.
  await useSession(page, seller);
  await page.goto('/disputes');
  await page.getByRole('button', { name: `Resolved: ${lamp.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark dispute resolved?' });
  await dialog.getByRole('textbox', { name: 'Refund to the buyer ($)' }).fill('25');
  await dialog.getByRole('button', { name: 'Resolved' }).click();
  await expect(dialog.getByText('A refund cannot exceed what was paid for this item ($20.00).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Refund to the buyer ($)' }).fill('5');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByText('Dispute marked as resolved.')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Earnings' }).click();
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Pending$0.00');
  await expect(balance).toContainText('Available$12.75');
  await expect(balance).toContainText('Your commission rate on new orders: 15%.');
  const items = page.getByRole('region', { name: 'Order items and their money' });
  await expect(items.getByRole('row', { name: new RegExp(`^#${order.orderId} ${lamp.name} 1 \\$20\\.00 15% \\$2\\.25 \\$5\\.00 \\$12\\.75 Available`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The buyer sees the refund on the order and its timeline.
  await useSession(page, buyer);
  await page.goto('/myorders');
  await expect(page.getByText('Refunded $5.00 to the way you paid.')).toBeVisible();
  await page.getByText(/^History \(\d+ steps\)$/).first().click();
  await expect(page.getByText('Refund to the buyer: $5.00')).toBeVisible();

  // The admin runs a payout and marks the seller's statement paid.
  await useSession(page, admin);
  await page.goto('/payouts');
  await page.getByRole('button', { name: 'Run payout' }).click();
  await expect(page.getByRole('status').filter({ hasText: /statements? made|Nothing is due/ })).toBeVisible();
  const statements = page.getByRole('region', { name: 'Statements and their totals' });
  const row = statements.getByRole('row', { name: new RegExp(` ${seller.username} `) });
  await expect(row).toContainText('$12.75');
  await row.getByRole('button', { name: /^Mark statement #\d+ \(.+\) paid$/ }).click();
  const pay = page.getByRole('dialog', { name: /^Mark statement #\d+ paid$/ });
  await expect(pay).toContainText(`Record that $12.75 was sent to ${seller.username}.`);
  await pay.getByRole('textbox', { name: 'Payment reference' }).fill('TRF-E2E-1');
  await expectNoSeriousA11yViolations(page);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(/^Statement #\d+ is marked paid\.$/)).toBeVisible();
  await expect(row).toContainText('reference TRF-E2E-1');
  await expect(page.getByRole('region', { name: 'Commission revenue by month' }).getByRole('row')).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-payouts');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'admin-payouts');

  // The seller's money is paid out now, on a paid statement they can open.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSession(page, seller);
  await page.goto('/earnings');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('Paid out$12.75');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('Available$0.00');
  const mine = page.getByRole('region', { name: 'Statements and their totals' });
  await expect(mine.getByRole('row').nth(1)).toContainText('reference TRF-E2E-1');
  await mine.getByRole('button', { name: /^View statement #\d+$/ }).first().click();
  await expect(page.getByRole('dialog', { name: /^Statement #\d+$/ }).getByRole('region', { name: 'Items on this statement' })).toContainText(lamp.name);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await screenshot(page, 'seller-earnings');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('Paid out$12.75');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'seller-earnings');
});
