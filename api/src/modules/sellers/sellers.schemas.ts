import { Type } from 'typebox';

/** A share as its two counts: `count` of `of` (the front end shows the percentage; `of` 0 means no data yet). */
export const RatioSchema = Type.Object({ count: Type.Integer({ minimum: 0 }), of: Type.Integer({ minimum: 0 }) });

/** The seller scorecard, computed from real orders and reviews (PRODUCT.md §4 statuses). */
export const SellerScorecardSchema = Type.Object({
  /** Mean of the reviews of the seller's products, null before the first review. */
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  reviewCount: Type.Integer({ minimum: 0 }),
  /** Order items sold, any status. */
  itemsSold: Type.Integer({ minimum: 0 }),
  /** Items shipped within 2 days of the order, of the items shipped or pending for more than 2 days. */
  shippedWithin2Days: RatioSchema,
  /** Items the buyer marked delivered, of the items shipped. */
  delivered: RatioSchema,
  /** Items disputed, of the items shipped (only shipped items can be disputed). */
  disputed: RatioSchema,
  /** Disputes the seller resolved, of the disputes raised. */
  disputesResolved: RatioSchema,
});

export const SellerProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** When the seller registered (ISO instant). */
  memberSince: Type.String(),
  liveProducts: Type.Integer({ minimum: 0 }),
  scorecard: SellerScorecardSchema,
});
