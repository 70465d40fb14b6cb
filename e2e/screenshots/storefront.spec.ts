import { test, expect } from '../support/test';
import { apiCall } from '../support/api';
import { useSession, type Account } from '../support/session';
import { shoot } from './shoot';

// Pictures of the demo marketplace (README "Demo logins"): buyer2 has a filled cart, buyer1 orders and a wishlist.
const BUYER_WITH_CART = { identifier: 'buyer2', password: 'buyer2pass' };
const BUYER_WITH_ORDERS = { identifier: 'buyer1', password: 'buyer1pass' };

interface OrderAnswer {
  items: { productId: number; status: string; reviewed: boolean }[];
}

const login = (baseUrl: string, credentials: { identifier: string; password: string }) =>
  apiCall<Account>(baseUrl, 'POST', '/users/login', undefined, credentials);

test.beforeEach(async ({ page }) => {
  // A still featured strip, so the picture does not depend on timing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('guest pages', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  await shoot(page, 'storefront-home');
  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'storefront-products');

  // The product with the most reviews, so review paging shows.
  const found = await apiCall<{ content: { id: number; name: string }[] }>(baseURL!, 'GET', '/products/search?q=headphones');
  const product = found.content[0];
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await shoot(page, 'storefront-product');

  // The seller's page with its scorecard, reached as a shopper does: through "Sold by".
  await page.getByRole('link', { name: /^Sold by / }).first().click();
  await expect(page).toHaveURL(/\/sellers\/\d+$/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'storefront-seller');

  // A phone: two columns of cards, sort and filters above them.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products?sort=rating,desc');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'storefront-products-phone');
});

test('buyer pages', async ({ page, browser, baseURL }) => {
  await useSession(page, await login(baseURL!, BUYER_WITH_CART));
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('12 Analytical Row');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('State / ZIP / Country').fill('Greater London, N1 7AA, UK');
  await page.getByLabel('Reference number').fill('INV-2026-0042');
  await shoot(page, 'storefront-cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await shoot(page, 'storefront-checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-created$/);
  await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
  await shoot(page, 'storefront-order-created');

  const buyer = await login(baseURL!, BUYER_WITH_ORDERS);
  const ordersPage = await browser.newPage({ baseURL });
  await ordersPage.emulateMedia({ reducedMotion: 'reduce' });
  await useSession(ordersPage, buyer);
  await ordersPage.goto('/myorders');
  await expect(ordersPage.getByRole('heading', { name: /^Order #/ }).first()).toBeVisible();
  await shoot(ordersPage, 'storefront-my-orders');
  // A phone: each item's actions under its details, never over the product name.
  await ordersPage.setViewportSize({ width: 390, height: 844 });
  await shoot(ordersPage, 'storefront-my-orders-phone');
  await ordersPage.setViewportSize({ width: 1280, height: 900 });
  await ordersPage.goto('/wishlist');
  await expect(ordersPage.getByRole('table')).toBeVisible();
  await shoot(ordersPage, 'storefront-wishlist');
  await ordersPage.goto('/notifications');
  await expect(ordersPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await shoot(ordersPage, 'storefront-notifications');

  const orders = await apiCall<OrderAnswer[]>(baseURL!, 'GET', `/orders/user/${buyer.id}`, buyer.token);
  const toReview = orders.flatMap((order) => order.items).find((item) => item.status === 'DELIVERED' && !item.reviewed);
  expect(toReview, 'buyer1 has a delivered item without a review').toBeDefined();
  await ordersPage.goto(`/products/${toReview!.productId}/review`);
  await expect(ordersPage.getByLabel('Rating (1-5)')).toBeVisible();
  await shoot(ordersPage, 'storefront-review');
  await ordersPage.close();
});
