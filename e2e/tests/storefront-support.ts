// Data set-up for the storefront browser tests, always through the real API.
import type { Page } from '@playwright/test';
import { encodePng } from '../../api/src/seed/png';
import { registerAndLogin, type Account } from '../support/session';

export type { Account };

export async function api<T = unknown>(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path} -> ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A unique word for names and categories, so parallel tests on one server do not see each other's data. */
export function uniqueWord(prefix: string): string {
  // Eight random letters: two words made at once differ in far more than the two typos a search forgives.
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10).padEnd(8, 'q')}`;
}

/** A solid-colour PNG, so products have a real uploaded picture. */
export function solidPng(width: number, height: number, colour: [number, number, number]): Promise<Buffer> {
  const rgb = new Uint8Array(width * height * 3).map((_, index) => colour[index % 3]!);
  return encodePng(width, height, rgb);
}

export async function uploadImage(baseUrl: string, seller: Account, colour: [number, number, number]): Promise<string> {
  const { uploadPreset } = await api<{ uploadPreset: string }>(baseUrl, '/config');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await solidPng(160, 120, colour))], { type: 'image/png' }), 'picture.png');
  form.append('upload_preset', uploadPreset);
  const response = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${seller.token}` }, body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { secure_url: url } = (await response.json()) as { secure_url: string };
  return url;
}

export interface CreatedProduct {
  id: number;
  name: string;
  price: number;
  category: string;
  stock: number;
}

export async function createProduct(
  baseUrl: string,
  seller: Account,
  fields: { name: string; category: string; price?: number; stock?: number; description?: string; imageUrl?: string },
): Promise<CreatedProduct> {
  return api<CreatedProduct>(baseUrl, '/products', {
    token: seller.token,
    body: {
      description: `${fields.name}: a fine thing, made with care by an independent seller.`,
      price: 12.5,
      stock: 25,
      imageUrl: fields.imageUrl ?? `${baseUrl}/api/uploads/missing.png`,
      ...fields,
    },
  });
}

export const newSeller = (baseUrl: string) => registerAndLogin(baseUrl, 'SELLER');
export const newBuyer = (baseUrl: string) => registerAndLogin(baseUrl, 'BUYER');

export interface OrderAnswer {
  orderId: number;
}

/** A whole purchase through the API (for tests about what happens after checkout). */
export async function buyThroughApi(baseUrl: string, buyer: Account, product: CreatedProduct, quantity = 1): Promise<number> {
  await api(baseUrl, '/cart/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id, quantity } });
  const answer = await api<OrderAnswer>(baseUrl, '/orders/checkout', {
    token: buyer.token,
    headers: { 'Idempotency-Key': uniqueWord('key') },
    body: {
      userId: buyer.id,
      address: { fullName: 'Ada Buyer', street: '1 Main St', city: 'Springfield', stateZipCountry: 'SP 12345 USA' },
      paymentMethod: 'PAYNOW',
      paymentDetails: {},
      items: [{ productId: product.id, quantity }],
      subtotal: Math.round(product.price * 100 * quantity) / 100,
    },
  });
  return answer.orderId;
}

export async function shipItem(baseUrl: string, seller: Account, orderId: number, productId: number): Promise<void> {
  const deliveryDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await api(baseUrl, '/orders/seller/status', {
    method: 'PUT',
    token: seller.token,
    body: { orderId, productId, sellerId: seller.id, status: 'SHIPPED', deliveryDate },
  });
}

/** A buyer who bought, received (shipped, then marked delivered) and reviewed the product, all through the API. */
export async function reviewThroughApi(baseUrl: string, seller: Account, product: CreatedProduct, rating: number): Promise<Account> {
  const buyer = await newBuyer(baseUrl);
  const orderId = await buyThroughApi(baseUrl, buyer, product);
  await shipItem(baseUrl, seller, orderId, product.id);
  await api(baseUrl, '/orders/buyer/status', { method: 'PUT', token: buyer.token, body: { orderId, productId: product.id, status: 'DELIVERED' } });
  await api(baseUrl, '/reviews', { token: buyer.token, body: { userId: buyer.id, productId: product.id, rating, description: `Rated ${rating}.` } });
  return buyer;
}

/** The cart page's shipping address, filled as a buyer would. */
export async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('State / ZIP / Country').fill('LDN 123 UK');
}

/** The cart page's Credit Card tab, filled with a test card that expires in 2040. */
export async function payByCard(page: Page, cardNumber = '4111 1111 1111 1111', cvv = '123') {
  await page.getByRole('tab', { name: 'Credit Card' }).click();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Cardholder name').fill('Ada Lovelace');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVV').fill(cvv);
}
