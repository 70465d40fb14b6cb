import type { Insertable } from 'kysely';
import type { OrderItemsTable, OrdersTable, ProductsTable, ReviewsTable } from '../db/schema';
import { disputeDueAt } from '../lib/dispute-escalation';
import type { ItemEvent } from '../lib/order-item-events';
import { DEMO_CATEGORIES } from './catalogue';
import { DEMO_USERS, type DemoUser } from './demo-users';
import { demoImageUrl } from './images';
import { DEMO_ORDERS, DISPUTES, type PlannedOrder, REVIEW_TEXTS } from './orders-plan';

// Turns the demo catalogue and order plan into table rows with consistent dates: products exist
// before they are ordered, shipped items have delivery dates, disputes and reviews follow delivery.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();
/** Delivery dates are whole days; noon UTC shows as the same date in every time zone the UI is likely used in. */
const noonUtc = (ms: number) => Math.floor(ms / DAY) * DAY + 12 * HOUR;

export interface ProductInfo {
  id: number;
  name: string;
  priceCents: number;
  imageUrl: string;
  sellerId: number;
  sellerName: string;
}

function demoUser(username: string): DemoUser {
  const found = DEMO_USERS.find((user) => user.username === username);
  if (!found) throw new Error(`demo plan names an unknown user ${username}`);
  return found;
}

export function orderCreatedAt(order: PlannedOrder, now: number): number {
  return Math.floor((now - order.daysAgo * DAY) / 60_000) * 60_000;
}

/** Products interleaved across categories by age, each created at least a day before its first order. */
export function productRows(sellerIds: Map<string, number>, now: number): Insertable<ProductsTable>[] {
  const firstOrdered = new Map<string, number>();
  for (const order of DEMO_ORDERS) {
    const at = orderCreatedAt(order, now);
    for (const [name] of order.lines) firstOrdered.set(name, Math.min(firstOrdered.get(name) ?? Infinity, at));
  }
  const rows: Insertable<ProductsTable>[] = [];
  DEMO_CATEGORIES.forEach((category, categoryIndex) => {
    const sellerId = sellerIds.get(category.seller);
    if (sellerId === undefined) throw new Error(`demo catalogue names an unknown seller ${category.seller}`);
    category.products.forEach((product, index) => {
      const rank = index * DEMO_CATEGORIES.length + categoryIndex;
      const created = Math.min(now - (70 - rank) * DAY + categoryIndex * HOUR, (firstOrdered.get(product.name) ?? Infinity) - DAY);
      rows.push({
        seller_id: sellerId,
        name: product.name,
        description: product.description,
        price_cents: product.priceCents,
        image_url: demoImageUrl(category, index),
        category: category.name,
        stock: product.stock,
        deleted: product.deleted ?? false,
        created_at: iso(created),
        updated_at: iso(created),
      });
    });
  });
  return rows;
}

function paymentColumns(order: PlannedOrder, index: number, buyer: DemoUser) {
  const none = { card_brand: null, card_last4: null, card_name: null, paypal_email: null, paynow_reference: null };
  if (order.payment === 'CREDIT_CARD') {
    const visa = index % 2 === 0;
    return { ...none, card_brand: visa ? 'Visa' : 'Mastercard', card_last4: visa ? '4242' : '4444', card_name: buyer.fullName };
  }
  if (order.payment === 'PAYPAL') return { ...none, paypal_email: buyer.email };
  return { ...none, paynow_reference: `DEMO-${String(index + 1).padStart(4, '0')}` };
}

function lineProduct(products: Map<string, ProductInfo>, name: string): ProductInfo {
  const found = products.get(name);
  if (!found) throw new Error(`demo plan names an unknown product ${name}`);
  return found;
}

/** Orders in plan order; totals are the sums of their lines at the catalogue prices. */
export function orderRows(buyerIds: Map<string, number>, products: Map<string, ProductInfo>, now: number): Insertable<OrdersTable>[] {
  return DEMO_ORDERS.map((order, index) => {
    const buyer = demoUser(order.buyer);
    const total = order.lines.reduce((sum, [name, quantity]) => sum + lineProduct(products, name).priceCents * quantity, 0);
    return {
      user_id: buyerIds.get(buyer.username)!,
      created_at: iso(orderCreatedAt(order, now)),
      order_price_cents: total,
      address_full_name: buyer.fullName,
      address_street: buyer.street,
      address_city: buyer.city,
      address_state_zip_country: buyer.stateZipCountry,
      payment_method: order.payment,
      ...paymentColumns(order, index, buyer),
    };
  });
}

export interface LineRows {
  items: Insertable<OrderItemsTable>[];
  /** Each line's history, as the shop would have recorded it step by step. */
  events: ItemEvent[];
  reviews: Insertable<ReviewsTable>[];
}

/** Open disputes on orders newer than this were raised half a day ago, so the seller still has time to resolve them. */
const RECENT_ORDER_DAYS = 10;

/**
 * Order lines with their status dates and history, and the reviews buyers wrote on lines they received. Disputes
 * follow the shop's rules: each has its deadline (`resolveHours` after it was raised); an open one past it was
 * escalated to the admins at that moment, as the sweeper does; a resolved one was resolved by its seller in time.
 */
export function lineRows(orderIds: number[], buyerIds: Map<string, number>, products: Map<string, ProductInfo>, now: number, resolveHours: number): LineRows {
  const items: Insertable<OrderItemsTable>[] = [];
  const events: ItemEvent[] = [];
  const reviews: Insertable<ReviewsTable>[] = [];
  const reviewed = new Set<string>();
  let disputeTurn = 0;
  let reviewTurn = 0;
  DEMO_ORDERS.forEach((order, index) => {
    const created = orderCreatedAt(order, now);
    const buyerId = buyerIds.get(order.buyer)!;
    for (const [name, quantity, status, rating] of order.lines) {
      const product = lineProduct(products, name);
      // Shipped items expect delivery a few days out; received ones were delivered four days after ordering.
      const delivery = status === 'PENDING' ? null : status === 'SHIPPED' ? noonUtc(Math.max(created + 5 * DAY, now + 2 * DAY)) : noonUtc(created + 4 * DAY);
      const disputed = status === 'DISPUTING' || status === 'RESOLVED';
      const dispute = disputed ? DISPUTES[disputeTurn++ % DISPUTES.length]! : null;
      const raised = !disputed ? null : status === 'DISPUTING' && order.daysAgo < RECENT_ORDER_DAYS ? now - 12 * HOUR : Math.min(delivery! + DAY, now - HOUR);
      const due = raised === null ? null : disputeDueAt(iso(raised), resolveHours);
      const escalated = status === 'DISPUTING' && due !== null && Date.parse(due) <= now ? due : null;
      // Most lines ship the next day, every fourth after three days, so the seller scorecards show a real mix.
      const shipped = delivery === null ? null : Math.max(created, Math.min(created + (items.length % 4 === 3 ? 3 : 1) * DAY, now - HOUR));
      const delivered = status === 'DELIVERED' || status === 'RESOLVED' ? Math.min(delivery!, now - HOUR) : null;
      items.push({
        order_id: orderIds[index]!,
        product_id: product.id,
        product_name: product.name,
        image_url: product.imageUrl,
        quantity,
        price_cents: product.priceCents,
        seller_id: product.sellerId,
        seller_name: product.sellerName,
        status,
        delivery_date: delivery === null ? null : iso(delivery),
        dispute_reason: dispute?.[0] ?? null,
        dispute_description: dispute?.[1] ?? null,
        dispute_raised_at: raised === null ? null : iso(raised),
        dispute_due_at: due,
        dispute_escalated_at: escalated,
        shipped_at: shipped === null ? null : iso(shipped),
        delivered_at: delivered === null ? null : iso(delivered),
      });
      const sellerId = product.sellerId;
      const step = (kind: ItemEvent['kind'], at: number | string, actor: ItemEvent['actor'], extra: Partial<ItemEvent> = {}) =>
        events.push({ orderId: orderIds[index]!, productId: product.id, kind, at: typeof at === 'number' ? iso(at) : at, actor, ...extra });
      step('PLACED', created, { id: buyerId, role: 'BUYER' });
      if (shipped !== null) step('SHIPPED', shipped, { id: sellerId, role: 'SELLER' }, { estimatedDelivery: iso(delivery!) });
      if (delivered !== null) step('DELIVERED', delivered, { id: buyerId, role: 'BUYER' });
      if (raised !== null) step('DISPUTED', raised, { id: buyerId, role: 'BUYER' }, { note: dispute![0] });
      if (escalated !== null) step('ESCALATED', escalated, { id: null, role: 'SYSTEM' });
      // The seller resolved it a day after it was raised, within the deadline.
      if (status === 'RESOLVED') step('RESOLVED', Math.min(raised! + DAY, now - HOUR), { id: sellerId, role: 'SELLER' });
      const key = `${buyerId}:${product.id}`;
      if (rating === undefined || delivery === null || (status !== 'DELIVERED' && status !== 'RESOLVED') || reviewed.has(key)) continue;
      reviewed.add(key);
      const texts = REVIEW_TEXTS[rating]!;
      reviews.push({
        product_id: product.id,
        user_id: buyerId,
        rating,
        description: texts[reviewTurn++ % texts.length]!,
        created_at: iso(Math.min(delivery + (disputed ? 3 : 2) * DAY, now - HOUR)),
      });
    }
  });
  return { items, events, reviews };
}
