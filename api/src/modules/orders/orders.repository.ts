import { type Kysely, type Selectable, sql } from 'kysely';
import { inList, preparedRead } from '../../db/prepared';
import type { Database, OrdersTable, Role } from '../../db/schema';
import { overdueProbe } from '../../lib/dispute-escalation';
import { type ItemJson, orderItemsJson } from './order-items-json';
import type { OrderDto, OrderItemDto } from './orders.schemas';

export type Db = Kysely<Database>;
type Dialect = 'sqlite' | 'postgres';
/** An order row with its buyer's name and its items (with review flags and timelines) as JSON: one statement. */
type OrderRow = Selectable<OrdersTable> & { buyer_username: string; items: string | ItemJson[] };

/** Whose eyes an order is shaped for: a seller sees only their own items and no payment details. */
export type OrderView = { kind: 'full' } | { kind: 'seller'; sellerId: number };
export const FULL_VIEW: OrderView = { kind: 'full' };

const cents = (value: number) => Math.round(value) / 100;

export function overallStatus(items: ReadonlyArray<{ status: string }>): OrderDto['overallStatus'] {
  if (items.length > 0 && items.every((item) => item.status === 'DELIVERED' || item.status === 'RESOLVED')) return 'COMPLETED';
  if (items.every((item) => item.status === 'PENDING')) return 'PENDING';
  return 'IN_PROGRESS';
}

function toItem(item: ItemJson): OrderItemDto {
  return {
    productId: item.productId,
    productName: item.productName,
    name: item.productName,
    imageUrl: item.imageUrl,
    quantity: item.quantity,
    price: cents(item.priceCents),
    sellerId: item.sellerId,
    sellerName: item.sellerName,
    status: item.status,
    deliveryDate: item.deliveryDate,
    disputeReason: item.disputeReason,
    disputeDescription: item.disputeDescription,
    disputeRaisedAt: item.disputeRaisedAt,
    disputeDueAt: item.disputeDueAt,
    disputeEscalated: item.disputeEscalatedAt !== null,
    refund: cents(item.refundCents),
    disputeOpenUntil: item.disputeWindowEndsAt,
    timeline: item.timeline.map(({ refundCents, ...step }) => ({ ...step, refund: refundCents === null ? null : cents(refundCents) })),
    reviewed: Boolean(item.reviewed),
  };
}

/** The order as the view may see it. A seller's view was read with only that seller's items (see ordersWithItems). */
function itemsOf(row: OrderRow): ItemJson[] {
  // SQLite answers the JSON as text; PostgreSQL's driver has parsed it already.
  return typeof row.items === 'string' ? (JSON.parse(row.items) as ItemJson[]) : row.items;
}

function toOrder(row: OrderRow, view: OrderView): OrderDto {
  const all = itemsOf(row);
  const itemRows = view.kind === 'seller' ? all.filter((item) => item.sellerId === view.sellerId) : all;
  const items = itemRows.map(toItem);
  const full = view.kind === 'full';
  const sellerTotal = itemRows.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
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

/** Orders (alias o) with their buyer's name and items: all items, or only seller `sellerId`'s. */
function ordersWithItems(db: Db, dialect: Dialect, sellerId?: unknown) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select('u.username as buyer_username')
    .select(sql<string | ItemJson[]>`${orderItemsJson(dialect, sellerId)}`.as('items'));
}

/** Who may see an order: its buyer and the sellers with items in it. */
export interface OrderAccess {
  userId: number;
  sellerIds: number[];
}

const orderById = preparedRead((db: Db, { orderId }: { orderId: number }, dialect) => ordersWithItems(db, dialect).where('o.id', '=', orderId));

const orderByIdProbing = preparedRead((db: Db, { orderId, at }: { orderId: number; at: string }, dialect) =>
  ordersWithItems(db, dialect).select(overdueProbe(at).as('overdue')).where('o.id', '=', orderId),
);

type ViewChoice = OrderView | ((access: OrderAccess) => OrderView);

function shaped(row: OrderRow, view: ViewChoice): OrderDto {
  if (typeof view !== 'function') return toOrder(row, view);
  const sellerIds = [...new Set(itemsOf(row).map((item) => item.sellerId))];
  return toOrder(row, view({ userId: row.user_id, sellerIds }));
}

/**
 * One order read whole (one statement), shaped for `view`, or for the view a function decides from who may see it
 * (it may throw 403/404 for the caller); null when unknown.
 */
export async function findOrder(db: Db, orderId: number, view: ViewChoice): Promise<OrderDto | null> {
  const [row] = await orderById(db, { orderId });
  return row ? shaped(row, view) : null;
}

/**
 * findOrder with the lazy escalation's probe in the same statement: `overdue` when some dispute (of any order) is
 * past its deadline and not escalated yet, so the caller escalates and reads again.
 */
export async function findOrderProbingEscalation(db: Db, orderId: number, view: ViewChoice, at: string): Promise<{ order: OrderDto | null; overdue: boolean }> {
  const [row] = await orderByIdProbing(db, { orderId, at });
  if (!row) return { order: null, overdue: false };
  return { order: shaped(row, view), overdue: Boolean(row.overdue) };
}

/** The answer for an order a checkout has just written (its row as inserted, its items as the read would shape them). */
export function placedOrder(row: Omit<OrderRow, 'buyer_username' | 'items'>, buyerUsername: string, items: ItemJson[]): OrderDto {
  return toOrder({ ...row, buyer_username: buyerUsername, items }, FULL_VIEW);
}

const buyerOrders = preparedRead((db: Db, { userId }: { userId: number }, dialect) =>
  ordersWithItems(db, dialect).where('o.user_id', '=', userId).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc'),
);

/** Every order of one buyer, newest first. */
export async function listBuyerOrders(db: Db, userId: number): Promise<OrderDto[]> {
  return (await buyerOrders(db, { userId })).map((row) => toOrder(row, FULL_VIEW));
}

export interface Slice {
  limit: number;
  offset: number;
}

const ordersPage = preparedRead((db: Db, { limit, offset }: Slice, dialect) => ordersWithItems(db, dialect).orderBy('o.id', 'desc').limit(limit).offset(offset));
// Kept by triggers (migration 0046): a few rows (spread on PostgreSQL, 0052), whatever the number of orders.
const ordersCount = preparedRead((db: Db, _values: Record<string, never>) => db.selectFrom('orders_count').select((eb) => eb.fn.sum<number>('orders').as('count')));

/** A page of all orders, newest first (ids follow creation order, and the primary key needs no extra index). */
export async function listAllOrders(db: Db, slice: Slice): Promise<{ content: OrderDto[]; total: number }> {
  const [rows, [count]] = await Promise.all([ordersPage(db, slice), ordersCount(db, {})]);
  return { content: rows.map((row) => toOrder(row, FULL_VIEW)), total: Number(count?.count ?? 0) };
}

type SellerSlice = Slice & { sellerId: number; status: ItemJson['status'] };
const sellerOrderIds = preparedRead((db: Db, { sellerId, limit, offset }: Omit<SellerSlice, 'status'>) =>
  db.selectFrom('order_items').select('order_id').distinct().where('seller_id', '=', sellerId).orderBy('order_id', 'desc').limit(limit).offset(offset),
);
const sellerOrderIdsIn = preparedRead((db: Db, { sellerId, status, limit, offset }: SellerSlice) =>
  db
    .selectFrom('order_items')
    .select('order_id')
    .distinct()
    .where('seller_id', '=', sellerId)
    .where('status', '=', status)
    .orderBy('order_id', 'desc')
    .limit(limit)
    .offset(offset),
);
const sellerOrderCount = preparedRead((db: Db, { sellerId }: { sellerId: number }) =>
  db.selectFrom('order_items').select(sql<number>`count(distinct order_id)`.as('count')).where('seller_id', '=', sellerId),
);
const sellerOrderCountIn = preparedRead((db: Db, { sellerId, status }: { sellerId: number; status: ItemJson['status'] }) =>
  db.selectFrom('order_items').select(sql<number>`count(distinct order_id)`.as('count')).where('seller_id', '=', sellerId).where('status', '=', status),
);
const sellersOrdersByIds = preparedRead((db: Db, { orderIds, sellerId }: { orderIds: readonly number[]; sellerId: number }, dialect) =>
  ordersWithItems(db, dialect, sellerId).where(inList(dialect, 'o.id', orderIds)).orderBy('o.id', 'desc'),
);

/** A page of the orders holding the seller's items (optionally one with an item in `status`), newest first. */
export async function listSellerOrders(
  db: Db,
  sellerId: number,
  status: ItemJson['status'] | undefined,
  slice: Slice,
): Promise<{ content: OrderDto[]; total: number }> {
  const [ids, [count]] = await Promise.all([
    status ? sellerOrderIdsIn(db, { sellerId, status, ...slice }) : sellerOrderIds(db, { sellerId, ...slice }),
    status ? sellerOrderCountIn(db, { sellerId, status }) : sellerOrderCount(db, { sellerId }),
  ]);
  const orderIds = ids.map((row) => row.order_id);
  const rows = orderIds.length === 0 ? [] : await sellersOrdersByIds(db, { orderIds, sellerId });
  const view: OrderView = { kind: 'seller', sellerId };
  return { content: rows.map((row) => toOrder(row, view)), total: Number(count?.count ?? 0) };
}

const userRole = preparedRead((db: Db, { userId }: { userId: number }) => db.selectFrom('users').select('role').where('id', '=', userId));

export async function findUserRole(db: Db, userId: number): Promise<Role | null> {
  const [row] = await userRole(db, { userId });
  return row?.role ?? null;
}
