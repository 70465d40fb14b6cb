import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { api, createProduct, newBuyer, newSeller, uniqueWord, type Account, type CreatedProduct } from './storefront-support';

const CARD = '4000056655665556';
const CVV = '9173';

let seller: Account;
let kettle: CreatedProduct;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  seller = await newSeller(baseUrl);
  kettle = await createProduct(baseUrl, seller, { name: uniqueWord('Kettle'), category: uniqueWord('Kitchen'), price: 30, stock: 500 });
});

async function buyerWithKettleInCart(page: Page, baseURL: string, product = kettle): Promise<Account> {
  const buyer = await newBuyer(baseURL);
  await api(baseURL, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id, quantity: 1 } });
  await useSession(page, buyer);
  await page.goto('/cart');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('State / ZIP / Country').fill('LDN 123 UK');
  await page.getByRole('tab', { name: 'Credit Card' }).click();
  await page.getByLabel('Card number').fill(CARD);
  await page.getByLabel('Cardholder name').fill('Ada Lovelace');
  await page.getByLabel('CVV').fill(CVV);
  return buyer;
}

/** Everything the browser keeps for this tab beyond memory: the history entry's state and both storages. */
async function keptByBrowser(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      state: window.history.state,
      session: { ...sessionStorage },
      local: { ...localStorage },
    }),
  );
}

function expectNoCardData(kept: string, where: string) {
  expect(kept, where).not.toContain(CARD);
  expect(kept, where).not.toContain(`"${CVV}"`);
  expect(kept, where).not.toMatch(/"cvv"|"cardNumber"/);
}

test('an expired card is refused in the cart, before Place Order', async ({ page, baseURL }) => {
  await buyerWithKettleInCart(page, baseURL!);
  await page.getByLabel('Expiry (MM/YY)').fill('01/20');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('Card has expired');
});

test('going back from /checkout keeps the address and the card tab but never the card number or CVV', async ({ page, baseURL }) => {
  await buyerWithKettleInCart(page, baseURL!);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Card ending in 5556')).toBeVisible();
  expectNoCardData(await keptByBrowser(page), 'on /checkout');

  // The page's own way back.
  await page.getByRole('button', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('State / ZIP / Country')).toHaveValue('LDN 123 UK');
  await expect(page.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Cardholder name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/40');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('CVV')).toHaveValue('');
  expectNoCardData(await keptByBrowser(page), 'back on /cart');
  await screenshot(page, 'cart-after-back');

  // Forward again: the card details are gone, so the page asks for them instead of failing.
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('For your safety, card details are not kept. Please enter them again in your cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);

  // The browser's Back keeps the form as well.
  await page.goBack();
  await expect(page.getByLabel('City')).toHaveValue('London');
  await expect(page.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true');
});

test("a failed order keeps the page, says 'Order failed. Please try again.' with the reason on its own line", async ({ page, baseURL }) => {
  const scarce = await createProduct(baseURL!, seller, { name: uniqueWord('Teapot'), category: uniqueWord('Kitchen'), price: 15, stock: 3 });
  await buyerWithKettleInCart(page, baseURL!, scarce);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Someone else buys the last units meanwhile.
  await api(baseURL!, `/products/${scarce.id}`, {
    method: 'PUT',
    token: seller.token,
    body: { name: scarce.name, description: 'Gone.', category: scarce.category, price: scarce.price, stock: 0, imageUrl: `${baseURL}/api/uploads/missing.png` },
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Order Failed' });
  await expect(alert).toBeVisible();
  const lines = (await alert.locator('p').innerText()).split('\n');
  expect(lines[0]).toBe('Order failed. Please try again.');
  expect(lines[1]).toContain(`Not enough stock for ${scarce.name}.`);
  await screenshot(page, 'checkout-failed');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expectNoCardData(await keptByBrowser(page), 'after the failure');
  await page.getByRole('button', { name: 'Back to cart' }).click();
  await expect(page.getByLabel('Street address')).toHaveValue('1 Main St');
});

test('after a card checkout no history entry and no storage holds the card number or CVV', async ({ page, baseURL }) => {
  await buyerWithKettleInCart(page, baseURL!);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expectNoCardData(await keptByBrowser(page), 'on /checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-created$/);
  expectNoCardData(await keptByBrowser(page), 'on /order-created');
  for (let step = 0; step < 6; step += 1) {
    const before = page.url();
    await page.goBack();
    if (page.url() === before || page.url() === 'about:blank') break;
    await page.waitForLoadState();
    expectNoCardData(await keptByBrowser(page), `back at ${page.url()}`);
  }
});

test("a guest opening /checkout directly sees 'Missing cart data.'", async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Missing cart data.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to cart' })).toBeVisible();
});
