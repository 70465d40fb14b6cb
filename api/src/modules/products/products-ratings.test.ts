import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { productRatingsMigration } from '../../db/migrations/0020-product-ratings';
import { catalogueVersionRatingMigration } from '../../db/migrations/0044-catalogue-version-rating';
import { categorySortIndexesMigration } from '../../db/migrations/0061-category-sort-indexes';
import { reviewStarCountsMigration } from '../../db/migrations/0069-review-star-counts';
import { insertOrder, insertProduct } from '../../test/catalog-factory';
import { createUser, type TestUser, uniqueUsername } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const ids = (page: { content: Array<{ id: number }> }) => page.content.map((product) => product.id);

describe('products: ratings on every answer, sort by rating', () => {
  let t: TestApp;
  let seller: TestUser;
  before(async () => {
    t = await startTestApp();
    seller = await createUser(t, 'SELLER');
  });
  after(() => t.close());

  /** A buyer (straight into the database) and their review, as the review routes would leave it. */
  async function insertReview(productId: number, rating: number) {
    const username = uniqueUsername('rater');
    const user = await t.app.db
      .insertInto('users')
      .values({ username, email: `${username}@example.test`, password_hash: 'not-a-real-hash', role: 'BUYER' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('reviews')
      .values({ product_id: productId, user_id: user.id, rating, description: '', created_at: new Date().toISOString() })
      .execute();
  }

  async function reviewThroughApi(productId: number, rating: number) {
    const buyer = await createUser(t, 'BUYER');
    await insertOrder(t, buyer.id, [{ productId, status: 'DELIVERED' }]);
    const response = await t.http.post('/api/reviews', { userId: buyer.id, productId, rating }, { token: buyer.token });
    assert.equal(response.status, 201, response.text);
  }

  test('a review changes the product at once: average, count, star breakdown, search answer and ETag', async () => {
    const category = 'Rated once';
    const productId = await insertProduct(t, seller.id, { category });
    const before = await t.http.get(`/api/products/${productId}`);
    assert.equal(before.body.ratingAverage, 0);
    assert.equal(before.body.ratingCount, 0);
    assert.deepEqual(before.body.ratingBreakdown, [0, 0, 0, 0, 0]);
    const etag = before.headers.get('etag')!;

    await reviewThroughApi(productId, 4);
    const one = await t.http.get(`/api/products/${productId}`, { headers: { 'if-none-match': etag } });
    assert.equal(one.status, 200, 'a new review must change the ETag');
    assert.equal(one.body.ratingAverage, 4);
    assert.equal(one.body.ratingCount, 1);
    assert.deepEqual(one.body.ratingBreakdown, [0, 1, 0, 0, 0]);

    await reviewThroughApi(productId, 5);
    await reviewThroughApi(productId, 2);
    const three = await t.http.get(`/api/products/${productId}`);
    assert.equal(three.body.ratingAverage, 3.67);
    assert.equal(three.body.ratingCount, 3);
    assert.deepEqual(three.body.ratingBreakdown, [1, 1, 0, 1, 0]);

    const search = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}`);
    assert.deepEqual(
      search.body.content.map((product: { ratingAverage: number; ratingCount: number }) => [product.ratingAverage, product.ratingCount]),
      [[3.67, 3]],
    );
  });

  test('reviews deleted or changed outside the API keep the aggregate right (triggers)', async () => {
    const productId = await insertProduct(t, seller.id);
    const aggregate = async () => {
      const product = (await t.http.get(`/api/products/${productId}`)).body;
      return [product.ratingAverage, product.ratingCount, product.ratingBreakdown];
    };
    // A write outside the API shows on the product page's very next read.
    const shows = async (expected: unknown[]) => assert.deepEqual(await aggregate(), expected);
    await insertReview(productId, 1);
    await insertReview(productId, 5);
    await t.app.db.updateTable('reviews').set({ rating: 3 }).where('product_id', '=', productId).where('rating', '=', 1).execute();
    await shows([4, 2, [1, 0, 1, 0, 0]]);
    await t.app.db.deleteFrom('reviews').where('product_id', '=', productId).where('rating', '=', 5).execute();
    await shows([3, 1, [0, 0, 1, 0, 0]]);
  });

  test('sort=rating,desc: best average first, then most reviewed, then newest; pages never skip or repeat', async () => {
    const category = 'Rating sort';
    const make = () => insertProduct(t, seller.id, { category });
    const unrated = await make();
    const fiveTwice = await make();
    const fiveOnce = await make();
    const threeAndHalf = await make();
    const alsoUnrated = await make();
    await insertReview(fiveTwice, 5);
    await insertReview(fiveTwice, 5);
    await insertReview(fiveOnce, 5);
    await insertReview(threeAndHalf, 3);
    await insertReview(threeAndHalf, 4);
    const expected = [fiveTwice, fiveOnce, threeAndHalf, alsoUnrated, unrated];
    const all = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}&sort=rating,desc`);
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(ids(all.body), expected);

    const paged: number[] = [];
    for (let page = 0; page < 3; page += 1) {
      const answer = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}&sort=rating,desc&size=2&page=${page}`);
      assert.equal(answer.body.totalElements, 5);
      paged.push(...ids(answer.body));
    }
    assert.deepEqual(paged, expected);

    // A new review moves the product at once (no cache holds the old order).
    await insertReview(unrated, 5);
    await insertReview(unrated, 5);
    await insertReview(unrated, 5);
    const after = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}&sort=rating,desc&size=1`);
    assert.deepEqual(ids(after.body), [unrated]);
  });

  test('minRating keeps products averaging at least that many stars; the star counts ignore it, the others follow it', async () => {
    const category = `Stars ${Date.now()}`;
    const [great, good, justUnder, unrated] = [
      await insertProduct(t, seller.id, { category, name: 'Great kettle', stock: 5 }),
      await insertProduct(t, seller.id, { category, name: 'Good kettle', stock: 0 }),
      await insertProduct(t, seller.id, { category, name: 'Nearly kettle', stock: 5 }),
      await insertProduct(t, seller.id, { category, name: 'New kettle', stock: 5 }),
    ];
    await insertReview(great, 5);
    await insertReview(good, 4);
    // 4 and 3: an average of 3.5, never rounded up to 4.
    await insertReview(justUnder, 4);
    await insertReview(justUnder, 3);
    const search = async (query: string) => {
      const response = await t.http.get(`/api/products/search?category=${encodeURIComponent(category)}&facets=true&sort=rating,desc&${query}`);
      assert.equal(response.status, 200, response.text);
      return response.body;
    };
    const everyone = await search('');
    assert.deepEqual(ids(everyone), [great, good, justUnder, unrated]);
    assert.deepEqual(everyone.facets.rating, [{ atLeast: 4, count: 2 }, { atLeast: 3, count: 3 }, { atLeast: 2, count: 3 }, { atLeast: 1, count: 3 }]);
    const fourUp = await search('minRating=4');
    assert.deepEqual(ids(fourUp), [great, good]);
    assert.deepEqual(fourUp.facets.rating, everyone.facets.rating, 'the star counts leave their own filter out');
    assert.equal(fourUp.facets.inStock, 1, 'the other counts keep it');
    assert.deepEqual(ids(await search('minRating=3&inStock=true')), [great, justUnder]);
    // A new review moves a product into the listing at once.
    await reviewThroughApi(justUnder, 5);
    assert.deepEqual(ids(await search('minRating=4')), [great, justUnder, good]);
    const bad = await t.http.get('/api/products/search?minRating=5');
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Minimum rating must be a whole number from 1 to 4\./);
  });

  test('the wishlist shows each product with its rating', async () => {
    const buyer = await createUser(t, 'BUYER');
    const productId = await insertProduct(t, seller.id);
    await insertReview(productId, 2);
    await insertReview(productId, 5);
    assert.equal((await t.http.post('/api/wishlist/add', { userId: buyer.id, productId }, { token: buyer.token })).status, 201);
    const wishlist = await t.http.get(`/api/wishlist/getWishlist?userId=${buyer.id}`, { token: buyer.token });
    assert.equal(wishlist.body.items[0].product.ratingAverage, 3.5);
    assert.equal(wishlist.body.items[0].product.ratingCount, 2);
  });

  test('migrations 0020 and 0069 backfill the aggregate and the star counts from reviews written before them', async () => {
    const { up, down } = productRatingsMigration(t.dialect);
    // 0044's trigger and 0061's index use the rating columns 0020 adds, and 0069 rewrites its triggers: undone first,
    // redone last, as the migrator would.
    const later = catalogueVersionRatingMigration(t.dialect);
    const indexes = categorySortIndexesMigration(t.dialect);
    const stars = reviewStarCountsMigration(t.dialect);
    assert.ok(down && later.down && indexes.down && stars.down, 'the migrations can be undone');
    const productId = await insertProduct(t, seller.id);
    await stars.down(t.app.db);
    await indexes.down(t.app.db);
    await later.down(t.app.db);
    await down(t.app.db);
    try {
      // Without the triggers, as before the migration.
      const username = uniqueUsername('early');
      const user = await t.app.db
        .insertInto('users')
        .values({ username, email: `${username}@example.test`, password_hash: 'not-a-real-hash', role: 'BUYER' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into reviews (product_id, user_id, rating, description, created_at)
        values (${productId}, ${user.id}, 4, '', ${new Date().toISOString()})`.execute(t.app.db);
    } finally {
      await up(t.app.db);
      await later.up(t.app.db);
      await indexes.up(t.app.db);
      await stars.up(t.app.db);
    }
    await insertReview(productId, 1);
    const product = (await t.http.get(`/api/products/${productId}`)).body;
    assert.deepEqual([product.ratingAverage, product.ratingCount, product.ratingBreakdown], [2.5, 2, [0, 1, 0, 0, 1]]);
  });
});
