import { type Kysely, sql } from 'kysely';
import { isUniqueViolation } from '../../db/helpers';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface ReviewDto {
  id: number;
  username: string;
  rating: number;
  description: string;
  createdDate: string;
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

function reviewsWithAuthor(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .select(['reviews.id', 'users.username', 'reviews.rating', 'reviews.description', 'reviews.created_at as createdDate']);
}

export interface ReviewSlice {
  page: number;
  size: number;
  ascending: boolean;
}

/** One page of a product's reviews by date (ties by id, same direction) and the total count. */
export async function listProductReviews(db: Db, productId: number, slice: ReviewSlice): Promise<{ content: ReviewDto[]; total: number }> {
  const direction = slice.ascending ? 'asc' : 'desc';
  const [content, count] = await Promise.all([
    reviewsWithAuthor(db)
      .where('reviews.product_id', '=', productId)
      .orderBy('reviews.created_at', direction)
      .orderBy('reviews.id', direction)
      .limit(slice.size)
      .offset(slice.page * slice.size)
      .execute(),
    db
      .selectFrom('reviews')
      .select(sql<number>`count(*)`.as('count'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow(),
  ]);
  return { content, total: Number(count.count) };
}

/** True when one of the user's orders has this product in DELIVERED or RESOLVED state. */
export async function hasReceived(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.order_id')
    .where('orders.user_id', '=', userId)
    .where('order_items.product_id', '=', productId)
    .where('order_items.status', 'in', ['DELIVERED', 'RESOLVED'])
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewReview {
  userId: number;
  productId: number;
  rating: number;
  description: string;
}

/** Inserts the review; 'duplicate' when the user already reviewed the product (the unique index decides). */
export async function createReview(db: Db, review: NewReview): Promise<ReviewDto | 'duplicate'> {
  try {
    const inserted = await db
      .insertInto('reviews')
      .values({
        product_id: review.productId,
        user_id: review.userId,
        rating: review.rating,
        description: review.description,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return await reviewsWithAuthor(db).where('reviews.id', '=', inserted.id).executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
