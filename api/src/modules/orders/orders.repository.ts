import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable, Role } from '../../db/schema';
import type { OrderDto, OrderItemDto, TimelineEventDto } from './orders.schemas';
import { itemKey, loadTimelines } from './timeline.repository';

export type Db = Kysely<Database>;
type OrderRow = Selectable<OrdersTable> & { buyer_username: string };
type ItemRow = Selectable<OrderItemsTable>;

/** Whose eyes an order is shaped for: a seller sees only their own items and no payment details. */
export type OrderView = { kind: 'full' } | { kind: 'seller'; sellerId: number };
export const FULL_VIEW: OrderView = { kind: 'full' };

const cents = (value: number) => Math.round(value) / 100;

export function overallStatus(items: ReadonlyArray<{ status: string }>): OrderDto['overallStatus'] {
  if (items.length > 0 && items.every((item) => item.status === 'DELIVERED' || item.status === 'RESOLVED')) return 'COMPLETED';
  if (items.every((item) => item.status === 'PENDING')) return 'PENDING';
  return 'IN_PROGRESS';
}

function toItem(row: ItemRow, reviewed: boolean, timeline: TimelineEventDto[]): OrderItemDto {
  return {
    productId: row.product_id,
    productName: row.product_name,
    name: row.product_name,
    imageUrl: row.image_url,
    quantity: row.quantity,
    price: cents(row.price_cents),
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    status: row.status,
    deliveryDate: row.delivery_date,
    disputeReason: row.dispute_reason,
    disputeDescription: row.dispute_description,
    disputeRaisedAt: row.dispute_raised_at,
    disputeDueAt: row.dispute_due_at,
    disputeEscalated: row.dispute_escalated_at !== null,
    timeline,
    reviewed,
  };
}

interface Extras {
  reviewed: Set<string>;
  timelines: Map<string, TimelineEventDto[]>;
}

function toOrder(row: OrderRow, itemRows: ItemRow[], extras: Extras, view: OrderView): OrderDto {
  const items = itemRows.map((item) =>
    toItem(item, extras.reviewed.has(`${row.user_id}:${item.product_id}`), extras.timelines.get(itemKey(item.order_id, item.product_id)) ?? []),
  );
  const full = view.kind === 'full';
  const sellerTotal = itemRows.reduce((sum, item) => sum + item.price_cents * item.quantity, 0);
  return {
    orderId: row.id,
    userId: row.user_id,
    buyerUsername: row.buyer_username,
    createdAt: row.created_at,
    // A seller's answer describes only their items, so its status and total do too (other sellers' lines stay private).
    overallStatus: overallStatus(items),
    orderPrice: cents(full ? row.order_price_cents : sellerTotal),
    items,
    address: {
      fullName: row.address_full_name,
      street: row.address_street,
      city: row.address_city,
      stateZipCountry: row.address_state_zip_country,
    },
    payment: {
      method: row.payment_method,
      cardBrand: full ? row.card_brand : null,
      cardLast4: full ? row.card_last4 : null,
      cardName: full ? row.card_name : null,
      paypalEmail: full ? row.paypal_email : null,
      referenceNumber: full ? row.paynow_reference : null,
    },
  };
}

function ordersWithBuyer(db: Db) {
  return db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id').selectAll('orders').select('users.username as buyer_username');
}

/** Items (optionally of one seller) and review flags for the given orders, shaped in the order given. */
async function assemble(db: Db, rows: OrderRow[], view: OrderView): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  let query = db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('order_id')
    .orderBy('product_id');
  if (view.kind === 'seller') query = query.where('seller_id', '=', view.sellerId);
  const items = await query.execute();
  const buyers = [...new Set(rows.map((row) => row.user_id))];
  const products = [...new Set(items.map((item) => item.product_id))];
  const reviews =
    products.length === 0
      ? []
      : await db.selectFrom('reviews').select(['user_id', 'product_id']).where('user_id', 'in', buyers).where('product_id', 'in', products).execute();
  const reviewed = new Set(reviews.map((review) => `${review.user_id}:${review.product_id}`));
  // A seller's view lists only their items, so only those items' timelines are ever attached.
  const timelines = await loadTimelines(
    db,
    rows.map((row) => row.id),
  );
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? [], { reviewed, timelines }, view));
}

export interface OrderAccess {
  userId: number;
  sellerIds: number[];
}

/** Buyer and the sellers with items in the order, for access checks; null if the order does not exist. */
export async function findOrderAccess(db: Db, orderId: number): Promise<OrderAccess | null> {
  const order = await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const sellers = await db.selectFrom('order_items').select('seller_id').distinct().where('order_id', '=', orderId).execute();
  return { userId: order.user_id, sellerIds: sellers.map((row) => row.seller_id) };
}

export async function findOrder(db: Db, orderId: number, view: OrderView): Promise<OrderDto | null> {
  const row = await ordersWithBuyer(db).where('orders.id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const [order] = await assemble(db, [row], view);
  return order ?? null;
}

/** Every order of one buyer, newest first. */
export async function listBuyerOrders(db: Db, userId: number): Promise<OrderDto[]> {
  const rows = await ordersWithBuyer(db).where('orders.user_id', '=', userId).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').execute();
  return assemble(db, rows, FULL_VIEW);
}

export interface Slice {
  limit: number;
  offset: number;
}

/** A page of all orders, newest first (ids follow creation order, and the primary key needs no extra index). */
export async function listAllOrders(db: Db, slice: Slice): Promise<{ content: OrderDto[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordersWithBuyer(db).orderBy('orders.id', 'desc').limit(slice.limit).offset(slice.offset).execute(),
    db.selectFrom('orders').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { content: await assemble(db, rows, FULL_VIEW), total: Number(count.count) };
}

/** A page of the orders holding the seller's items (optionally one with an item in `status`), newest first. */
export async function listSellerOrders(
  db: Db,
  sellerId: number,
  status: ItemRow['status'] | undefined,
  slice: Slice,
): Promise<{ content: OrderDto[]; total: number }> {
  let matching = db.selectFrom('order_items').where('seller_id', '=', sellerId);
  if (status) matching = matching.where('status', '=', status);
  const [ids, count] = await Promise.all([
    matching.select('order_id').distinct().orderBy('order_id', 'desc').limit(slice.limit).offset(slice.offset).execute(),
    matching.select(sql<number>`count(distinct order_id)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const orderIds = ids.map((row) => row.order_id);
  const rows = orderIds.length === 0 ? [] : await ordersWithBuyer(db).where('orders.id', 'in', orderIds).orderBy('orders.id', 'desc').execute();
  return { content: await assemble(db, rows, { kind: 'seller', sellerId }), total: Number(count.count) };
}

export async function findUserRole(db: Db, userId: number): Promise<Role | null> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}
