import { test, expect, expectNoSeriousA11yViolations } from '../support/test';

test.describe('/contact', () => {
  test('requires name, email and message, and checks the email format', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('thanks the sender with the 5-working-days promise and makes no call', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Where is my parcel?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you, Ada Lovelace! Your message has been received.' })).toBeVisible();
    await expect(page.getByText('We will reply within 5 working days.', { exact: true })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('the header Help link and the footer Contact Us link both open it', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto('/no-such-page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  });
});
