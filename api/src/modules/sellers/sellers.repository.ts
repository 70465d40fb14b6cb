import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Static } from 'typebox';
import type { SellerProfileSchema, SellerScorecardSchema } from './sellers.schemas';

type Db = Kysely<Database>;
export type SellerProfile = Static<typeof SellerProfileSchema>;
export type SellerScorecard = Static<typeof SellerScorecardSchema>;

const SHIP_WITHIN_MS = 2 * 86_400_000;

/** The order's time plus the 2-day shipping window, on each dialect (SQLite keeps ISO text that compares as time). */
function shipDeadline(dialect: DialectName): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`orders.created_at + interval '2 days'`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', orders.created_at, '+2 days')`;
}

/** A seller's name and registration time; null for an unknown id or a user who is not a seller. */
export async function findSeller(db: Db, id: number): Promise<{ id: number; name: string; memberSince: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username as name', 'created_at as memberSince'])
    .where('id', '=', id)
    .where('role', '=', 'SELLER')
    .executeTakeFirst();
  return row ?? null;
}

const count = (condition: RawBuilder<unknown>) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/**
 * One pass over the seller's order items (the (seller_id, order_id) index, each joined to its order by key),
 * one over their products' reviews (seller index, then reviews by product). Items moved before shipped_at and
 * delivered_at existed count by status where the status tells (delivered) and are left out where it cannot (timing).
 */
export async function sellerScorecard(db: Db, dialect: DialectName, sellerId: number, now = Date.now()): Promise<SellerScorecard> {
  const windowClosedBefore = new Date(now - SHIP_WITHIN_MS).toISOString();
  const items = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      sql<number>`count(*)`.as('sold'),
      count(sql`order_items.shipped_at is not null and order_items.shipped_at <= ${shipDeadline(dialect)}`).as('onTime'),
      count(sql`order_items.shipped_at is not null or (order_items.status = 'PENDING' and orders.created_at < ${windowClosedBefore})`).as('onTimeOf'),
      count(sql`order_items.status <> 'PENDING'`).as('shipped'),
      count(sql`order_items.delivered_at is not null or order_items.status = 'DELIVERED'`).as('delivered'),
      count(sql`order_items.status in ('DISPUTING', 'RESOLVED')`).as('disputed'),
      count(sql`order_items.status = 'RESOLVED'`).as('resolved'),
    ])
    .where('order_items.seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const ratings = await db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select([sql<number | null>`avg(reviews.rating)`.as('average'), sql<number>`count(*)`.as('reviews')])
    .where('products.seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const n = (value: unknown) => Number(value ?? 0);
  return {
    averageRating: ratings.average === null ? null : Math.round(Number(ratings.average) * 100) / 100,
    reviewCount: n(ratings.reviews),
    itemsSold: n(items.sold),
    shippedWithin2Days: { count: n(items.onTime), of: n(items.onTimeOf) },
    delivered: { count: n(items.delivered), of: n(items.shipped) },
    disputed: { count: n(items.disputed), of: n(items.shipped) },
    disputesResolved: { count: n(items.resolved), of: n(items.disputed) },
  };
}

/** Live products the seller offers (the storefront page lists them). */
export async function countLiveProducts(db: Db, sellerId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select(sql<number>`count(*)`.as('total'))
    .where('seller_id', '=', sellerId)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
