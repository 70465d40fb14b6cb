import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { useSession } from '../support/session';
import { api, createProduct, newBuyer, newSeller, uniqueWord, uploadImage } from './storefront-support';

test('a buyer adds to the wishlist, sees it saved, gets the duplicate notice, pages with 5/10/20 rows, removes and adds to cart', async ({
  page,
  baseURL,
}) => {
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [150, 90, 200]);
  const category = uniqueWord('Wish');
  const products = [];
  for (let index = 1; index <= 12; index += 1) {
    products.push(await createProduct(baseUrl, seller, { name: `${category} item ${index}`, category, price: index, imageUrl }));
  }
  const buyer = await newBuyer(baseUrl);
  await useSession(page, buyer);

  await page.goto(`/products/${products[0].id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText('Added to wishlist!')).toBeVisible();
  // Saved: the button says so from now on, here and on the next visit.
  await expect(page.getByRole('button', { name: '♥ In your Wishlist' })).toBeVisible();
  // Saved meanwhile from elsewhere (another tab): this page still offers the add, and the server says it is a duplicate.
  await page.goto(`/products/${products[1].id}`);
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: products[1].id } });
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText('Item already in wishlist.')).toBeVisible();
  for (const product of products.slice(2)) {
    await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: product.id } });
  }

  await page.goto('/wishlist');
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(page.getByLabel('Rows per page')).toHaveValue('5');
  await expect(page.getByText('1 / 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 / 3')).toBeVisible();
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByText('3 / 3')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'First' }).click();
  await expect(page.getByText('1 / 3')).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(rows).toHaveCount(11);
  await expect(page.getByText('1 / 2')).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('20');
  await expect(rows).toHaveCount(13);
  await expect(page.getByText('1 / 1')).toBeVisible();

  // Newest first: the first product added is last.
  await page.getByRole('button', { name: `Remove: ${products[0].name}`, exact: true }).click();
  await expect(rows).toHaveCount(12);
  await page.getByRole('button', { name: `Add to Cart: ${products[1].name}`, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a guest opening the wishlist is asked to log in', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByText('Please log in to view your wishlist.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
