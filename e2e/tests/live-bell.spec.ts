import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { useSession } from '../support/session';
import { api, buyThroughApi, createProduct, newBuyer, newSeller, uniqueWord } from './storefront-support';

// The fallback poll is pushed out of reach, so only the live stream can move the bells within LIVE_MS.
const NO_POLL_MS = 10 * 60_000;
const LIVE_MS = 4_000;

async function withoutPolling(page: Page) {
  await page.addInitScript((pollMs) => {
    (window as Window & { __SHOP_POLL_MS__?: number }).__SHOP_POLL_MS__ = pollMs;
  }, NO_POLL_MS);
}

const streamOpened = (page: Page) => page.waitForResponse((response) => response.url().includes('/api/events?ticket=') && response.status() === 200);

/** A buyer who saved an out-of-stock product, and `restock`, the seller's update that alerts them. */
async function savedOutOfStock(baseUrl: string, word: string) {
  const seller = await newSeller(baseUrl);
  const fields = { name: uniqueWord(word), category: uniqueWord('Outdoor'), price: 20, stock: 0 };
  const product = await createProduct(baseUrl, seller, fields);
  const buyer = await newBuyer(baseUrl);
  await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id } });
  const restock = () =>
    api(baseUrl, `/products/${product.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { ...fields, stock: 3, description: `${fields.name}: back.`, imageUrl: `${baseUrl}/api/uploads/missing.png` },
    });
  return { buyer, restock };
}

test("the buyer's bell goes 0 → 1 over the live stream, with polling out of the way", async ({ page, baseURL }) => {
  const baseUrl = baseURL!;
  const { buyer, restock } = await savedOutOfStock(baseUrl, 'Beacon');

  await withoutPolling(page);
  await useSession(page, buyer);
  const opened = streamOpened(page);
  await page.goto('/wishlist');
  await opened;
  await expect(page.getByTestId('notifications-count')).toHaveText('0');

  await restock();
  await expect(page.getByTestId('notifications-count')).toHaveText('1', { timeout: LIVE_MS });
});

test("a seller's bell counts a new order live after a buyer checks out", async ({ page, baseURL }) => {
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const product = await createProduct(baseUrl, seller, { name: uniqueWord('Kettle'), category: uniqueWord('Kitchen'), price: 12, stock: 5 });

  await withoutPolling(page);
  await useSession(page, seller);
  const opened = streamOpened(page);
  await page.goto('/');
  await opened;
  await expect(page.getByTestId('outstanding-count')).toHaveText('0');

  await buyThroughApi(baseUrl, await newBuyer(baseUrl), product);
  await expect(page.getByTestId('outstanding-count')).toHaveText('1', { timeout: LIVE_MS });
});

test('when the stream cannot open, the bell falls back to polling', async ({ page, baseURL }) => {
  const baseUrl = baseURL!;
  const { buyer, restock } = await savedOutOfStock(baseUrl, 'Lamp');

  await page.route('**/api/events?ticket=*', (route) => route.abort());
  await page.addInitScript(() => {
    (window as Window & { __SHOP_POLL_MS__?: number }).__SHOP_POLL_MS__ = 1_000;
  });
  await useSession(page, buyer);
  await page.goto('/wishlist');
  await expect(page.getByTestId('notifications-count')).toHaveText('0');
  await restock();
  await expect(page.getByTestId('notifications-count')).toHaveText('1', { timeout: LIVE_MS });
});

test('a guest neither asks for a ticket nor opens a stream', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/events')) requests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});
