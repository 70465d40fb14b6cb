import { writeFileSync } from 'node:fs';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession } from '../support/session';
import { createProduct } from './console-data';

test('a seller checks a CSV file, imports it with the progress shown, reloads mid-way and sees it finish', async ({ page, baseURL }, testInfo) => {
  const [seller, other] = await Promise.all([registerAndLogin(baseURL!, 'SELLER'), registerAndLogin(baseURL!, 'SELLER')]);
  const tag = uniqueName('import');
  const theirs = await createProduct(baseURL!, other, { name: `Theirs ${tag}` });
  const lines = ['id,name,description,category,price,stock,imageUrl', `${theirs.id},Mine now,x,y,1,1,https://example.com/a.png`];
  for (let index = 0; index < 3000; index += 1) lines.push(`,Item ${index} ${tag},Imported in bulk,Import ${tag},${(index % 90) + 1}.50,${index % 30},https://example.com/i.png`);
  const file = testInfo.outputPath('products.csv');
  writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);

  await useSession(page, seller);
  await page.goto('/product-management');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await expect(dialog.getByRole('status')).toHaveText('3000 to add, 0 to change, 0 already so, 1 refused.');
  await expect(dialog.getByRole('row', { name: /Mine now/ })).toContainText('This product belongs to another seller.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Import 3000 products' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();

  // A reload while it runs (or just after): the page reopens the import it was following and shows how it ended.
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Import products from CSV' });
  await expect(reopened.getByRole('status')).toHaveText('Import finished: 3000 added, 0 changed, 0 already so, 1 refused.', { timeout: 60_000 });
  await expect(reopened.getByRole('row', { name: /Mine now/ })).toContainText('This product belongs to another seller.');
  await reopened.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Search products').fill(`Item 2999 ${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Item 2999 ${tag}`) })).toContainText('$30.50');
  const untouched = await apiCall<{ name: string }>(baseURL!, 'GET', `/products/${theirs.id}`, undefined);
  expect(untouched.name).toBe(`Theirs ${tag}`);
});
