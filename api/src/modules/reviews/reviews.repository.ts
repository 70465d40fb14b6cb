import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/helpers';
import { preparedRead } from '../../db/prepared';
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

type PageValues = { productId: number; limit: number; offset: number };
/**
 * A page of a product's reviews by date (ties by id, same direction), each row carrying the product's review count,
 * kept on its row by the reviews' triggers (migration 0020): a page with reviews is one read, its total in the same
 * snapshot. The page's ids are read first, from the index holding the whole order (migration 0078), so only they are
 * joined to their rows and authors, whatever plan PostgreSQL keeps for the prepared statement (a kept plan read, joined
 * and sorted every review of a much-reviewed product).
 */
function pageOfReviews(direction: 'asc' | 'desc') {
  return preparedRead((db: Db, { productId, limit, offset }: PageValues) => {
    const page = db
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', productId)
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(limit)
      .offset(offset)
      .as('page');
    return reviewsWithAuthor(db)
      .innerJoin(page, 'page.id', 'reviews.id')
      .select((eb) => eb.selectFrom('products').select('rating_count').where('products.id', '=', productId).as('total'))
      .orderBy('reviews.created_at', direction)
      .orderBy('reviews.id', direction);
  });
}
const newestFirst = pageOfReviews('desc');
const oldestFirst = pageOfReviews('asc');
const reviewCount = preparedRead((db: Db, { productId }: { productId: number }) => db.selectFrom('products').select('rating_count').where('id', '=', productId));

/** One page of a product's reviews and their total; null for an unknown product. */
export async function listProductReviews(db: Db, productId: number, slice: ReviewSlice): Promise<{ content: ReviewDto[]; total: number } | null> {
  const rows = await (slice.ascending ? oldestFirst : newestFirst)(db, { productId, limit: slice.size, offset: slice.page * slice.size });
  // Each row keeps its `total` column: the route's schema leaves it out of the answer.
  if (rows.length > 0) return { content: rows, total: Number(rows[0]!.total) };
  // No review on this page: the product's own row says whether it exists, and its count.
  const [product] = await reviewCount(db, { productId });
  return product ? { content: [], total: Number(product.rating_count) } : null;
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
