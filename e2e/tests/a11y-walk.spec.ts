// The whole shop walked as a guest, a buyer, a seller and an admin, on a desktop and a phone: every page passes axe
// with no violation of any impact, including the check that a control's name contains its visible text (issue 28).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { ADMIN } from '../support/api';
import { useSession, type Account } from '../support/session';
import { api, buyThroughApi, createProduct, fillAddress, newBuyer, newSeller, shipItem, uniqueWord, type CreatedProduct } from './storefront-support';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** Every violation axe finds, with the rules it runs by default plus the label-in-name check (experimental in axe). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Waits until the page shown has drawn its content (its main heading, nothing left loading). */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a page and waits until it has drawn its content. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await drawn(page);
}

/** Walks `paths` at each viewport and answers every violation found, by page. */
async function walk(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await settle(page, path);
      const violations = await axeViolations(page);
      if (violations.length > 0) found[`${path} @${viewport.width}`] = violations;
    }
  }
  return found;
}

interface Shop {
  seller: Account;
  buyer: Account;
  product: CreatedProduct;
  orderId: number;
}

/** A seller with a product, and a buyer who bought it (shipped), has it in the cart and the wishlist. */
async function smallShop(baseUrl: string): Promise<Shop> {
  const seller = await newSeller(baseUrl);
  const buyer = await newBuyer(baseUrl);
  const product = await createProduct(baseUrl, seller, { name: uniqueWord('Teapot'), category: uniqueWord('Kitchen'), stock: 30 });
  const orderId = await buyThroughApi(baseUrl, buyer, product);
  await shipItem(baseUrl, seller, orderId, product.id);
  await api(baseUrl, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id, quantity: 1 } });
  await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id } });
  return { seller, buyer, product, orderId };
}

test.describe.configure({ timeout: 240_000 });

test('a guest\'s pages pass axe with no violation', async ({ page, baseURL }) => {
  const { product, seller } = await smallShop(baseURL!);
  expect(await walk(page, ['/', '/products', `/products/${product.id}`, `/sellers/${seller.id}`, '/contact', '/login', '/register', '/no-such-page'])).toEqual({});
});

test('a buyer\'s pages pass axe with no violation', async ({ page, baseURL }) => {
  const { buyer, product, seller } = await smallShop(baseURL!);
  await useSession(page, buyer);
  const paths = ['/', '/products', `/products/${product.id}`, `/products/${product.id}/review`, `/sellers/${seller.id}`, '/cart', '/wishlist', '/myorders', '/notifications', '/contact'];
  expect(await walk(page, paths)).toEqual({});

  // The pages a purchase passes through, which only navigation state opens.
  const found: Record<string, string[]> = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await api(baseURL!, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id, quantity: 1 } });
    await settle(page, '/cart');
    await fillAddress(page);
    await page.getByLabel('Reference number').fill('INV-1');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The URL changes before the page's code has loaded and drawn (seconds on a busy machine).
    await drawn(page);
    const checkout = await axeViolations(page);
    if (checkout.length > 0) found[`/checkout @${viewport.width}`] = checkout;
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-created$/);
    await drawn(page);
    const created = await axeViolations(page);
    if (created.length > 0) found[`/order-created @${viewport.width}`] = created;
  }
  expect(found).toEqual({});
});

test('a seller\'s pages pass axe with no violation', async ({ page, baseURL }) => {
  const { seller, buyer, product, orderId } = await smallShop(baseURL!);
  await api(baseURL!, '/orders/dispute', { token: buyer.token, body: { orderId, productId: product.id, reason: 'Chipped lid', description: '' } });
  await useSession(page, seller);
  expect(await walk(page, ['/', '/product-management', '/manageorders', '/disputes', '/products'])).toEqual({});
});

test('an admin\'s pages pass axe with no violation', async ({ page, baseURL }) => {
  await smallShop(baseURL!);
  await useSession(page, await api<Account>(baseURL!, '/users/login', { body: ADMIN }));
  expect(await walk(page, ['/', '/users', '/product-management', '/manageorders', '/escalated-disputes', '/products'])).toEqual({});
});
