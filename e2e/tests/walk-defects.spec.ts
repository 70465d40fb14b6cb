// Defects a walk through the shop as every role found, on a desktop and on a phone (issue 28), each shown in Chromium.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { ADMIN } from '../support/api';
import { useSession, type Account } from '../support/session';
import { screenshot } from '../support/visual';
import { api, buyThroughApi, createProduct, fillAddress, newBuyer, newSeller, shipItem, uniqueWord, uploadImage } from './storefront-support';

const PHONE = { width: 390, height: 844 };

const adminAccount = (baseUrl: string) => api<Account>(baseUrl, '/users/login', { body: ADMIN });

/** Opens the greeting menu and logs out, as a person would. */
async function logOutThroughMenu(page: Page, username: string) {
  await page.getByRole('button', { name: `Hi, ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

for (const [role, path] of [
  ['BUYER', '/myorders'],
  ['BUYER', '/notifications'],
  ['SELLER', '/manageorders'],
  ['ADMIN', '/users'],
] as const) {
  test(`Logout from ${path} (${role}) shows the logout page and its countdown, then goes home`, async ({ page, baseURL }) => {
    const account = role === 'ADMIN' ? await adminAccount(baseURL!) : role === 'SELLER' ? await newSeller(baseURL!) : await newBuyer(baseURL!);
    await useSession(page, account);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await logOutThroughMenu(page, account.username);
    await expect(page).toHaveURL(/\/success-logout$/);
    await expect(page.getByRole('timer')).toContainText('3');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // The countdown ends at home, not at the login page.
    await expect(page).toHaveURL(new URL('/', baseURL!).href, { timeout: 8_000 });
    // A guest who opens a guarded page afterwards is sent to log in, as before (moved in the app: a reload would run
    // the test's session script again).
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(/\/login$/);
  });
}

/** Every pair of boxes among `boxes` that overlaps by more than a pixel. */
function overlaps(boxes: Array<{ name: string; x: number; y: number; width: number; height: number }>): string[] {
  const found: string[] = [];
  for (let a = 0; a < boxes.length; a += 1) {
    for (let b = a + 1; b < boxes.length; b += 1) {
      const [one, two] = [boxes[a]!, boxes[b]!];
      const width = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
      const height = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
      if (width > 1 && height > 1) found.push(`${one.name} × ${two.name}`);
    }
  }
  return found;
}

/** The boxes of an order item's picture, its text column and each action, named for the failure message. */
async function itemBoxes(item: Locator) {
  return item.evaluate((element) => {
    const parts = [...element.children].flatMap((child) =>
      child.querySelector('button, a[href*="/review"]') && !child.querySelector('h3') ? [...child.children] : [child],
    );
    return parts.map((part, index) => {
      const box = part.getBoundingClientRect();
      return { name: `${part.tagName.toLowerCase()}#${index} "${(part.textContent ?? '').slice(0, 24)}"`, x: box.x, y: box.y, width: box.width, height: box.height };
    });
  });
}

test('My Orders on a phone: actions never cover the product, and the text column stays readable', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const buyer = await newBuyer(baseURL!);
  const lamp = await createProduct(baseURL!, seller, { name: uniqueWord('Reading Lamp with a Long Name'), category: uniqueWord('Home'), price: 17.25 });
  const orderId = await buyThroughApi(baseURL!, buyer, lamp, 2);
  await shipItem(baseURL!, seller, orderId, lamp.id);
  await page.setViewportSize(PHONE);
  await useSession(page, buyer);
  await page.goto('/myorders');
  const card = page.getByRole('region', { name: `Order #${orderId}` });
  await expect(card.getByRole('button', { name: /Raise Dispute/ })).toBeVisible();

  const item = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lamp.name }) });
  expect(overlaps(await itemBoxes(item))).toEqual([]);
  const textColumn = item.locator('> div').filter({ has: page.getByRole('heading', { name: lamp.name }) });
  expect((await textColumn.boundingBox())!.width).toBeGreaterThanOrEqual(120);
  // "Qty 2 · $34.50 · Sold by …" reads on as few lines as the width allows, not a word per line.
  const line = textColumn.getByText(/^Qty 2/);
  const lineBox = (await line.boundingBox())!;
  const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 24);
  expect(lineBox.height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  // Nothing sticks out of the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, 'my-orders-phone');
});

test('a search that fails keeps the products shown and never says there are none', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const word = uniqueWord('Kettle');
  await createProduct(baseURL!, seller, { name: `${word} Copper`, category: uniqueWord('Kitchen') });
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole('link', { name: new RegExp(`${word} Copper`) }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 product/ })).toBeVisible();

  // From now on every search fails, as one past its time limit does.
  await page.route('**/api/products/search**', (route) => route.abort('timedout'));
  await page.getByRole('combobox', { name: 'Search products' }).fill(`${word} Copper`);
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/Copper/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`${word} Copper`) }).first()).toBeVisible();
  await expect(page.getByText('No products found.')).toHaveCount(0);
  await expect(page.getByText(/^0 products/)).toHaveCount(0);

  // A first visit whose search fails shows no false "nothing found" either.
  await page.goto(`/products?q=${word}x`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('No products found.')).toHaveCount(0);
  await expect(page.getByText(/^0 products/)).toHaveCount(0);
});

test('/disputes is the sellers\' page: an admin is sent home, and arbitrates escalated disputes on a page of their own', async ({ page, baseURL }) => {
  await useSession(page, await adminAccount(baseURL!));
  await page.goto('/disputes');
  await expect(page).toHaveURL(new URL('/', baseURL!).href);
  // The header's console links and the home page lead to the admin's own page.
  await page.getByRole('banner').getByRole('link', { name: 'Escalated Disputes' }).click();
  await expect(page).toHaveURL(/\/escalated-disputes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Escalated Disputes' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Escalated Disputes' }).click();
  await expect(page).toHaveURL(/\/escalated-disputes$/);
});

test('a seller and a buyer may not open the admin\'s escalated disputes', async ({ page, baseURL }) => {
  await useSession(page, await newSeller(baseURL!));
  await page.goto('/escalated-disputes');
  await expect(page).toHaveURL(new URL('/', baseURL!).href);
});

test('every role\'s home has the welcome banner\'s button to /products', async ({ browser, baseURL }) => {
  for (const account of [null, await newBuyer(baseURL!), await newSeller(baseURL!), await adminAccount(baseURL!)]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (account) await useSession(page, account);
    await page.goto(`${baseURL}/`);
    const browse = page.getByRole('main').getByRole('link', { name: 'Browse products' });
    await expect(browse, `home of ${account?.role ?? 'a guest'}`).toBeVisible();
    await browse.click();
    await expect(page).toHaveURL(/\/products$/);
    await context.close();
  }
});

test('PayNow needs its reference: an empty one is refused with Missing Payment, one of 20 characters at most proceeds', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const buyer = await newBuyer(baseURL!);
  const mug = await createProduct(baseURL!, seller, { name: uniqueWord('Mug'), category: uniqueWord('Kitchen') });
  await api(baseURL!, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: mug.id, quantity: 1 } });
  await useSession(page, buyer);
  await page.goto('/cart');
  await fillAddress(page);
  const reference = page.getByLabel('Reference number', { exact: true });
  await expect(reference).toBeVisible();
  await expect(page.getByText('Reference number (optional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const missing = page.getByRole('alertdialog', { name: 'Missing Payment' });
  await expect(missing).toContainText('Please fill in all payment fields.');
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await reference.fill('INV-2026-0042');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the bell\'s accessible name says how many are unread', async ({ page, baseURL }) => {
  await useSession(page, await newBuyer(baseURL!));
  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Notifications: 0 unread' })).toBeVisible();
});

test('repeated row buttons name their item for a screen reader', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const buyer = await newBuyer(baseURL!);
  const lamp = await createProduct(baseURL!, seller, { name: uniqueWord('Lamp'), category: uniqueWord('Home') });
  const orderId = await buyThroughApi(baseURL!, buyer, lamp);
  await shipItem(baseURL!, seller, orderId, lamp.id);
  await api(baseURL!, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: lamp.id, quantity: 1 } });

  await useSession(page, buyer);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: `Remove: ${lamp.name}`, exact: true })).toBeVisible();
  await page.goto('/myorders');
  await expect(page.getByRole('button', { name: `Mark Delivered: ${lamp.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Raise Dispute: ${lamp.name}`, exact: true })).toBeVisible();

  const sellerPage = await (await page.context().browser()!.newContext()).newPage();
  await useSession(sellerPage, seller);
  await sellerPage.goto(`${baseURL}/product-management`);
  for (const action of ['View', 'Edit', 'Delete']) await expect(sellerPage.getByRole('button', { name: `${action}: ${lamp.name}`, exact: true })).toBeVisible();
  await sellerPage.goto(`${baseURL}/manageorders`);
  await expect(sellerPage.getByRole('button', { name: `Details: Order #${orderId}`, exact: true })).toBeVisible();
});

test('a picture that does not load shows the "No image" placeholder in the staff views too', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const broken = await createProduct(baseURL!, seller, { name: uniqueWord('Ghost'), category: uniqueWord('Missing'), imageUrl: `${baseURL}/api/uploads/missing.png` });
  const pictured = await createProduct(baseURL!, seller, { name: uniqueWord('Solid'), category: uniqueWord('Shown'), imageUrl: await uploadImage(baseURL!, seller, [40, 120, 200]) });
  const noBrokenPictures = (scope: Locator) =>
    scope.evaluate((element) => [...element.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.alt));

  await useSession(page, seller);
  await page.goto('/product-management');
  const row = page.getByRole('row', { name: new RegExp(broken.name) });
  await expect(row.getByRole('img', { name: new RegExp(broken.name) })).toHaveText('No image');
  await expect(page.getByRole('row', { name: new RegExp(pictured.name) }).locator('img')).toHaveJSProperty('complete', true);
  expect(await noBrokenPictures(page.getByRole('main'))).toEqual([]);

  const adminPage = await (await page.context().browser()!.newContext()).newPage();
  await useSession(adminPage, await adminAccount(baseURL!));
  await adminPage.goto(`${baseURL}/`);
  // Newest first, so the grid's first page holds the broken picture just made (and other tests' like it).
  await expect(adminPage.getByRole('main').getByRole('img').filter({ hasText: 'No image' }).first()).toBeVisible();
  await adminPage.getByRole('main').evaluate((element) => element.querySelectorAll('img').forEach((img) => img.scrollIntoView()));
  await expect.poll(() => noBrokenPictures(adminPage.getByRole('main'))).toEqual([]);
});

test('a page past the last one shows the last page, and the address says so', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  const category = uniqueWord('Paged');
  for (let index = 0; index < 22; index += 1) await createProduct(baseURL!, seller, { name: `${category} item ${index}`, category });
  await page.goto(`/products?category=${category}&page=99`);
  await expect(page).toHaveURL(new RegExp(`category=${category}&page=2$`));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('2 / 2');
  await expect(page.getByText('No products found.')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`${category} item`) })).toHaveCount(2);
});
