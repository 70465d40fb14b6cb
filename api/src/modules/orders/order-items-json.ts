import { type RawBuilder, sql } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/** One item as the orders read returns it inside its order's row (camelCase, cents, the escalation instant). */
export interface ItemJson {
  productId: number;
  productName: string;
  imageUrl: string;
  quantity: number;
  priceCents: number;
  sellerId: number;
  sellerName: string;
  status: 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED';
  deliveryDate: string | null;
  disputeReason: string | null;
  disputeDescription: string | null;
  disputeRaisedAt: string | null;
  disputeDueAt: string | null;
  disputeEscalatedAt: string | null;
  refundCents: number;
  disputeWindowEndsAt: string | null;
  /** 0/1 from SQLite's EXISTS, true/false from PostgreSQL's. */
  reviewed: number | boolean;
  timeline: Array<{
    kind: 'PLACED' | 'SHIPPED' | 'DELIVERED' | 'DISPUTED' | 'ESCALATED' | 'RESOLVED';
    at: string;
    actorId: number | null;
    actorRole: 'BUYER' | 'SELLER' | 'ADMIN' | 'SYSTEM';
    carrier: string | null;
    trackingNumber: string | null;
    estimatedDelivery: string | null;
    note: string | null;
    refundCents: number | null;
  }>;
}

/**
 * An instant as the API answers it everywhere (JavaScript's toISOString: UTC, milliseconds, "Z"). SQLite stores that
 * text already; PostgreSQL's JSON would otherwise write its own timestamp format with an offset.
 */
function iso(dialect: Dialect, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  return dialect === 'postgres' ? sql`to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`${ref}`;
}

/** A JSON object from alternating keys and values, in each dialect's own function. */
function object(dialect: Dialect, fields: Array<[string, RawBuilder<unknown>]>): RawBuilder<unknown> {
  const parts = fields.map(([key, value]) => sql`${sql.lit(key)}, ${value}`);
  return dialect === 'postgres' ? sql`json_build_object(${sql.join(parts)})` : sql`json_object(${sql.join(parts)})`;
}

/** A JSON array of `value` over the rows of `from … where`, in `order`; empty ([]) when there are none. */
function array(dialect: Dialect, value: RawBuilder<unknown>, order: RawBuilder<unknown>, rest: RawBuilder<unknown>): RawBuilder<unknown> {
  if (dialect === 'postgres') return sql`coalesce((select json_agg(${value} order by ${order}) ${rest}), '[]'::json)`;
  // json() outside the subquery: a value loses its JSON subtype on the way out of one, and would be nested as text.
  return sql`json(coalesce((select json_group_array(${value} order by ${order}) ${rest}), '[]'))`;
}

const col = (name: string) => sql.ref(name);

/** The item's history, oldest step first. */
function timeline(dialect: Dialect): RawBuilder<unknown> {
  const step = object(dialect, [
    ['kind', col('e.kind')],
    ['at', iso(dialect, 'e.at')],
    ['actorId', col('e.actor_id')],
    ['actorRole', col('e.actor_role')],
    ['carrier', col('e.carrier')],
    ['trackingNumber', col('e.tracking_number')],
    ['estimatedDelivery', iso(dialect, 'e.estimated_delivery')],
    ['note', col('e.note')],
    ['refundCents', col('e.refund_cents')],
  ]);
  return array(dialect, step, sql`e.id`, sql`from order_item_events e where e.order_id = oi.order_id and e.product_id = oi.product_id`);
}

/**
 * The items of order `o` (optionally only those of seller `sellerId`), each with its review flag and timeline, as one
 * JSON array column: an order list is then one statement, not one for the orders, one for their items and one for the
 * timelines (on PostgreSQL each is a round trip).
 */
export function orderItemsJson(dialect: Dialect, sellerId?: unknown): RawBuilder<unknown> {
  const item = object(dialect, [
    ['productId', col('oi.product_id')],
    ['productName', col('oi.product_name')],
    ['imageUrl', col('oi.image_url')],
    ['quantity', col('oi.quantity')],
    ['priceCents', col('oi.price_cents')],
    ['sellerId', col('oi.seller_id')],
    ['sellerName', col('oi.seller_name')],
    ['status', col('oi.status')],
    ['deliveryDate', iso(dialect, 'oi.delivery_date')],
    ['disputeReason', col('oi.dispute_reason')],
    ['disputeDescription', col('oi.dispute_description')],
    ['disputeRaisedAt', iso(dialect, 'oi.dispute_raised_at')],
    ['disputeDueAt', iso(dialect, 'oi.dispute_due_at')],
    ['disputeEscalatedAt', iso(dialect, 'oi.dispute_escalated_at')],
    ['refundCents', col('oi.refund_cents')],
    ['disputeWindowEndsAt', iso(dialect, 'oi.dispute_window_ends_at')],
    ['reviewed', sql`exists(select 1 from reviews r where r.user_id = o.user_id and r.product_id = oi.product_id)`],
    ['timeline', timeline(dialect)],
  ]);
  const mine = sellerId === undefined ? sql`` : sql` and oi.seller_id = ${sellerId}`;
  return array(dialect, item, sql`oi.product_id`, sql`from order_items oi where oi.order_id = o.id${mine}`);
}
