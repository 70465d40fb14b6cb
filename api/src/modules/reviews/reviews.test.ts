import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { startWithCast, createUser, type TestUser, uniqueUsername } from '../../test/factories';
import type { TestApp } from '../../test/harness';

const RECEIVED_ONLY = 'You can only review products you have received.';
const ALREADY_REVIEWED = 'You have already reviewed this product.';
const RATING_RANGE = 'Rating must be between 1 and 5.';

describe('reviews', () => {
  let t: TestApp, seller: TestUser, admin: TestUser;
  before(async () => ({ t, seller, admin } = await startWithCast('seller', 'admin')));
  after(() => t.close());

  const post = (user: TestUser, body: Record<string, unknown>) => t.http.post('/api/reviews', body, { token: user.token });
  const reviewCount = async (productId: number) => (await t.app.db.selectFrom('reviews').select('id').where('product_id', '=', productId).execute()).length;

  /** A buyer with a delivered (or given-status) order item of a fresh product. */
  async function buyerWithItem(status: 'DELIVERED' | 'RESOLVED' | 'PENDING' | 'SHIPPED' | 'DISPUTING' = 'DELIVERED') {
    const buyer = await createUser(t, 'BUYER');
    const productId = await insertProduct(t, seller.id);
    await insertOrder(t, buyer.id, [{ productId, status }]);
    return { buyer, productId };
  }

  /** Inserts a buyer and their review straight into the database, for listing tests. */
  async function insertReview(productId: number, rating: number, createdAt: string) {
    const username = uniqueUsername('rev');
    const user = await t.app.db
      .insertInto('users')
      .values({ username, email: `${username}@example.test`, password_hash: 'not-a-real-hash', role: 'BUYER' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await t.app.db
      .insertInto('reviews')
      .values({ product_id: productId, user_id: user.id, rating, description: `Review by ${username}`, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: review.id, username };
  }

  test('a buyer with a DELIVERED item reviews it once: 201, then 409', async () => {
    const { buyer, productId } = await buyerWithItem('DELIVERED');
    const created = await post(buyer, { userId: buyer.id, productId, rating: 4, description: 'Sturdy and well made.' });
    assert.equal(created.status, 201);
    assert.deepEqual(Object.keys(created.body).sort(), ['createdDate', 'description', 'id', 'rating', 'username']);
    assert.equal(created.body.username, buyer.username);
    assert.equal(created.body.rating, 4);
    assert.equal(created.body.description, 'Sturdy and well made.');
    assert.ok(!Number.isNaN(Date.parse(created.body.createdDate)));
    const again = await post(buyer, { userId: buyer.id, productId, rating: 5 });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, ALREADY_REVIEWED);
    const page = await t.http.get(`/api/reviews/product/${productId}`);
    assert.deepEqual(page.body, { content: [created.body], totalPages: 1, number: 0 });
  });

  test('a RESOLVED item qualifies; description is optional (absent or null) and may be 1000 characters', async () => {
    const resolved = await buyerWithItem('RESOLVED');
    const bare = await post(resolved.buyer, { userId: resolved.buyer.id, productId: resolved.productId, rating: 1 });
    assert.equal(bare.status, 201);
    assert.equal(bare.body.description, '');
    const other = await buyerWithItem('DELIVERED');
    const withNull = await post(other.buyer, { userId: other.buyer.id, productId: other.productId, rating: 5, description: null });
    assert.equal(withNull.status, 201);
    const long = await buyerWithItem('DELIVERED');
    const full = await post(long.buyer, { userId: long.buyer.id, productId: long.productId, rating: 3, description: 'x'.repeat(1000) });
    assert.equal(full.status, 201);
    assert.equal(full.body.description.length, 1000);
  });

  test('without a DELIVERED or RESOLVED item of the product the answer is 403', async () => {
    for (const status of ['PENDING', 'SHIPPED', 'DISPUTING'] as const) {
      const { buyer, productId } = await buyerWithItem(status);
      const refused = await post(buyer, { userId: buyer.id, productId, rating: 5 });
      assert.equal(refused.status, 403, status);
      assert.equal(refused.body.error, RECEIVED_ONLY);
    }
    // Someone else's delivery does not count, and neither does a delivery of another product.
    const { productId } = await buyerWithItem('DELIVERED');
    const stranger = await buyerWithItem('DELIVERED');
    const refused = await post(stranger.buyer, { userId: stranger.buyer.id, productId, rating: 5 });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, RECEIVED_ONLY);
    assert.equal(await reviewCount(productId), 0);
  });

  test('invalid rating or description is 400 with the product-rule message', async () => {
    const { buyer, productId } = await buyerWithItem('DELIVERED');
    for (const rating of [0, 6, 4.5, 'five', true, false, null, -1, [5]]) {
      const response = await post(buyer, { userId: buyer.id, productId, rating });
      assert.equal(response.status, 400, String(rating));
      assert.equal(response.body.fields.rating, RATING_RANGE, String(rating));
    }
    const missing = await post(buyer, { userId: buyer.id, productId });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.fields.rating, 'Rating is required.');
    const tooLong = await post(buyer, { userId: buyer.id, productId, rating: 5, description: 'x'.repeat(1001) });
    assert.equal(tooLong.status, 400);
    assert.ok(tooLong.body.fields.description);
    const noProduct = await post(buyer, { userId: buyer.id, rating: 5 });
    assert.equal(noProduct.status, 400);
    assert.ok(noProduct.body.fields.productId);
    assert.equal(await reviewCount(productId), 0);
  });

  test('POST /reviews: guests 401; sellers, admins and other users 403; unknown product 404', async () => {
    const { buyer, productId } = await buyerWithItem('DELIVERED');
    const body = { userId: buyer.id, productId, rating: 5 };
    assert.equal((await t.http.post('/api/reviews', body)).status, 401);
    const intruder = await createUser(t, 'BUYER');
    const cases: Array<[TestUser, number]> = [[seller, seller.id], [admin, admin.id], [admin, buyer.id], [intruder, buyer.id]];
    for (const [user, userId] of cases) {
      const response = await post(user, { ...body, userId });
      assert.equal(response.status, 403, `${user.role} as ${userId}`);
      assert.equal(response.body.id, undefined);
    }
    assert.equal(await reviewCount(productId), 0);
    const unknown = await post(buyer, { ...body, productId: 987654 });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'Product not found.');
  });

  test('GET /reviews/product/{id}: public, 5 per page newest first by default, ties by id', async () => {
    const productId = await insertProduct(t, seller.id);
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const made = [];
    for (let day = 0; day < 6; day += 1) made.push(await insertReview(productId, (day % 5) + 1, new Date(base + day * 86_400_000).toISOString()));
    // Same instant as the newest: the higher id comes first.
    made.push(await insertReview(productId, 2, new Date(base + 5 * 86_400_000).toISOString()));
    const newestFirst = [...made].reverse().map((review) => review.id);

    const first = await t.http.get(`/api/reviews/product/${productId}`);
    assert.equal(first.status, 200);
    assert.equal(first.body.totalPages, 2);
    assert.equal(first.body.number, 0);
    assert.deepEqual(first.body.content.map((review: { id: number }) => review.id), newestFirst.slice(0, 5));
    assert.deepEqual(first.body.content[0], {
      id: made[6]!.id,
      username: made[6]!.username,
      rating: 2,
      description: `Review by ${made[6]!.username}`,
      createdDate: '2026-01-06T00:00:00.000Z',
    });
    const second = await t.http.get(`/api/reviews/product/${productId}?page=1&size=5&sort=dateCreated,desc`);
    assert.deepEqual(second.body.content.map((review: { id: number }) => review.id), newestFirst.slice(5));
    assert.equal(second.body.number, 1);
    const oldest = await t.http.get(`/api/reviews/product/${productId}?sort=dateCreated,asc&size=50`);
    assert.deepEqual(oldest.body.content.map((review: { id: number }) => review.id), made.map((review) => review.id));
    assert.equal(oldest.body.totalPages, 1);
    const beyond = await t.http.get(`/api/reviews/product/${productId}?page=9`);
    assert.deepEqual(beyond.body, { content: [], totalPages: 2, number: 9 });
  });

  test('GET /reviews/product/{id}: no reviews, deleted product, unknown product 404, bad query 400', async () => {
    const empty = await insertProduct(t, seller.id);
    assert.deepEqual((await t.http.get(`/api/reviews/product/${empty}`)).body, { content: [], totalPages: 0, number: 0 });
    const gone = await insertProduct(t, seller.id, { deleted: true });
    await insertReview(gone, 5, new Date().toISOString());
    const kept = await t.http.get(`/api/reviews/product/${gone}`, { token: admin.token });
    assert.equal(kept.status, 200);
    assert.equal(kept.body.content.length, 1);
    const unknown = await t.http.get('/api/reviews/product/987654');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'Product not found.');
    const bad: Array<[string, string]> = [
      ['abc', 'id'],
      [`${empty}?size=51`, 'size'],
      [`${empty}?size=0`, 'size'],
      [`${empty}?page=-1`, 'page'],
      [`${empty}?sort=rating,desc`, 'sort'],
      [`${empty}?sort=dateCreated`, 'sort'],
    ];
    for (const [path, field] of bad) {
      const response = await t.http.get(`/api/reviews/product/${path}`);
      assert.equal(response.status, 400, path);
      assert.ok(response.body.fields[field], `${path}: ${response.text}`);
    }
  });

  test('two concurrent reviews by the same buyer: one 201, one 409', async () => {
    const { buyer, productId } = await buyerWithItem('DELIVERED');
    const body = { userId: buyer.id, productId, rating: 5 };
    const answers = await Promise.all([post(buyer, body), post(buyer, body)]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409]);
    assert.equal(answers.find((answer) => answer.status === 409)!.body.error, ALREADY_REVIEWED);
    assert.equal(await reviewCount(productId), 1);
  });
});
