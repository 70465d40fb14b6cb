import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { useSession } from '../support/session';
import { api, createProduct, fillAddress, newBuyer, newSeller, uniqueWord, uploadImage, type Account, type CreatedProduct } from './storefront-support';

let mug: CreatedProduct;
let lamp: CreatedProduct;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [200, 120, 60]);
  const category = uniqueWord('Kitchen');
  mug = await createProduct(baseUrl, seller, { name: uniqueWord('Mug'), category, price: 4.5, stock: 500, imageUrl });
  lamp = await createProduct(baseUrl, seller, { name: uniqueWord('Lamp'), category, price: 20, stock: 500, imageUrl });
});

async function signedInBuyer(page: Page, baseURL: string): Promise<Account> {
  const buyer = await newBuyer(baseURL);
  await useSession(page, buyer);
  return buyer;
}

async function addFromProductPage(page: Page, product: CreatedProduct, extra = 0) {
  await page.goto(`/products/${product.id}`);
  for (let step = 0; step < extra; step += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

async function dismissAlert(page: Page, title: string, message: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: title })).toBeVisible();
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'OK' }).click();
}

async function placeOrder(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/orders/checkout'));
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  const { orderId } = (await (await answer).json()) as { orderId: number };
  await expect(page).toHaveURL(/\/order-created$/);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  return orderId;
}

test('a buyer adds from the product page, changes quantities, passes validation and pays by card', async ({ page, baseURL }) => {
  const buyer = await signedInBuyer(page, baseURL!);
  const checkoutCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders/checkout')) checkoutCalls.push(request.headers()['idempotency-key']);
  });

  await addFromProductPage(page, mug, 1);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await addFromProductPage(page, lamp);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.goto('/cart');
  await expect(page.getByRole('status', { name: `Quantity of ${mug.name}` })).toHaveText('2');
  await page.getByRole('button', { name: `Increase quantity of ${mug.name}` }).click();
  await expect(page.getByRole('status', { name: `Quantity of ${mug.name}` })).toHaveText('3');
  await page.getByRole('button', { name: `Decrease quantity of ${mug.name}` }).click();
  await expect(page.getByRole('status', { name: `Quantity of ${mug.name}` })).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$29.00');
  await expectNoSeriousA11yViolations(page);

  // Address and payment validation.
  await page.getByLabel('Full name').focus();
  await page.getByLabel('Street address').focus();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await dismissAlert(page, 'Missing Address', 'Please fill in all address fields.');
  await expect(page.getByText('Street address is required')).toBeVisible();
  await fillAddress(page);
  await page.getByRole('tab', { name: 'Credit Card' }).click();
  await page.getByLabel('Card number').fill('4111');
  await page.getByLabel('Expiry (MM/YY)').fill('13/40');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await dismissAlert(page, 'Missing Payment', 'Please fill in all payment fields.');
  await expect(page.getByText('Card number must be 13-19 digits')).toBeVisible();
  await expect(page.getByText('Expiry must be in MM/YY format')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Cardholder name').fill('Ada Lovelace');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Card ending in 1111')).toBeVisible();
  await expect(page.getByText('Total: $29.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const orderId = await placeOrder(page);
  expect(checkoutCalls).toHaveLength(1);
  expect(checkoutCalls[0]).toBeTruthy();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const order = await api<{ payment: { method: string; cardLast4: string } }>(baseURL!, `/orders/${orderId}`, { token: buyer.token });
  expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', cardLast4: '1111' });

  await page.goto('/myorders');
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a buyer pays with PayPal, after a bad email is refused', async ({ page, baseURL }) => {
  const buyer = await signedInBuyer(page, baseURL!);
  await addFromProductPage(page, lamp);
  await page.goto('/cart');
  await fillAddress(page);
  await page.getByRole('tab', { name: 'PayPal' }).click();
  await page.getByLabel('PayPal email').fill('ada@');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await dismissAlert(page, 'Missing Payment', 'Please fill in all payment fields.');
  await expect(page.getByText('Valid PayPal email is required')).toBeVisible();
  await page.getByLabel('PayPal email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('PayPal (ada@example.com)')).toBeVisible();
  const orderId = await placeOrder(page);
  const order = await api<{ payment: { method: string; paypalEmail: string } }>(baseURL!, `/orders/${orderId}`, { token: buyer.token });
  expect(order.payment).toMatchObject({ method: 'PAYPAL', paypalEmail: 'ada@example.com' });
});

test('a buyer pays with PayNow (the default, showing the test UEN), after a too-long reference is refused', async ({ page, baseURL }) => {
  const buyer = await signedInBuyer(page, baseURL!);
  await addFromProductPage(page, mug);
  await page.goto('/cart');
  await fillAddress(page);
  await expect(page.getByRole('tab', { name: 'PayNow' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('202600001T (TEST)')).toBeVisible();
  await page.getByLabel('Reference number').fill('R'.repeat(21));
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await dismissAlert(page, 'Missing Payment', 'Please fill in all payment fields.');
  await expect(page.getByText('Reference number must be less than 20 characters')).toBeVisible();
  await page.getByLabel('Reference number').fill('INV-2026');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('PayNow, reference INV-2026')).toBeVisible();
  const orderId = await placeOrder(page);
  const order = await api<{ payment: { method: string; referenceNumber: string } }>(baseURL!, `/orders/${orderId}`, { token: buyer.token });
  expect(order.payment).toMatchObject({ method: 'PAYNOW', referenceNumber: 'INV-2026' });
});

test("/checkout opened directly says 'Missing cart data.' and /order-created without an order says 'Order Not Found'", async ({ page, baseURL }) => {
  await signedInBuyer(page, baseURL!);
  await page.goto('/checkout');
  await expect(page.getByText('Missing cart data.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/order-created');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.goto('/myorders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
});

test('sellers are told they cannot buy', async ({ page, baseURL }) => {
  const seller = await newSeller(baseURL!);
  await useSession(page, seller);
  await page.goto(`/products/${mug.id}`);
  await expect(page.getByText('Sellers and administrators do not have purchasing permissions.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});
