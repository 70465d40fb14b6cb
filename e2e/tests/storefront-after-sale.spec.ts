import { test, expect, expectNoSeriousA11yViolations } from '../support/test';
import { useSession } from '../support/session';
import { api, buyThroughApi, createProduct, newBuyer, newSeller, shipItem, uniqueWord, uploadImage } from './storefront-support';

test('after the seller ships, the buyer marks delivered, raises a dispute and writes a review that shows on the product page', async ({
  page,
  baseURL,
}) => {
  const baseUrl = baseURL!;
  const seller = await newSeller(baseUrl);
  const imageUrl = await uploadImage(baseUrl, seller, [90, 160, 90]);
  const category = uniqueWord('Garden');
  const kettle = await createProduct(baseUrl, seller, { name: uniqueWord('Kettle'), category, price: 30, imageUrl });
  const spade = await createProduct(baseUrl, seller, { name: uniqueWord('Spade'), category, price: 15.25, imageUrl });
  const buyer = await newBuyer(baseUrl);
  const kettleOrder = await buyThroughApi(baseUrl, buyer, kettle);
  const spadeOrder = await buyThroughApi(baseUrl, buyer, spade);
  await shipItem(baseUrl, seller, kettleOrder, kettle.id);
  await shipItem(baseUrl, seller, spadeOrder, spade.id);

  await useSession(page, buyer);
  await page.goto('/myorders');
  const kettleCard = page.getByRole('region', { name: `Order #${kettleOrder}` });
  const spadeCard = page.getByRole('region', { name: `Order #${spadeOrder}` });
  await expect(kettleCard.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(kettleCard.getByText(/^Delivery date: /)).toBeVisible();
  await expect(kettleCard.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Mark delivered.
  await kettleCard.getByRole('button', { name: 'Mark Delivered' }).click();
  await page.getByRole('alertdialog', { name: 'Mark as delivered?' }).getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByText('Item marked as delivered.')).toBeVisible();
  await expect(kettleCard.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(kettleCard.getByText('Completed')).toBeVisible();
  await expect(kettleCard.getByRole('button', { name: 'Mark Delivered' })).toHaveCount(0);

  // Raise a dispute on the other (shipped) item.
  await spadeCard.getByRole('button', { name: 'Raise Dispute' }).click();
  const dialog = page.getByRole('dialog', { name: `Raise a dispute for ${spade.name}` });
  await expect(dialog).toContainText('The seller should respond within 3 days; otherwise, please contact support.');
  await dialog.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Reason').fill('Arrived bent');
  await dialog.getByLabel('Description (optional)').fill('The handle is bent in the middle.');
  await dialog.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(spadeCard.getByText('Disputing')).toBeVisible();
  await expect(spadeCard.getByText('Dispute: Arrived bent')).toBeVisible();

  // Review the delivered item.
  await kettleCard.getByRole('link', { name: 'Write a Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${kettle.id}/review$`));
  // Stars cannot hold an out-of-range rating; 'Rating must be between 1 and 5.' is unit-tested.
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Review (optional)').fill('Boils fast and pours cleanly.');
  await expect(page.getByText('29 / 1000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${kettle.id}$`));
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Boils fast and pours cleanly.')).toBeVisible();
  await expect(reviews.getByRole('heading', { name: buyer.username })).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  // A second review is refused with the server's message.
  await page.goto(`/products/${kettle.id}/review`);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already reviewed this product.');

  // Reviewed items no longer offer a review.
  await page.goto('/myorders');
  await expect(kettleCard.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(kettleCard.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);
  const saved = await api<{ items: { status: string }[] }>(baseUrl, `/orders/${spadeOrder}`, { token: buyer.token });
  expect(saved.items[0].status).toBe('DISPUTING');
});

test('a guest is asked to sign in before reviewing', async ({ page }) => {
  await page.goto('/products/1/review');
  await expect(page.getByText('Please sign in to submit a review.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
