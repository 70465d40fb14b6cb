import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { api, createProduct, newBuyer, newSeller, uniqueWord } from './storefront-support';

test("a buyer's bell goes from 0 to 1 without a reload when a seller restocks a wishlisted product", async ({ page, baseURL }) => {
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const fields = { name: uniqueWord('Lantern'), category: uniqueWord('Outdoor'), price: 20, stock: 0 };
  const product = await createProduct(baseUrl, seller, fields);
  const buyer = await newBuyer(baseUrl);
  await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id } });

  await useSession(page, buyer);
  await page.goto('/wishlist');
  const bell = page.getByRole('link', { name: /^Notifications: \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notifications-count')).toHaveText('0');

  // The seller restocks; the buyer's page is not reloaded.
  await api(baseUrl, `/products/${product.id}`, {
    method: 'PUT',
    token: seller.token,
    body: { ...fields, stock: 7, description: `${fields.name}: back again.`, imageUrl: `${baseUrl}/api/uploads/missing.png` },
  });
  await expect(page.getByTestId('notifications-count')).toHaveText('1', { timeout: 15_000 });
  await screenshot(page, 'notifications-bell');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const message = `${fields.name} is back in stock.`;
  await expect(page.getByRole('link', { name: message })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'notifications-page');
  await page.getByRole('button', { name: `Mark read: ${message}` }).click();
  await expect(page.getByTestId('notifications-count')).toHaveText('0');
  await expect(page.getByRole('button', { name: `Mark read: ${message}` })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'notifications-page');
});
