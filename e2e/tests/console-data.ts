// Test data for the console specs, created through the real API (not a spec: Playwright only runs *.spec.ts).
import fs from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { apiCall } from '../support/api';
import type { Account } from '../support/session';

/** A valid 1x1 PNG; the upload endpoint checks the bytes. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function writePng(testInfo: TestInfo, name = 'tiny.png'): string {
  const file = testInfo.outputPath(name);
  fs.writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
  return file;
}

export async function uploadPng(baseUrl: string, account: Account): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }), 'tiny.png');
  const { uploadPreset } = await apiCall<{ uploadPreset: string }>(baseUrl, 'GET', '/config');
  form.append('upload_preset', uploadPreset);
  const response = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${account.token}` } });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

export interface ProductAnswer {
  id: number;
  name: string;
  price: number;
  stock: number;
  deleted: boolean;
}

export async function createProduct(
  baseUrl: string,
  seller: Account,
  overrides: Partial<{ name: string; price: number; stock: number; category: string; description: string }> = {},
): Promise<ProductAnswer> {
  const imageUrl = await uploadPng(baseUrl, seller);
  return apiCall<ProductAnswer>(baseUrl, 'POST', '/products', seller.token, {
    name: `Product ${Date.now()}`,
    description: 'Made for the console browser tests.',
    category: 'E2E',
    price: 10,
    stock: 30,
    imageUrl,
    ...overrides,
  });
}

export interface OrderAnswer {
  orderId: number;
  items: { productId: number; status: string }[];
}

/** A buyer checks out the given products (quantity 1 each unless told). */
export async function placeOrder(
  baseUrl: string,
  buyer: Account,
  lines: { product: ProductAnswer; quantity?: number }[],
): Promise<OrderAnswer> {
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * (line.quantity ?? 1), 0);
  const answer = await apiCall<{ orderId: number; order: OrderAnswer }>(baseUrl, 'POST', '/orders/checkout', buyer.token, {
    userId: buyer.id,
    address: { fullName: 'Bea Buyer', street: '1 Main Street', city: 'Springfield', stateZipCountry: 'IL 62701 USA' },
    paymentMethod: 'PAYNOW',
    paymentDetails: { referenceNumber: 'E2E' },
    items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity ?? 1 })),
    subtotal: Math.round(subtotal * 100) / 100,
  });
  return answer.order;
}

export async function shipItem(baseUrl: string, seller: Account, orderId: number, productId: number) {
  await apiCall(baseUrl, 'PUT', '/orders/seller/status', seller.token, {
    orderId,
    productId,
    sellerId: seller.id,
    status: 'SHIPPED',
    deliveryDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  });
}

export async function raiseDispute(baseUrl: string, buyer: Account, orderId: number, productId: number, reason: string, description: string) {
  await apiCall(baseUrl, 'POST', '/orders/dispute', buyer.token, { orderId, productId, reason, description });
}

export interface Summary {
  outstandingOrders: number;
  disputedOrders: number;
  lowStockProducts: number;
}

export function getSummary(baseUrl: string, account: Account): Promise<Summary> {
  return apiCall<Summary>(baseUrl, 'GET', '/orders/summary', account.token);
}

/** A login answer's status (200 when the password works and the account is enabled). */
export async function loginStatus(baseUrl: string, identifier: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return response.status;
}
