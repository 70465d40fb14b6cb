import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { api, createProduct, newBuyer, newSeller, uniqueWord, type Account, type CreatedProduct } from './storefront-support';

let lamp: CreatedProduct;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  const seller = await newSeller(baseUrl);
  lamp = await createProduct(baseUrl, seller, { name: uniqueWord('Lamp'), category: uniqueWord('Lighting'), price: 20, stock: 50 });
});

async function logIn(page: Page, buyer: Account) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or username').fill(buyer.username);
  await page.getByLabel('Password').fill('correct-horse-9');
  await page.getByRole('button', { name: 'Login' }).click();
}

test("a guest's Add to Cart is finished after login, back on the product page", async ({ page, baseURL }) => {
  const buyer = await newBuyer(baseURL!);
  await page.goto(`/products/${lamp.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await logIn(page, buyer);
  await expect(page).toHaveURL(new RegExp(`/products/${lamp.id}$`));
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const cart = await api<{ items: { productId: number; quantity: number }[] }>(baseURL!, `/cart/?userId=${buyer.id}`, { token: buyer.token });
  expect(cart.items).toEqual([expect.objectContaining({ productId: lamp.id, quantity: 2 })]);

  // Reloading or coming back to the page does not add it again.
  await page.reload();
  await expect(page.getByRole('heading', { name: lamp.name })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test("a guest's wishlist add is finished after login", async ({ page, baseURL }) => {
  const buyer = await newBuyer(baseURL!);
  await page.goto(`/products/${lamp.id}`);
  await page.getByRole('button', { name: /wishlist/i }).click();
  await logIn(page, buyer);
  await expect(page).toHaveURL(new RegExp(`/products/${lamp.id}$`));
  await expect(page.getByText('Added to wishlist!')).toBeVisible();
  const wishlist = await api<unknown[]>(baseURL!, `/wishlist/getWishlist?userId=${buyer.id}`, { token: buyer.token });
  expect(JSON.stringify(wishlist)).toContain(lamp.name);
});

test('a guarded page returns to itself after login', async ({ page, baseURL }) => {
  const buyer = await newBuyer(baseURL!);
  await page.goto('/myorders?from=test');
  await logIn(page, buyer);
  await expect(page).toHaveURL(/\/myorders\?from=test$/);
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
});

test("the cart's sign-in link returns to the cart", async ({ page, baseURL }) => {
  const buyer = await newBuyer(baseURL!);
  await page.goto('/cart');
  await page.getByRole('main').getByRole('link', { name: /log in/i }).click();
  await logIn(page, buyer);
  await expect(page).toHaveURL(/\/cart$/);
});
