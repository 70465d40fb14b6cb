import { readFileSync } from 'node:fs';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN, apiCall, uniqueName } from '../support/api';
import type { Page } from '@playwright/test';
import { registerAndLogin, useSession, type Account } from '../support/session';
import { createProduct, placeOrder } from './console-data';

/** Clicks Export CSV and answers the file's name and its lines (after the byte-order mark, which it checks). */
async function exportedLines(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), lines: bytes.subarray(3).toString('utf8').trim().split('\r\n') };
}

test("a seller downloads their products as CSV: their own rows only, formulas neutralised", async ({ page, baseURL }) => {
  const [seller, other] = await Promise.all([registerAndLogin(baseURL!, 'SELLER'), registerAndLogin(baseURL!, 'SELLER')]);
  const tag = uniqueName('csv');
  await createProduct(baseURL!, seller, { name: `Lamp ${tag}`, price: 19.99, stock: 7 });
  await createProduct(baseURL!, seller, { name: `=SUM(A1) ${tag}` });
  await createProduct(baseURL!, other, { name: `Not mine ${tag}` });
  await useSession(page, seller);
  await page.goto('/product-management');
  await expect(page.getByRole('row', { name: new RegExp(`Lamp ${tag}`) })).toBeVisible();
  const button = page.getByRole('button', { name: 'Export CSV' });
  await expectNoSeriousA11yViolations(page);
  const { name, lines } = await exportedLines(page);
  expect(name).toBe(`products-seller-${seller.id}.csv`);
  expect(lines[0]).toBe('id,name,description,category,price,stock,imageUrl,deleted,sellerId,sellerName');
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.includes(`Lamp ${tag}`) && line.includes(',19.99,7,'))).toBe(true);
  expect(lines.some((line) => line.includes(`'=SUM(A1) ${tag}`))).toBe(true);
  expect(lines.join('\n')).not.toContain('Not mine');
  await expect(button).toHaveText('Export CSV');
});

test('order items as CSV: the seller gets their own items, the admin every order', async ({ page, baseURL }) => {
  const [seller, other, buyer] = await Promise.all([registerAndLogin(baseURL!, 'SELLER'), registerAndLogin(baseURL!, 'SELLER'), registerAndLogin(baseURL!, 'BUYER')]);
  const tag = uniqueName('csvorder');
  const mine = await createProduct(baseURL!, seller, { name: `Mug ${tag}`, price: 4.5 });
  const theirs = await createProduct(baseURL!, other, { name: `Bowl ${tag}`, price: 6 });
  const order = await placeOrder(baseURL!, buyer, [{ product: mine, quantity: 2 }, { product: theirs }]);
  await useSession(page, seller);
  await page.goto('/manageorders');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const fromSeller = await exportedLines(page);
  expect(fromSeller.name).toBe(`order-items-seller-${seller.id}.csv`);
  expect(fromSeller.lines[0]).toMatch(/^orderId,placedAt,buyerUsername,productId,productName,quantity,unitPrice,itemTotal,status,/);
  expect(fromSeller.lines.filter((line) => line.startsWith(`${order.orderId},`))).toEqual([expect.stringContaining(`Mug ${tag},2,4.50,9.00,PENDING,`)]);
  expect(fromSeller.lines.join('\n')).not.toContain(`Bowl ${tag}`);

  const admin = await apiCall<Account>(baseURL!, 'POST', '/users/login', undefined, ADMIN);
  await useSession(page, { ...admin, role: 'ADMIN', username: ADMIN.identifier });
  await page.goto('/manageorders');
  const fromAdmin = await exportedLines(page);
  expect(fromAdmin.name).toBe('order-items.csv');
  expect(fromAdmin.lines.filter((line) => line.startsWith(`${order.orderId},`))).toHaveLength(2);
});
