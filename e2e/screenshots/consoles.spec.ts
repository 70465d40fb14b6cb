import { test, expect } from '../support/test';
import { ADMIN, apiCall } from '../support/api';
import { useSession, type Account } from '../support/session';
import { shoot } from './shoot';

// The demo marketplace's first seller (README "Demo logins") and the bootstrap admin.
const DEMO_SELLER = { identifier: 'seller1', password: 'seller1pass' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function login(baseUrl: string, credentials: { identifier: string; password: string }): Promise<Account> {
  return apiCall<Account>(baseUrl, 'POST', '/users/login', undefined, credentials);
}

test('seller console pages', async ({ page, baseURL }) => {
  await useSession(page, await login(baseURL!, DEMO_SELLER));

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Outstanding orders/ }).locator('strong')).not.toHaveText('–');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByTestId('bar-chart').locator('svg')).toHaveCount(3);
  await shoot(page, 'seller-home');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('bar-chart').locator('svg')).toHaveCount(3);
  await shoot(page, 'seller-dashboard-phone', page.getByRole('region', { name: 'Dashboard' }));
  await page.setViewportSize(DESKTOP);

  await page.goto('/product-management');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'seller-product-management');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
  await shoot(page, 'seller-product-form');
  await page.keyboard.press('Escape');

  await page.goto('/manageorders');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'seller-manage-orders');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'seller-order-detail');
  await page.keyboard.press('Escape');

  await page.goto('/disputes');
  await expect(page.getByRole('heading', { name: 'Manage Disputes', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await shoot(page, 'seller-disputes');

  await page.goto('/earnings');
  await expect(page.getByRole('region', { name: 'Order items and their money' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await shoot(page, 'seller-earnings');
});

test('admin console pages', async ({ page, baseURL }) => {
  await useSession(page, await login(baseURL!, ADMIN));

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Outstanding orders/ }).locator('strong')).not.toHaveText('–');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByTestId('bar-chart').locator('svg')).toHaveCount(3);
  await shoot(page, 'admin-home');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('bar-chart').locator('svg')).toHaveCount(3);
  await shoot(page, 'admin-dashboard-phone', page.getByRole('region', { name: 'Dashboard' }));
  await page.setViewportSize(DESKTOP);

  await page.goto('/users');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-users');

  await page.goto('/product-management');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-product-management');

  await page.goto('/manageorders');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-manage-orders');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'admin-order-detail');
  await page.keyboard.press('Escape');

  await page.goto('/escalated-disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Escalated Disputes' })).toBeVisible();
  await shoot(page, 'admin-disputes');

  // The demo's available shares on statements: a payout run, as an admin would start the month.
  await page.goto('/payouts');
  await page.getByRole('button', { name: 'Run payout' }).click();
  await expect(page.getByRole('status').filter({ hasText: /statements? made|Nothing is due/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statements and their totals' }).getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-payouts');
});
