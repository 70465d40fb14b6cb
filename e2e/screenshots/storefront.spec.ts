import { test, expect } from '../support/test';
import { useSession } from '../support/session';
import {
  api,
  buyThroughApi,
  createProduct,
  newBuyer,
  newSeller,
  shipItem,
  uploadImage,
  type Account,
  type CreatedProduct,
} from '../tests/storefront-support';
import { shoot } from './shoot';

// Works with or without the demo catalogue: it adds a small shop of its own through the API.
test.describe.configure({ mode: 'serial' });

const CATALOGUE: [string, number, [number, number, number]][] = [
  ['Ceramic Pour-Over Coffee Set', 38, [176, 112, 72]],
  ['Hand-Woven Linen Throw', 64.5, [196, 180, 150]],
  ['Walnut Desk Organiser', 42, [110, 74, 50]],
  ['Brass Reading Lamp', 89.99, [200, 160, 60]],
  ['Cast Iron Skillet 26 cm', 54, [60, 60, 66]],
  ['Botanical Print Set of 3', 29.5, [90, 150, 110]],
];

let buyer: Account;
let products: CreatedProduct[];
let orderId: number;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL!;
  const seller = await newSeller(baseUrl);
  const category = 'Home & Living';
  products = [];
  for (const [name, price, colour] of CATALOGUE) {
    const imageUrl = await uploadImage(baseUrl, seller, colour);
    products.push(await createProduct(baseUrl, seller, { name, category, price, imageUrl, stock: name.startsWith('Brass') ? 6 : 40 }));
  }
  buyer = await newBuyer(baseUrl);
  orderId = await buyThroughApi(baseUrl, buyer, products[0]);
  await shipItem(baseUrl, seller, orderId, products[0].id);
  await buyThroughApi(baseUrl, buyer, products[4], 2);
  for (const product of products.slice(1, 4)) {
    await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id } });
  }
  await api(baseUrl, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: products[1].id, quantity: 1 } });
  await api(baseUrl, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: products[3].id, quantity: 2 } });
});

test.beforeEach(async ({ page }) => {
  // A still featured strip, so the picture does not depend on timing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('guest pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  await shoot(page, 'storefront-home');
  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'storefront-products');
  await page.goto(`/products/${products[3].id}`);
  await expect(page.getByRole('heading', { level: 1, name: products[3].name })).toBeVisible();
  await shoot(page, 'storefront-product');
});

test('buyer pages', async ({ page }) => {
  await useSession(page, buyer);
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('12 Analytical Row');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('State / ZIP / Country').fill('Greater London, N1 7AA, UK');
  await shoot(page, 'storefront-cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await shoot(page, 'storefront-checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-created$/);
  await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
  await shoot(page, 'storefront-order-created');
  await page.goto('/myorders');
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await shoot(page, 'storefront-my-orders');
  await page.goto('/wishlist');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'storefront-wishlist');
  await page.goto(`/products/${products[4].id}/review`);
  await expect(page.getByLabel('Rating (1-5)')).toBeVisible();
  await shoot(page, 'storefront-review');
});
