import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { api, buyThroughApi, createProduct, fillAddress, newBuyer, newSeller, payByCard, shipItem, uniqueWord, uploadImage, type Account, type CreatedProduct } from './storefront-support';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

let seller: Account;
let lamp: CreatedProduct;
let mug: CreatedProduct;

// Real orders through the API: one delivered (5 stars), one disputed and resolved, one still pending (window open).
test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [90, 140, 200]);
  const category = uniqueWord('Studio');
  lamp = await createProduct(baseUrl, seller, { name: uniqueWord('Lamp'), category, price: 30, stock: 200, imageUrl });
  mug = await createProduct(baseUrl, seller, { name: uniqueWord('Mug'), category, price: 8, stock: 200, imageUrl });
  const buyer = await newBuyer(baseUrl);
  const delivered = await buyThroughApi(baseUrl, buyer, lamp);
  await shipItem(baseUrl, seller, delivered, lamp.id);
  await api(baseUrl, '/orders/buyer/status', { method: 'PUT', token: buyer.token, body: { orderId: delivered, productId: lamp.id, status: 'DELIVERED' } });
  await api(baseUrl, '/reviews', { token: buyer.token, body: { userId: buyer.id, productId: lamp.id, rating: 5, description: 'Lovely light.' } });
  const disputed = await buyThroughApi(baseUrl, buyer, mug);
  await shipItem(baseUrl, seller, disputed, mug.id);
  await api(baseUrl, '/orders/dispute', { token: buyer.token, body: { orderId: disputed, productId: mug.id, reason: 'Chipped rim' } });
  await api(baseUrl, '/orders/item/resolve', { method: 'PUT', token: seller.token, body: { orderId: disputed, productId: mug.id } });
  await buyThroughApi(baseUrl, buyer, mug);
});

async function expectScorecard(page: Page) {
  const card = page.getByRole('region', { name: 'Seller scorecard' });
  await expect(card).toBeVisible();
  const figure = (label: string) => card.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(figure('Average rating')).toHaveText('5.0 / 51 review');
  await expect(figure('Shipped within 2 days')).toHaveText('100%2 of 2 items');
  await expect(figure('Delivered')).toHaveText('50%1 of 2 items');
  await expect(figure('Dispute rate')).toHaveText('50%1 of 2 items');
  await expect(figure('Disputes resolved')).toHaveText('100%1 of 1 dispute');
}

for (const viewport of VIEWPORTS) {
  test(`a guest follows "Sold by" to the seller's page and searches their products (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/products/${lamp.id}`);
    await page.getByRole('link', { name: `Sold by ${seller.username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/sellers/${seller.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: seller.username })).toBeVisible();
    await expect(page.getByText(/^Member since .* · 2 products for sale$/)).toBeVisible();
    await expectScorecard(page);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: lamp.name })).toBeVisible();
    await expect(results.getByRole('link', { name: mug.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'seller-page');

    await page.getByRole('searchbox', { name: 'Search products' }).fill(mug.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=/);
    await expect(results.getByRole('link', { name: mug.name })).toBeVisible();
    await expect(results.getByRole('link', { name: lamp.name })).toHaveCount(0);
  });
}

test('an unknown seller shows a not-found page with a way to browse', async ({ page }) => {
  await page.goto('/sellers/2000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

for (const viewport of VIEWPORTS) {
  test(`a seller sees their own scorecard on the home page (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useSession(page, seller);
    await page.goto('/');
    await expectScorecard(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('region', { name: 'Seller scorecard' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'seller-home-scorecard');
    await page.getByRole('link', { name: 'See your shop page as buyers see it' }).click();
    await expect(page).toHaveURL(new RegExp(`/sellers/${seller.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: seller.username })).toBeVisible();
  });
}

for (const viewport of VIEWPORTS) {
  test(`a buyer's /order-created shows the address, the card by its last 4 and where to go next (${viewport.width}px)`, async ({ page, baseURL }) => {
    test.slow(); // a whole purchase through the browser, with two axe runs, on a shared two-core machine
    await page.setViewportSize(viewport);
    const buyer = await newBuyer(baseURL!);
    await useSession(page, buyer);
    const orderReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/orders\/\d+$/.test(new URL(request.url()).pathname) || new URL(request.url()).pathname === '/api/cart/') orderReads.push(request.url());
    });
    await page.goto(`/products/${mug.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();
    await page.goto('/cart');
    await fillAddress(page);
    await payByCard(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const readsBefore = orderReads.length;
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-created$/);

    await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('Ada Lovelace');
    await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('LDN 123 UK');
    await expect(page.getByRole('region', { name: 'Payment' })).toHaveText(/Card ending in 1111/);
    await expect(page.locator('body')).not.toContainText('4111 1111 1111 1111');
    await expect(page.locator('body')).not.toContainText('4111111111111111');
    expect(orderReads.slice(readsBefore), 'the checkout answer feeds the page and the cart').toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'order-created');

    const next = page.getByRole('navigation', { name: 'What next' });
    await expect(next.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    await next.getByRole('link', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/myorders$/);
    await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  });
}
