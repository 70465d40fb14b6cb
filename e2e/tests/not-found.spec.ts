import { test, expect, expectNoSeriousA11yViolations } from '../support/test';

test('any unknown path shows the 404 page inside the shop frame', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the 404 page links back home', async ({ page }) => {
  await page.goto('/definitely-missing');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
});
