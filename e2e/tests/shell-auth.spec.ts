import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { adminToken, apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession } from '../support/session';

const PASSWORD = 'correct-horse-9';

async function registerThroughApi(baseUrl: string, role: 'BUYER' | 'SELLER') {
  const username = uniqueName(role.toLowerCase());
  const user = await apiCall<{ id: number }>(baseUrl, 'POST', '/users', undefined, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    role,
  });
  return { ...user, username, email: `${username}@example.com` };
}

async function login(page: import('@playwright/test').Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('logs in by username and by email, landing home with the greeting', async ({ page, baseURL }) => {
  const buyer = await registerThroughApi(baseURL!, 'BUYER');
  await login(page, buyer.username, PASSWORD);
  await expect(page.getByRole('button', { name: `Hi, ${buyer.username}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: `Hi, ${buyer.username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await login(page, buyer.email, PASSWORD);
  await expect(page.getByRole('button', { name: `Hi, ${buyer.username}` })).toBeVisible();
});

test("a wrong password shows 'Login Failed' with the server's message", async ({ page, baseURL }) => {
  const buyer = await registerThroughApi(baseURL!, 'BUYER');
  await login(page, buyer.username, 'not-the-password');
  const dialog = page.getByRole('alertdialog', { name: 'Login Failed' });
  await expect(dialog).toContainText('Incorrect credentials or account does not exist.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
});

test('login and register pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("registration refuses mismatched passwords with 'Passwords do not match!'", async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill(uniqueName('mismatch'));
  await page.getByLabel('Email').fill('mismatch@example.com');
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm password').fill('second-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Passwords do not match!');
});

for (const role of ['Buyer', 'Seller'] as const) {
  test(`a newly registered ${role.toLowerCase()} lands in their own view`, async ({ page }) => {
    const username = uniqueName(role.toLowerCase());
    await page.goto('/register');
    await page.getByRole('tab', { name: role }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('button', { name: `Hi, ${username}` })).toBeVisible();
    if (role === 'Buyer') {
      await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'Manage Products' }).first()).toBeVisible();
      await expect(page.getByTitle('You have outstanding orders to be fulfilled')).toBeVisible();
    }
  });
}

test('logout clears the session, counts down and goes home', async ({ page, baseURL }) => {
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  await useSession(page, buyer);
  await page.goto('/');
  await page.getByRole('button', { name: `Hi, ${buyer.username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/success-logout$/);
  await expect(page.getByRole('timer')).toContainText('3 seconds');
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('shop-session') ?? '{}').state?.token)).toBeNull();
});

const GUARDED: [string, 'BUYER' | 'SELLER'][] = [
  ['/product-management', 'BUYER'],
  ['/disputes', 'BUYER'],
  ['/escalated-disputes', 'SELLER'],
  ['/users', 'SELLER'],
  ['/manageorders', 'BUYER'],
  ['/order-created', 'SELLER'],
  ['/myorders', 'SELLER'],
];

test('guarded routes send a guest to /login and a wrong role to /', async ({ browser, baseURL }) => {
  // Two fresh pages per guarded route: on a busy machine this takes longer than one page's test.
  test.setTimeout(120_000);
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  for (const [path, wrongRole] of GUARDED) {
    const guest = await browser.newPage({ baseURL });
    await guest.goto(path);
    await expect(guest, `guest on ${path}`).toHaveURL(/\/login$/);
    await guest.close();

    const wrong = await browser.newPage({ baseURL });
    await useSession(wrong, wrongRole === 'BUYER' ? buyer : seller);
    await wrong.goto(path);
    await expect(wrong, `${wrongRole} on ${path}`).toHaveURL(/\/$/);
    await wrong.close();
  }
});

test('an open session of a disabled account is ended and sent to /login', async ({ page, baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  await useSession(page, seller);
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Hi, ${seller.username}` })).toBeVisible();

  await apiCall(baseURL!, 'PUT', `/users/${seller.id}/disable`, await adminToken(baseURL!));
  // Any call the page makes now is refused; the header's bell refreshes on navigation.
  await page.getByRole('link', { name: 'Marketplace' }).click();
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});
