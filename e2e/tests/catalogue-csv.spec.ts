import { readFileSync } from 'node:fs';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { uniqueName } from '../support/api';
import { registerAndLogin, useSession } from '../support/session';
import { createProduct } from './console-data';

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
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`products-seller-${seller.id}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('id,name,description,category,price,stock,imageUrl,deleted,sellerId,sellerName');
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.includes(`Lamp ${tag}`) && line.includes(',19.99,7,'))).toBe(true);
  expect(lines.some((line) => line.includes(`'=SUM(A1) ${tag}`))).toBe(true);
  expect(lines.join('\n')).not.toContain('Not mine');
  await expect(button).toHaveText('Export CSV');
});
