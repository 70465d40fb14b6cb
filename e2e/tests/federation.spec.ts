import { test, expect } from '../support/test';
import { startAppServer, startRemoteServer, type RunningServer } from '../support/app-server';
import { registerAndLogin, useSession } from '../support/session';

// One shell whose manifest points two remotes at other origins (their own ports), like separate deployments.
test.describe.configure({ mode: 'serial' });

let storefront: RunningServer;
let sellerConsole: RunningServer;
let app: RunningServer;

test.beforeAll(async () => {
  storefront = await startRemoteServer('storefront');
  sellerConsole = await startRemoteServer('seller-console');
  app = await startAppServer({
    remotes: {
      storefront: `${storefront.url}/remoteEntry.js`,
      'seller-console': `${sellerConsole.url}/remoteEntry.js`,
      'admin-console': '/remotes/admin-console/remoteEntry.js',
    },
  });
});

test.afterAll(async () => {
  await Promise.all([app?.stop(), storefront?.stop(), sellerConsole?.stop()]);
});

test('loads a remote from another origin through the manifest, sharing one store instance', async ({ page }) => {
  const remoteEntryLoads: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js')) remoteEntryLoads.push(response.url());
  });
  await page.goto(`${app.url}/contact`);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  expect(remoteEntryLoads).toContain(`${storefront.url}/remoteEntry.js`);

  const shellInstance = await page.locator('[data-app="shell"]').getAttribute('data-store-instance');
  const remoteInstance = await page.locator('[data-remote="storefront"]').getAttribute('data-store-instance');
  expect(shellInstance).toBeTruthy();
  expect(remoteInstance).toBe(shellInstance);
});

test('host and a second remote see the same session store', async ({ page }) => {
  const seller = await registerAndLogin(app.url, 'SELLER');
  await useSession(page, seller);
  await page.goto(`${app.url}/`);
  // The seller-console draws the seller's home from the session the shell holds.
  await expect(page.getByRole('heading', { name: `Welcome back, ${seller.username}` })).toBeVisible();
  const shellInstance = await page.locator('[data-app="shell"]').getAttribute('data-store-instance');
  await expect(page.locator('[data-remote="seller-console"]')).toHaveAttribute('data-store-instance', shellInstance!);
});

test('a stopped remote shows the unavailable panel, the rest keeps working, and Retry recovers', async ({ page }) => {
  const seller = await registerAndLogin(app.url, 'SELLER');
  await storefront.stop();
  try {
    await page.goto(`${app.url}/contact`);
    await expect(page.getByRole('heading', { name: 'This section is unavailable right now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Marketplace' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Bring the storefront back on the same origin; Retry loads it without a page reload.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    storefront = await startRemoteServer('storefront', storefront.port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    if (!(await fetch(`${storefront.url}/remoteEntry.js`).then((r) => r.ok, () => false))) {
      storefront = await startRemoteServer('storefront', storefront.port);
    }
  }

  // Another remote's page works while the storefront is down.
  await storefront.stop();
  const sellerPage = await page.context().newPage();
  await useSession(sellerPage, seller);
  await sellerPage.goto(`${app.url}/`);
  await expect(sellerPage.getByRole('heading', { name: `Welcome back, ${seller.username}` })).toBeVisible();
});
