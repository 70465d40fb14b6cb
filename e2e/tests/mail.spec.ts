import fs from 'node:fs';
import path from 'node:path';
import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { ADMIN, apiCall } from '../support/api';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { buyThroughApi, createProduct, newBuyer, newSeller, uniqueWord } from './storefront-support';

// Issue 32's pages in Chromium: e-mail preferences, the unsubscribe link from a real message, the admins' outbox.

/** The text of the .eml files the server wrote for one address (it has no SMTP_URL in these tests). */
async function mailTo(address: string, subject: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let found: string | undefined;
  await expect(async () => {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    found = files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).find((eml) => eml.includes(`To: ${address}`) && eml.includes(`Subject: ${subject}`));
    expect(found, `an e-mail "${subject}" to ${address}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  // Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes.
  return found!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a buyer chooses their e-mails, and the unsubscribe link of a real message turns one kind off with no session', async ({ page, browser, baseURL }) => {
  const buyer = await newBuyer(baseURL!);
  await useSession(page, buyer);
  await page.goto('/');
  await page.getByRole('button', { name: `Hi, ${buyer.username}` }).click();
  await page.getByRole('menuitem', { name: 'E-mail preferences' }).click();
  await expect(page).toHaveURL(/\/email-preferences$/);
  await expect(page.getByRole('heading', { name: 'E-mail preferences' })).toBeVisible();
  const confirmations = page.getByRole('checkbox', { name: 'Order confirmations' });
  await expect(confirmations).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Password changed' })).toHaveCount(0);
  await confirmations.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your e-mail preferences are saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'email-preferences');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Order confirmations' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Wishlisted products cheaper' })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'email-preferences');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The welcome e-mail's link, opened in a browser with no session at all.
  const welcome = await mailTo(`${buyer.username}@example.com`, 'Welcome to the marketplace');
  const link = /https?:\/\/[^\s"<>/]+\/unsubscribe\?token=[A-Za-z0-9._-]+/.exec(welcome)![0];
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(guestPage.getByText('Stop “Welcome after registering” e-mails?')).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage);
  await screenshot(guestPage, 'unsubscribe');
  await guestPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guestPage.getByText('You will no longer receive “Welcome after registering” e-mails.')).toBeVisible();
  await guestPage.goto(`/unsubscribe?token=${encodeURIComponent('forged.WELCOME.token')}`);
  await expect(guestPage.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await guest.close();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Welcome after registering' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order confirmations' })).not.toBeChecked();
});

test("the admins' outbox lists the shop's e-mails by status and sends a skipped one again", async ({ page, baseURL }) => {
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const buyer = await newBuyer(baseUrl);
  const product = await createProduct(baseUrl, seller, { name: uniqueWord('Teapot'), category: uniqueWord('Kitchen'), price: 12, stock: 5 });
  // The buyer turned order confirmations off: the next one is skipped, and an admin may send it anyway.
  await fetch(`${baseUrl}/api/mail/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({ preferences: [{ kind: 'ORDER_PLACED', enabled: false }] }),
  });
  const orderId = await buyThroughApi(baseUrl, buyer, product);
  await mailTo(`${seller.username}@example.com`, `New order #${orderId} to ship`);

  const admin = await apiCall<{ id: number; token: string }>(baseUrl, 'POST', '/users/login', undefined, ADMIN);
  await useSession(page, { id: admin.id, token: admin.token, role: 'ADMIN', username: ADMIN.identifier });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(`New order #${orderId} to ship.*${seller.username}`) })).toContainText('Sent');
  await page.getByLabel('Show').selectOption('SKIPPED');
  const skipped = table.getByRole('row', { name: new RegExp(`Order #${orderId} placed.*${buyer.username}`) });
  await expect(skipped).toContainText('The recipient turned this kind of e-mail off.');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-outbox');
  await skipped.getByRole('button', { name: `Send again: Order #${orderId} placed, ${buyer.username}` }).click();
  await expect(page.getByText('The e-mail is queued again.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-outbox');
});
