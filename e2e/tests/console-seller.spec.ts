import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { apiCall, uniqueName } from '../support/api';
import { registerAndLogin, useSession } from '../support/session';
import { createProduct, getSummary, placeOrder, raiseDispute, shipItem, uploadPng, writePng } from './console-data';

test('a seller adds products (uploaded and pasted image), edits one and deletes one', async ({ page, baseURL }, testInfo) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const tag = uniqueName('lamp');
  const uploaded = `Uploaded ${tag}`;
  const pasted = `Pasted ${tag}`;
  await useSession(page, seller);
  await page.goto('/product-management');
  await expect(page.getByRole('heading', { name: 'Manage Products', level: 1 })).toBeVisible();
  await expect(page.getByText('No products found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add Product with an uploaded image file.
  await page.getByRole('button', { name: 'Add Product' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(uploaded);
  await dialog.getByLabel('Description').fill('A warm desk lamp with a brass finish.');
  await dialog.getByRole('combobox', { name: 'Category' }).fill(`Lighting ${tag}`);
  await dialog.getByLabel('Price').fill('19.99');
  await dialog.getByLabel('Stock').fill('40');
  await dialog.getByLabel('Upload image').setInputFiles(writePng(testInfo));
  await expect(dialog.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', /\/api\/uploads\//);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(uploaded) })).toContainText('In Stock');

  // Add Product with a pasted image URL, picking the category from the suggestions.
  const imageUrl = await uploadPng(baseURL!, seller);
  await page.getByRole('button', { name: 'Add Product' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(pasted);
  await dialog.getByLabel('Description').fill('A lamp whose picture is a pasted URL.');
  await dialog.getByRole('combobox', { name: 'Category' }).fill('Lighting');
  await dialog.getByRole('option', { name: `Lighting ${tag}` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue(`Lighting ${tag}`);
  await dialog.getByLabel('Price').fill('5');
  await dialog.getByLabel('Stock').fill('0');
  await dialog.getByLabel('Or paste an image URL').fill(imageUrl);
  await expect(dialog.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', imageUrl);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(pasted) })).toContainText('Out of Stock');

  // Edit: stock 40 -> 12 makes it Low.
  await page.getByRole('row', { name: new RegExp(uploaded) }).getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(uploaded);
  await dialog.getByLabel('Stock').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(uploaded) })).toContainText('Low');

  // Delete asks first; the product stays listed as Deleted with its actions disabled.
  const pastedRow = page.getByRole('row', { name: new RegExp(pasted) });
  await pastedRow.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(pastedRow).toContainText('Deleted');
  for (const action of ['View', 'Edit', 'Delete']) await expect(pastedRow.getByRole('button', { name: action })).toBeDisabled();

  // Buyers' search no longer finds the deleted one; the live one is still there.
  const search = await apiCall<{ content: { name: string }[] }>(baseURL!, 'GET', `/products/search?q=${encodeURIComponent(tag)}`);
  expect(search.content.map((product) => product.name)).toEqual([uploaded]);
});

test('a seller ships a buyer item from the order dialog and the bell count drops', async ({ page, baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const mug = await createProduct(baseURL!, seller, { name: `Mug ${uniqueName('m')}`, price: 12.5 });
  const order = await placeOrder(baseURL!, buyer, [{ product: mug, quantity: 2 }]);

  await useSession(page, seller);
  await page.goto('/manageorders');
  await expect(page.getByTestId('outstanding-count')).toHaveText('1');
  const row = page.getByRole('row', { name: new RegExp(`Order #${order.orderId}\\b`) });
  await expect(row).toContainText(buyer.username);
  await expect(row).toContainText('$25.00');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Pending');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.orderId}` });
  await expect(dialog).toContainText('1 Main Street');
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(dialog.getByText('Please choose a delivery date.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const deliveryDay = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Delivery date').fill(deliveryDay);
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(dialog.getByRole('button', { name: 'Ship' })).toHaveCount(0);
  await expect(dialog).toContainText('Shipped');
  await expect(page.getByTestId('outstanding-count')).toHaveText('0');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Done');

  const stored = await apiCall<{ items: { status: string; deliveryDate: string }[] }>(
    baseURL!,
    'GET',
    `/orders/${order.orderId}?sellerId=${seller.id}`,
    seller.token,
  );
  expect(stored.items[0]).toMatchObject({ status: 'SHIPPED' });
  expect(stored.items[0].deliveryDate.slice(0, 10)).toBe(deliveryDay);
});

test("a seller resolves a dispute; Contact Buyer answers 'Feature Not Implemented'", async ({ page, baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const kettle = await createProduct(baseURL!, seller, { name: `Kettle ${uniqueName('k')}` });
  const order = await placeOrder(baseURL!, buyer, [{ product: kettle }]);
  await shipItem(baseURL!, seller, order.orderId, kettle.id);
  await raiseDispute(baseURL!, buyer, order.orderId, kettle.id, 'Arrived broken', 'The lid snapped off.');

  await useSession(page, seller);
  await page.goto('/disputes');
  const row = page.getByRole('row', { name: new RegExp(kettle.name) });
  await expect(row).toContainText(buyer.username);
  await expect(row).toContainText('Arrived broken');
  await expect(row).toContainText('The lid snapped off.');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Contact Buyer' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Feature Not Implemented' });
  await expect(alert).toContainText('The contact buyer feature is not available yet.');
  await alert.getByRole('button', { name: 'OK' }).click();

  await row.getByRole('button', { name: 'Resolved' }).click();
  await page.getByRole('alertdialog', { name: 'Mark dispute resolved?' }).getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByText('Dispute marked as resolved.')).toBeVisible();
  await expect(page.getByText('No disputed items found.')).toBeVisible();
  const stored = await apiCall<{ items: { status: string }[] }>(baseURL!, 'GET', `/orders/${order.orderId}?sellerId=${seller.id}`, seller.token);
  expect(stored.items[0].status).toBe('RESOLVED');
});

test("the seller's home summary matches the data and each number leads to its list", async ({ page, baseURL }) => {
  const seller = await registerAndLogin(baseURL!, 'SELLER');
  const buyer = await registerAndLogin(baseURL!, 'BUYER');
  const tag = uniqueName('sum');
  const low = await createProduct(baseURL!, seller, { name: `Low ${tag}`, stock: 6 });
  await createProduct(baseURL!, seller, { name: `Nine ${tag}`, stock: 9 });
  const plenty = await createProduct(baseURL!, seller, { name: `Plenty ${tag}`, stock: 50, description: 'd'.repeat(150) });
  const gone = await createProduct(baseURL!, seller, { name: `Gone ${tag}`, stock: 2 });
  await apiCall(baseURL!, 'DELETE', `/products/${gone.id}`, seller.token);
  // One order waiting for shipment, one disputed, one shipped.
  const pending = await placeOrder(baseURL!, buyer, [{ product: low }]);
  const disputed = await placeOrder(baseURL!, buyer, [{ product: plenty }]);
  await shipItem(baseURL!, seller, disputed.orderId, plenty.id);
  await raiseDispute(baseURL!, buyer, disputed.orderId, plenty.id, 'Wrong colour', '');
  const shipped = await placeOrder(baseURL!, buyer, [{ product: plenty }]);
  await shipItem(baseURL!, seller, shipped.orderId, plenty.id);

  expect(await getSummary(baseURL!, seller)).toEqual({ outstandingOrders: 1, disputedOrders: 1, lowStockProducts: 2 });

  await useSession(page, seller);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${seller.username}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^1 Outstanding orders/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^2 Products low in stock/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^1 Disputed orders/ })).toBeVisible();
  await expect(page.getByTestId('outstanding-count')).toHaveText('1');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plenty.name }) });
  await expect(card.getByText(/^d+…$/)).toHaveText(`${'d'.repeat(99)}…`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /^1 Outstanding orders/ }).click();
  await expect(page).toHaveURL(/\/manageorders\?status=PENDING$/);
  await expect(page.getByRole('row', { name: /Order #\d+/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(`Order #${pending.orderId}\\b`) })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: /^1 Disputed orders/ }).click();
  await expect(page).toHaveURL(/\/disputes$/);
  await expect(page.getByRole('row', { name: new RegExp(plenty.name) })).toContainText('Wrong colour');

  await page.goto('/');
  await page.getByRole('link', { name: /^2 Products low in stock/ }).click();
  await expect(page).toHaveURL(/\/product-management\?stock=low$/);
  // Exactly the two the summary counted: the deleted one and the well-stocked one are not listed.
  await expect(page.getByRole('row', { name: new RegExp(`(Low|Nine) ${tag}`) })).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(`Low ${tag}`) })).toContainText('Low');
  await expect(page.getByRole('row', { name: new RegExp(`(Gone|Plenty) ${tag}`) })).toHaveCount(0);

  await page.getByLabel('Show').selectOption({ label: 'All products' });
  await expect(page).toHaveURL(/\/product-management$/);
  await expect(page.getByRole('row', { name: new RegExp(`Gone ${tag}`) })).toContainText('Deleted');
});
