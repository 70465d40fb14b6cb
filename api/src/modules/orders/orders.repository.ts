import { type Kysely, type Selectable, sql } from 'kysely';
import { inList, preparedRead } from '../../db/prepared';
import type { Database, OrderItemsTable, OrdersTable, Role } from '../../db/schema';
import type { OrderDto, OrderItemDto, TimelineEventDto } from './orders.schemas';
import { itemKey, loadTimelines } from './timeline.repository';

export type Db = Kysely<Database>;
type OrderRow = Selectable<OrdersTable> & { buyer_username: string };
type ItemRow = Omit<Selectable<OrderItemsTable>, 'shipped_at' | 'delivered_at'> & { reviewed: number | boolean };

/** What an order's item answers with (the scorecard's shipped_at/delivered_at copies are not part of it). */
const ITEM_COLUMNS = [
  'order_items.order_id',
  'order_items.product_id',
  'order_items.product_name',
  'order_items.image_url',
  'order_items.quantity',
  'order_items.price_cents',
  'order_items.seller_id',
  'order_items.seller_name',
  'order_items.status',
  'order_items.delivery_date',
  'order_items.dispute_reason',
  'order_items.dispute_description',
  'order_items.dispute_raised_at',
  'order_items.dispute_due_at',
  'order_items.dispute_escalated_at',
] as const;

/** Whose eyes an order is shaped for: a seller sees only their own items and no payment details. */
export type OrderView = { kind: 'full' } | { kind: 'seller'; sellerId: number };
export const FULL_VIEW: OrderView = { kind: 'full' };

const cents = (value: number) => Math.round(value) / 100;

export function overallStatus(items: ReadonlyArray<{ status: string }>): OrderDto['overallStatus'] {
  if (items.length > 0 && items.every((item) => item.status === 'DELIVERED' || item.status === 'RESOLVED')) return 'COMPLETED';
  if (items.every((item) => item.status === 'PENDING')) return 'PENDING';
  return 'IN_PROGRESS';
}

function toItem(row: ItemRow, timeline: TimelineEventDto[]): OrderItemDto {
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
    // 0/1 from SQLite's EXISTS, a boolean from PostgreSQL's.
    reviewed: Boolean(row.reviewed),
  };
}

function toOrder(row: OrderRow, itemRows: ItemRow[], timelines: Map<string, TimelineEventDto[]>, view: OrderView): OrderDto {
  const items = itemRows.map((item) => toItem(item, timelines.get(itemKey(item.order_id, item.product_id)) ?? []));
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

/** Items of the given orders, each with whether its buyer has reviewed that product. */
function itemsWithReviewed(db: Db, orderIds: readonly number[], dialect: 'sqlite' | 'postgres') {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(ITEM_COLUMNS)
    .select((eb) =>
      eb
        .exists(eb.selectFrom('reviews').select('reviews.id').whereRef('reviews.user_id', '=', 'orders.user_id').whereRef('reviews.product_id', '=', 'order_items.product_id'))
        .as('reviewed'),
    )
    .where(inList(dialect, 'order_items.order_id', orderIds))
    .orderBy('order_items.order_id')
    .orderBy('order_items.product_id');
}

// Every read of an order list is prepared once (db/prepared.ts); lists of ids are bound as one value.
const itemsOf = preparedRead((db: Db, { orderIds }: { orderIds: readonly number[] }, dialect) => itemsWithReviewed(db, orderIds, dialect));
const sellerItemsOf = preparedRead((db: Db, { orderIds, sellerId }: { orderIds: readonly number[]; sellerId: number }, dialect) =>
  itemsWithReviewed(db, orderIds, dialect).where('order_items.seller_id', '=', sellerId),
);

/** Items (optionally of one seller) with their review flags and timelines for the given orders, in the order given. */
async function assemble(db: Db, rows: OrderRow[], view: OrderView): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [items, timelines] = await Promise.all([
    view.kind === 'seller' ? sellerItemsOf(db, { orderIds, sellerId: view.sellerId }) : itemsOf(db, { orderIds }),
    // A seller's view lists only their items, so only those items' timelines are ever attached.
    loadTimelines(db, orderIds),
  ]);
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id);
    if (list) list.push(item);
    else byOrder.set(item.order_id, [item]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? [], timelines, view));
}

export interface OrderAccess {
  userId: number;
  sellerIds: number[];
}

const orderBuyer = preparedRead((db: Db, { orderId }: { orderId: number }) => db.selectFrom('orders').select('user_id').where('id', '=', orderId));
const orderSellers = preparedRead((db: Db, { orderId }: { orderId: number }) =>
  db.selectFrom('order_items').select('seller_id').distinct().where('order_id', '=', orderId),
);

/** Buyer and the sellers with items in the order, for access checks; null if the order does not exist. */
export async function findOrderAccess(db: Db, orderId: number): Promise<OrderAccess | null> {
  const [order] = await orderBuyer(db, { orderId });
  if (!order) return null;
  const sellers = await orderSellers(db, { orderId });
  return { userId: order.user_id, sellerIds: sellers.map((row) => row.seller_id) };
}

const orderById = preparedRead((db: Db, { orderId }: { orderId: number }) => ordersWithBuyer(db).where('orders.id', '=', orderId));

export async function findOrder(db: Db, orderId: number, view: OrderView): Promise<OrderDto | null> {
  const [row] = await orderById(db, { orderId });
  if (!row) return null;
  const [order] = await assemble(db, [row], view);
  return order ?? null;
}

const buyerOrders = preparedRead((db: Db, { userId }: { userId: number }) =>
  ordersWithBuyer(db).where('orders.user_id', '=', userId).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc'),
);

/** Every order of one buyer, newest first. */
export async function listBuyerOrders(db: Db, userId: number): Promise<OrderDto[]> {
  return assemble(db, await buyerOrders(db, { userId }), FULL_VIEW);
}

export interface Slice {
  limit: number;
  offset: number;
}

const ordersPage = preparedRead((db: Db, { limit, offset }: Slice) => ordersWithBuyer(db).orderBy('orders.id', 'desc').limit(limit).offset(offset));
// Kept by triggers (migration 0046): one row, whatever the number of orders.
const ordersCount = preparedRead((db: Db, _values: Record<string, never>) => db.selectFrom('orders_count').select('orders as count').where('id', '=', 1));

/** A page of all orders, newest first (ids follow creation order, and the primary key needs no extra index). */
export async function listAllOrders(db: Db, slice: Slice): Promise<{ content: OrderDto[]; total: number }> {
  const [rows, [count]] = await Promise.all([ordersPage(db, slice), ordersCount(db, {})]);
  return { content: await assemble(db, rows, FULL_VIEW), total: Number(count?.count ?? 0) };
}

type SellerSlice = Slice & { sellerId: number; status: ItemRow['status'] };
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
const sellerOrderCountIn = preparedRead((db: Db, { sellerId, status }: { sellerId: number; status: ItemRow['status'] }) =>
  db.selectFrom('order_items').select(sql<number>`count(distinct order_id)`.as('count')).where('seller_id', '=', sellerId).where('status', '=', status),
);
const ordersByIds = preparedRead((db: Db, { orderIds }: { orderIds: readonly number[] }, dialect) =>
  ordersWithBuyer(db).where(inList(dialect, 'orders.id', orderIds)).orderBy('orders.id', 'desc'),
);

/** A page of the orders holding the seller's items (optionally one with an item in `status`), newest first. */
export async function listSellerOrders(
  db: Db,
  sellerId: number,
  status: ItemRow['status'] | undefined,
  slice: Slice,
): Promise<{ content: OrderDto[]; total: number }> {
  const [ids, [count]] = await Promise.all([
    status ? sellerOrderIdsIn(db, { sellerId, status, ...slice }) : sellerOrderIds(db, { sellerId, ...slice }),
    status ? sellerOrderCountIn(db, { sellerId, status }) : sellerOrderCount(db, { sellerId }),
  ]);
  const orderIds = ids.map((row) => row.order_id);
  const rows = orderIds.length === 0 ? [] : await ordersByIds(db, { orderIds });
  return { content: await assemble(db, rows, { kind: 'seller', sellerId }), total: Number(count?.count ?? 0) };
}

const userRole = preparedRead((db: Db, { userId }: { userId: number }) => db.selectFrom('users').select('role').where('id', '=', userId));

export async function findUserRole(db: Db, userId: number): Promise<Role | null> {
  const [row] = await userRole(db, { userId });
  return row?.role ?? null;
}
