import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { useSession } from '../support/session';
import { screenshot } from '../support/visual';
import { api, createProduct, newBuyer, newSeller, reviewThroughApi, uniqueWord, uploadImage } from './storefront-support';

test('stars and counts on cards and by the title follow new reviews; sort by rating; a buyer sees what is saved', async ({ page, baseURL }) => {
  // Four buyers each buy, receive and review through the API first.
  test.setTimeout(180_000);
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [200, 120, 60]);
  const category = uniqueWord('Rated');
  const loved = await createProduct(baseUrl, seller, { name: `${category} Loved`, category, imageUrl, price: 20 });
  const meh = await createProduct(baseUrl, seller, { name: `${category} Meh`, category, imageUrl, price: 15 });
  await createProduct(baseUrl, seller, { name: `${category} Unrated`, category, imageUrl, price: 10 });
  await reviewThroughApi(baseUrl, seller, loved, 5);
  await reviewThroughApi(baseUrl, seller, loved, 4);
  await reviewThroughApi(baseUrl, seller, meh, 2);

  // Search answers carry the rating.
  const answer = await api<{ content: Array<{ name: string; ratingAverage: number; ratingCount: number }> }>(
    baseUrl,
    `/products/search?category=${category}&sort=rating,desc`,
  );
  expect(answer.content.map((product) => [product.name, product.ratingAverage, product.ratingCount])).toEqual([
    [loved.name, 4.5, 2],
    [meh.name, 2, 1],
    [`${category} Unrated`, 0, 0],
  ]);

  // Guest: sort by rating, stars on every card.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/products?category=${category}`);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Top rated' });
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText([loved.name, meh.name, `${category} Unrated`]);
  await expect(results.getByRole('article').nth(0).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeVisible();
  await expect(results.getByRole('article').nth(1).getByRole('img', { name: 'Rated 2.0 out of 5 from 1 review' })).toBeVisible();
  await expect(results.getByRole('article').nth(2).getByText('Not yet rated')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'shopper-ratings-cards');

  // By the title: average, count and the 5★…1★ breakdown.
  await results.getByRole('link', { name: loved.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: loved.name })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeVisible();
  const breakdown = page.getByRole('list', { name: 'Rating breakdown' });
  await expect(breakdown.getByRole('listitem')).toHaveText([/5 stars: 1 review$/, /4 stars: 1 review$/, /3 stars: 0 reviews$/, /2 stars: 0 reviews$/, /1 star: 0 reviews$/]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'shopper-ratings-product');

  // A new review shows on the next visit (the product's ETag changes with it).
  await reviewThroughApi(baseUrl, seller, loved, 3);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 3 reviews' })).toBeVisible();
  await expect(breakdown.getByRole('listitem').nth(2)).toHaveText(/3 stars: 1 review$/);

  // Buyer: saved products are marked on cards and on the product page.
  const buyer = await newBuyer(baseUrl);
  await api(baseUrl, '/wishlist/add', { token: buyer.token, body: { userId: buyer.id, productId: meh.id } });
  await useSession(page, buyer);
  await page.goto(`/products?category=${category}&sort=rating%2Cdesc`);
  await expect(results.getByRole('article').filter({ hasText: meh.name }).getByText('♥ In your wishlist')).toBeVisible();
  await expect(results.getByRole('article').filter({ hasText: loved.name }).getByText('♥ In your wishlist')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'shopper-ratings-cards');
  await page.goto(`/products/${meh.id}`);
  await page.getByRole('button', { name: '♥ In your Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('row').filter({ hasText: meh.name }).getByRole('img', { name: 'Rated 2.0 out of 5 from 1 review' })).toBeVisible();
  await page.goto(`/products/${loved.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText('Added to wishlist!')).toBeVisible();
  await expect(page.getByRole('button', { name: '♥ In your Wishlist' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'shopper-ratings-product');
});

test('a star step keeps the products rated that well, with its count, and its chip takes it away', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [60, 120, 200]);
  const category = uniqueWord('Starred');
  const great = await createProduct(baseUrl, seller, { name: `${category} Great`, category, imageUrl });
  const fair = await createProduct(baseUrl, seller, { name: `${category} Fair`, category, imageUrl });
  await createProduct(baseUrl, seller, { name: `${category} Unrated`, category, imageUrl });
  await reviewThroughApi(baseUrl, seller, great, 5);
  await reviewThroughApi(baseUrl, seller, great, 4);
  await reviewThroughApi(baseUrl, seller, fair, 3);

  await page.goto(`/products?category=${category}`);
  const stars = page.getByRole('group', { name: 'Customer rating' });
  // 4★ & up: the 4.5; 3★ & up: both reviewed ones; the unreviewed one is in neither.
  await expect(stars.getByRole('button', { name: '4 stars & up' })).toHaveAccessibleDescription('1');
  await expect(stars.getByRole('button', { name: '3 stars & up' })).toHaveAccessibleDescription('2');
  await stars.getByRole('button', { name: '4 stars & up' }).click();
  await expect(page).toHaveURL(/minRating=4/);
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('1 product');
  await expect(page.getByRole('link', { name: great.name })).toBeVisible();
  await expect(page.getByRole('link', { name: fair.name })).toHaveCount(0);
  // The counts beside the steps leave the star filter out: the other step still says 2.
  await expect(stars.getByRole('button', { name: '3 stars & up' })).toHaveAccessibleDescription('2');
  await expect(stars.getByRole('button', { name: '4 stars & up' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('rating-steps.png') });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Remove filter Rating: 4 stars and up' }).click();
  await expect(page).not.toHaveURL(/minRating/);
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('3 products');
});
