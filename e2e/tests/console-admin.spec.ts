import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN, apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession, type Account } from '../support/session';
import { createProduct, getSummary, loginStatus, placeOrder } from './console-data';

const PASSWORD = 'correct-horse-9';

async function loginAdmin(baseUrl: string): Promise<Account> {
  return apiCall<Account>(baseUrl, 'POST', '/users/login', undefined, ADMIN);
}

test('an admin lists, edits, re-passwords, disables and enables users', async ({ page, browser, baseURL }) => {
  const admin = await loginAdmin(baseURL!);
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  await useSession(page, admin);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /@example\.com/ }).first()).toBeVisible();
  // Administrators are never listed.
  await expect(page.getByRole('rowheader', { name: ADMIN.identifier, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Search users' }).fill(seller.username);
  const row = page.getByRole('row', { name: new RegExp(seller.username) });
  await expect(page.getByRole('row', { name: /@/ })).toHaveCount(1);
  await expect(row).toContainText('Seller');
  await expect(row).toContainText('Active');

  // Edit: the email changes, the role is read-only.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${seller.username}` });
  await expect(edit.getByLabel('Role (cannot be changed)')).toHaveAttribute('readonly', '');
  const newEmail = `${seller.username}.new@example.com`;
  await edit.getByLabel('Email').fill(newEmail);
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(newEmail);

  // Change Password: the user logs in with the new one only.
  await row.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: `Change password for ${seller.username}` });
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(passwordDialog.getByText('New password is required')).toBeVisible();
  await passwordDialog.getByLabel('New password').fill('brand-new-pass-7');
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  expect(await loginStatus(baseURL!, newEmail, 'brand-new-pass-7')).toBe(200);
  expect(await loginStatus(baseURL!, seller.username, PASSWORD)).toBe(401);

  // Disable: login fails and the user's open session ends.
  const fresh = await apiCall<Account>(baseURL!, 'POST', '/users/login', undefined, { identifier: seller.username, password: 'brand-new-pass-7' });
  const sellerContext = await browser.newContext({ baseURL });
  const sellerPage = await sellerContext.newPage();
  await useSession(sellerPage, fresh);
  await sellerPage.goto('/product-management');
  await expect(sellerPage.getByRole('heading', { name: 'Manage Products', level: 1 })).toBeVisible();

  await row.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('alertdialog', { name: `Disable ${seller.username}?` }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('User disabled.')).toBeVisible();
  await expect(row).toContainText('Disabled');
  expect(await loginStatus(baseURL!, seller.username, 'brand-new-pass-7')).toBe(401);
  // The seller's open page learns it at its next request: this click, or a background refresh (the outstanding-orders
  // bell) that may get there first and take the link away with the session.
  const clicked = sellerPage.getByRole('link', { name: 'Manage Orders' }).click().catch(() => 'the link went with the session');
  // Whichever comes first; the assertion below decides (the loser ends when the context closes).
  const redirected = sellerPage.waitForURL(/\/login$/).catch(() => 'judged below');
  await Promise.race([clicked, redirected]);
  await expect(sellerPage).toHaveURL(/\/login$/);
  await sellerContext.close();

  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(row).toContainText('Active');
  expect(await loginStatus(baseURL!, seller.username, 'brand-new-pass-7')).toBe(200);
});

test('an admin sees every seller\'s products with Add Product disabled, and may edit and delete any', async ({ page, baseURL }) => {
  const admin = await loginAdmin(baseURL!);
  const tag = uniqueName('adm');
  const sellerA = await registerAndLogin(baseURL!, 'SELLER');
  const sellerB = await registerAndLogin(baseURL!, 'SELLER');
  await createProduct(baseURL!, sellerA, { name: `Alpha ${tag}`, stock: 100 });
  const beta = await createProduct(baseURL!, sellerB, { name: `Beta ${tag}`, stock: 0 });

  await useSession(page, admin);
  await page.goto('/product-management');
  await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add Product' });
  await expect(add).toBeDisabled();
  await expect(page.getByText('Only sellers add products.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
  const alpha = page.getByRole('row', { name: new RegExp(`Alpha ${tag}`) });
  const betaRow = page.getByRole('row', { name: new RegExp(`Beta ${tag}`) });
  await expect(alpha).toContainText(sellerA.username);
  await expect(alpha).toContainText('In Stock');
  await expect(betaRow).toContainText(sellerB.username);
  await expect(betaRow).toContainText('Out of Stock');
  await expectNoSeriousA11yViolations(page);

  await alpha.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByLabel('Stock').fill('15');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(alpha).toContainText('Low');

  await betaRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete product?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(betaRow).toContainText('Deleted');
  const stored = await apiCall<{ deleted: boolean }>(baseURL!, 'GET', `/products/${beta.id}`);
  expect(stored.deleted).toBe(true);
});

test('an admin sees every order read-only, and the summary across all sellers', async ({ page, baseURL }) => {
  const admin = await loginAdmin(baseURL!);
  const sellerA = await registerAndLogin(baseURL!, 'SELLER');
  const sellerB = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const cup = await createProduct(baseURL!, sellerA, { name: `Cup ${uniqueName('c')}`, price: 4 });
  const rug = await createProduct(baseURL!, sellerB, { name: `Rug ${uniqueName('r')}`, price: 40 });
  const order = await placeOrder(baseURL!, buyer, [{ product: cup }, { product: rug }]);

  await useSession(page, admin);
  await page.goto('/manageorders');
  await expect(page.getByRole('heading', { name: 'All Orders', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Order #${order.orderId}\\b`) });
  await expect(row).toContainText(buyer.username);
  await expect(row).toContainText('$44.00');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not Applicable for Admin');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.orderId}` });
  await expect(dialog.getByRole('heading', { name: cup.name })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: rug.name })).toBeVisible();
  await expect(dialog).toContainText(sellerB.username);
  await expect(dialog.getByRole('button', { name: 'Ship' })).toHaveCount(0);
  await expect(dialog.getByLabel('Delivery date')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const summary = await getSummary(baseURL!, admin);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.username}` })).toBeVisible();
  // Other tests add orders meanwhile, so compare with at least what the API said a moment ago.
  const outstanding = page.getByRole('link', { name: /Outstanding orders/ }).locator('strong');
  await expect(outstanding).not.toHaveText('–');
  expect(Number(await outstanding.textContent())).toBeGreaterThanOrEqual(summary.outstandingOrders);
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
