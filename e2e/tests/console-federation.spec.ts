import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN, apiCall } from '../support/api';
import { startAppServer, startRemoteServer, type RunningServer } from '../support/app-server';
import { registerAndLogin, useSession, type Account } from '../support/session';
import { createProduct } from './console-data';

// Each console built and served alone on its own origin; the shell loads both through its manifest.
test.describe.configure({ mode: 'serial' });

let sellerConsole: RunningServer;
let adminConsole: RunningServer;
let app: RunningServer;

test.beforeAll(async () => {
  sellerConsole = await startRemoteServer('seller-console');
  adminConsole = await startRemoteServer('admin-console');
  app = await startAppServer({
    remotes: {
      storefront: '/remotes/storefront/remoteEntry.js',
      'seller-console': `${sellerConsole.url}/remoteEntry.js`,
      'admin-console': `${adminConsole.url}/remoteEntry.js`,
    },
  });
});

test.afterAll(async () => {
  await Promise.all([app?.stop(), sellerConsole?.stop(), adminConsole?.stop()]);
});

function recordRemoteEntries(page: import('@playwright/test').Page): string[] {
  const loads: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js')) loads.push(response.url());
  });
  return loads;
}

test('the seller console, served from its own origin, draws every seller page in the shell', async ({ page }) => {
  const seller = await registerAndLogin(app.url, 'SELLER');
  const product = await createProduct(app.url, seller, { name: 'Federated Lamp', stock: 4 });
  const loads = recordRemoteEntries(page);
  await useSession(page, seller);

  await page.goto(`${app.url}/`);
  await expect(page.getByRole('heading', { name: `Welcome back, ${seller.username}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^1 Products low in stock/ })).toBeVisible();
  expect(loads).toContain(`${sellerConsole.url}/remoteEntry.js`);
  const shellInstance = await page.locator('[data-app="shell"]').getAttribute('data-store-instance');
  await expect(page.locator('[data-remote="seller-console"]')).toHaveAttribute('data-store-instance', shellInstance!);

  await page.getByRole('banner').getByRole('link', { name: 'Manage Products' }).click();
  await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText('Low');
  // Images come from the app's origin even though the code came from another.
  await expect(page.getByRole('img', { name: `Image of ${product.name}` })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: `Image of ${product.name}` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('banner').getByRole('link', { name: 'Manage Orders' }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Manage Disputes' }).click();
  await expect(page.getByText('No disputed items found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the admin console, served from its own origin, draws every admin page in the shell', async ({ page }) => {
  const admin = await apiCall<Account>(app.url, 'POST', '/users/login', undefined, ADMIN);
  const buyer = await registerAndLogin(app.url, 'BUYER');
  const loads = recordRemoteEntries(page);
  await useSession(page, admin);

  await page.goto(`${app.url}/`);
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.username}` })).toBeVisible();
  expect(loads).toContain(`${adminConsole.url}/remoteEntry.js`);

  await page.getByRole('banner').getByRole('link', { name: 'All Users' }).click();
  await expect(page.getByRole('row', { name: new RegExp(buyer.username) })).toContainText('Buyer');
  await page.getByRole('banner').getByRole('link', { name: 'All Products' }).click();
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeDisabled();
  await page.getByRole('banner').getByRole('link', { name: 'All Orders' }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
