import { type Insertable, type Selectable, sql } from 'kysely';
import type { OrderItemEventsTable, OrderItemsTable, OrdersTable } from '../../db/schema';
import { nowIso } from '../../db/helpers';
import { commissionCents } from '../../lib/ledger';
import type { QueuedMail } from '../../lib/mail/outbox';
import { itemEventRow } from '../../lib/order-item-events';
import { sellerPausedText } from '../../lib/seller-standing';
import { httpError } from '../../plugins/errors';
import { PRICES_CHANGED } from './checkout.schemas';
import type { CleanAddress, PaymentSummary } from './checkout.validation';
import type { ItemJson } from './order-items-json';

// What both ways of placing an order share (checkout.repository.ts, step by step in a transaction; checkout-at-once.ts,
// PostgreSQL's one statement): the input, the refusals and their wording, and the rows an order is written as.

export interface CheckoutLine {
  productId: number;
  quantity: number;
}

export interface CheckoutInput {
  userId: number;
  idempotencyKey: string | undefined;
  /** One line per product (duplicates already merged). */
  lines: CheckoutLine[];
  subtotalCents: number;
  address: CleanAddress;
  payment: PaymentSummary;
}

/** An order as this checkout wrote it, in the shape the orders read returns (orders.repository.ts placedOrder). */
export interface PlacedOrder {
  row: Selectable<OrdersTable>;
  items: ItemJson[];
}

export interface CheckoutResult {
  orderId: number;
  /** True when the Idempotency-Key had already produced this order. */
  replayed: boolean;
  /** The new order (not for a replay): what the answer shows, with no read back. */
  placed?: PlacedOrder;
}

// orders.order_price_cents is a 32-bit integer on PostgreSQL.
const MAX_TOTAL_CENTS = 2147483647;

/** Sums quantities of repeated products and sorts by id, so stock rows are always locked in the same order (no deadlocks). */
export function mergeLines(items: ReadonlyArray<CheckoutLine>): CheckoutLine[] {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

/** A product of the cart as the checkout reads it before taking its stock. */
export interface CheckoutProduct {
  id: number;
  name: string;
  price_cents: number;
  deleted: boolean;
  seller_name: string;
  /** A disabled seller's products cannot be bought. */
  seller_disabled: boolean;
  /** Whether the buyer has reviewed it already (an earlier order): the new order's items show it. */
  reviewed: boolean;
  /** The commission rate its seller pays now (their own, else the marketplace's), in basis points: fixed on the item. */
  commission_rate_bp: number;
}

/** A product as its stock was taken: what the order's item snapshots. */
export interface TakenProduct {
  id: number;
  name: string;
  price_cents: number;
  image_url: string;
  seller_id: number;
}

/** The seller's commission rate in basis points: their override, else the marketplace's (migration 0067). */
export function commissionRateOf(sellerId: ReturnType<typeof sql.ref>) {
  return sql<number>`coalesce((select r.commission_rate_bp from seller_commission_rates r where r.seller_id = ${sellerId}),
    (select s.commission_rate_bp from marketplace_settings s where s.id = 1))`;
}

export function assertAvailable(byId: Map<number, CheckoutProduct>, lines: CheckoutLine[]): void {
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw httpError(404, 'Product not found.', `No product with id ${line.productId}.`);
    if (product.deleted) throw noLongerAvailable(product.name);
    if (product.seller_disabled) throw httpError(409, sellerPausedText(product.name), "The product's seller is disabled; it can be bought again once they are enabled.");
  }
}

/** What the lines cost at the prices of `byId` (every line's product is in it: assertAvailable first). */
export function cartTotalCents(lines: CheckoutLine[], byId: Map<number, { price_cents: number }>): number {
  return lines.reduce((sum, line) => sum + byId.get(line.productId)!.price_cents * line.quantity, 0);
}

export function assertSubtotal(expectedCents: number, serverCents: number): void {
  if (serverCents > MAX_TOTAL_CENTS) throw httpError(400, 'Order total is too large.', 'Split the purchase into smaller orders.');
  if (expectedCents !== serverCents) throw httpError(409, PRICES_CHANGED, `The cart totals ${serverCents / 100} at current prices.`);
}

export function noLongerAvailable(name: string) {
  return httpError(409, `${name} is no longer available.`, 'A product in the cart has been removed by its seller.');
}

export function notEnoughStock(name: string, quantity: number) {
  return httpError(409, `Not enough stock for ${name}.`, `Fewer than ${quantity} of ${name} are left.`);
}

/** Everything a checkout writes once its stock is taken, under the order id the database gives it. */
export interface OrderDraft {
  values: Omit<Selectable<OrdersTable>, 'id'>;
  items: Array<Omit<Insertable<OrderItemsTable>, 'order_id'>>;
  /** Each item's first timeline step. */
  events: (orderId: number) => Array<Insertable<OrderItemEventsTable>>;
  /** The buyer's confirmation and each seller's notice (lib/mail/outbox.ts), written with the order. */
  mails: (orderId: number) => QueuedMail[];
  /** Exactly what the orders read would return for it once written: no read back after the commit. */
  placed: (orderId: number) => PlacedOrder;
}

/** The order of `taken` (lines with the products as their stock was taken), priced and snapshotted. */
export function draftOrder(input: CheckoutInput, taken: Array<{ line: CheckoutLine; product: TakenProduct }>, read: Map<number, CheckoutProduct>): OrderDraft {
  const { address, payment } = input;
  const placedAt = nowIso();
  const values: OrderDraft['values'] = {
    user_id: input.userId,
    created_at: placedAt,
    order_price_cents: taken.reduce((sum, { line, product }) => sum + product.price_cents * line.quantity, 0),
    address_full_name: address.fullName,
    address_street: address.street,
    address_city: address.city,
    address_state_zip_country: address.stateZipCountry,
    payment_method: payment.method,
    card_brand: payment.cardBrand,
    card_last4: payment.cardLast4,
    card_name: payment.cardName,
    paypal_email: payment.paypalEmail,
    paynow_reference: payment.referenceNumber,
  };
  const items = taken.map(({ line, product }) => {
    const rateBp = read.get(product.id)!.commission_rate_bp;
    return {
      product_id: product.id,
      product_name: product.name,
      image_url: product.image_url,
      quantity: line.quantity,
      price_cents: product.price_cents,
      seller_id: product.seller_id,
      seller_name: read.get(product.id)!.seller_name,
      status: 'PENDING' as const,
      commission_rate_bp: rateBp,
      commission_cents: commissionCents(product.price_cents * line.quantity, rateBp),
    };
  });
  const actor = { id: input.userId, role: 'BUYER' as const };
  return {
    values,
    items,
    events: (orderId) => items.map((item) => itemEventRow({ orderId, productId: item.product_id, kind: 'PLACED', at: placedAt, actor })),
    mails: (orderId) => orderMails(orderId, input.userId, values, items),
    placed: (orderId) => ({
      row: { ...values, id: orderId },
      items: items.map((item) => ({
        productId: item.product_id,
        productName: item.product_name,
        imageUrl: item.image_url,
        quantity: item.quantity,
        priceCents: item.price_cents,
        sellerId: item.seller_id,
        sellerName: item.seller_name,
        status: item.status,
        deliveryDate: null,
        disputeReason: null,
        disputeDescription: null,
        disputeRaisedAt: null,
        disputeDueAt: null,
        disputeEscalatedAt: null,
        refundCents: 0,
        disputeWindowEndsAt: null,
        reviewed: read.get(item.product_id)!.reviewed,
        timeline: [{ kind: 'PLACED', at: placedAt, actorId: actor.id, actorRole: actor.role, carrier: null, trackingNumber: null, estimatedDelivery: null, note: null, refundCents: null }],
      })),
    }),
  };
}

/** How the order was paid, as a message may say it: never more than the card's brand and last 4 digits. */
function paymentText(payment: PaymentSummary): string {
  if (payment.method === 'CREDIT_CARD') return `${payment.cardBrand ?? 'card'} ending in ${payment.cardLast4}`;
  if (payment.method === 'PAYPAL') return `PayPal (${payment.paypalEmail})`;
  return `PayNow (reference ${payment.referenceNumber})`;
}

/** The buyer's confirmation and, for each seller, a message listing only that seller's items. */
function orderMails(orderId: number, buyerId: number, values: OrderDraft['values'], items: OrderDraft['items']): QueuedMail[] {
  const address = { fullName: values.address_full_name, street: values.address_street, city: values.address_city, stateZipCountry: values.address_state_zip_country };
  const line = (item: OrderDraft['items'][number]) => ({ name: item.product_name, quantity: item.quantity, priceCents: item.price_cents });
  const payment = paymentText({ method: values.payment_method, cardBrand: values.card_brand, cardLast4: values.card_last4, cardName: values.card_name, paypalEmail: values.paypal_email, referenceNumber: values.paynow_reference });
  const sellers = [...new Set(items.map((item) => item.seller_id))];
  return [
    { kind: 'ORDER_PLACED', userId: buyerId, dedupeKey: `ORDER_PLACED:${orderId}`, data: { orderId, items: items.map(line), totalCents: values.order_price_cents, address, payment } },
    ...sellers.map((sellerId): QueuedMail => ({
      kind: 'NEW_ORDER',
      userId: sellerId,
      dedupeKey: `NEW_ORDER:${orderId}:${sellerId}`,
      data: { orderId, items: items.filter((item) => item.seller_id === sellerId).map(line), address },
    })),
  ];
}
