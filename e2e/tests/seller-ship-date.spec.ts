import { test, expect } from '../support/test';
import { apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { createProduct, placeOrder } from './console-data';

/** A calendar day `days` from today in the browser's zone, as the date input's YYYY-MM-DD. */
function localDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test('a seller cannot ship with a delivery date in the past or more than a year ahead', async ({ page, baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const lamp = await createProduct(baseURL!, seller, { name: `Lamp ${uniqueName('l')}` });
  const order = await placeOrder(baseURL!, buyer, [{ product: lamp }]);
  const shipCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/seller/status')) shipCalls.push(request.postData() ?? '');
  });

  await useSession(page, seller);
  await page.goto('/manageorders');
  await page.getByRole('row', { name: new RegExp(`Order #${order.orderId}\\b`) }).getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.orderId}` });
  const date = dialog.getByLabel('Delivery date');

  await date.fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(date).toHaveAccessibleDescription('Delivery date cannot be in the past.');
  await screenshot(page, 'ship-date-past');
  await date.fill(localDay(400));
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(date).toHaveAccessibleDescription('Delivery date cannot be more than 1 year ahead.');
  await expect(page.getByText('Item marked as shipped.')).toHaveCount(0);
  expect(shipCalls).toEqual([]);
  const stored = await apiCall<{ items: { status: string }[] }>(baseURL!, 'GET', `/orders/${order.orderId}?sellerId=${seller.id}`, seller.token);
  expect(stored.items[0].status).toBe('PENDING');

  await date.fill(localDay(3));
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText('Item marked as shipped.')).toBeVisible();
  expect(shipCalls).toHaveLength(1);
});

test('the server refuses a past delivery date even when the page is bypassed', async ({ baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const lamp = await createProduct(baseURL!, seller, { name: `Lamp ${uniqueName('l')}` });
  const order = await placeOrder(baseURL!, buyer, [{ product: lamp }]);
  const response = await fetch(`${baseURL}/api/orders/seller/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` },
    body: JSON.stringify({ orderId: order.orderId, productId: lamp.id, sellerId: seller.id, status: 'SHIPPED', deliveryDate: '2020-01-01' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ message: 'Delivery date cannot be in the past.' });
});
