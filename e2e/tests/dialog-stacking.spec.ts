import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { uniqueName } from '../support/api';
import { registerAndLogin, useSession } from '../support/session';
import { isOnTop, screenshot } from '../support/visual';

test('alerts raised from the product form open on top, take focus, and Escape closes only the alert', async ({ page, baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  await useSession(page, seller);
  await page.goto('/product-management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  const name = uniqueName('Kettle');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Description').fill('A kettle that whistles.');
  await form.getByRole('combobox', { name: 'Category' }).fill('Kitchen');
  await form.getByLabel('Price').fill('24.50');
  await form.getByLabel('Stock').fill('-3');
  await form.getByRole('button', { name: 'Save' }).click();

  const negative = page.getByRole('alertdialog').filter({ hasText: 'Stock cannot be negative' });
  await expect(negative).toBeVisible();
  expect(await isOnTop(negative)).toBe(true);
  await expect(negative.getByRole('button', { name: 'OK' })).toBeFocused();
  await screenshot(page, 'dialog-on-dialog');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(negative).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(form.getByLabel('Stock')).toHaveValue('-3');

  // No image yet: the second alert is on top as well, and OK returns to the form as it was.
  await form.getByLabel('Stock').fill('5');
  await form.getByRole('button', { name: 'Save' }).click();
  const noImage = page.getByRole('alertdialog').filter({ hasText: 'Please upload an image first' });
  await expect(noImage).toBeVisible();
  expect(await isOnTop(noImage)).toBe(true);
  await noImage.getByRole('button', { name: 'OK' }).click();
  await expect(noImage).toBeHidden();
  await expect(form.getByLabel('Description')).toHaveValue('A kettle that whistles.');
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();

  // The form itself still closes with Escape once it is the top layer.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
});
