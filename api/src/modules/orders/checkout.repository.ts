import { type Insertable, type Selectable, sql, type Transaction } from 'kysely';
import { nowIso } from '../../db/helpers';
import { dialectOf } from '../../db/prepared';
import type { Database, OrderItemsTable, OrdersTable } from '../../db/schema';
import { outboxRows, queueMail, type QueuedMail } from '../../lib/mail/outbox';
import { commissionCents } from '../../lib/ledger';
import { type EventActor, itemEventRow, recordItemEvents } from '../../lib/order-item-events';
import { httpError } from '../../plugins/errors';
import { sellerPausedText } from '../../lib/seller-standing';
import { PRICES_CHANGED } from './checkout.schemas';
import type { CleanAddress, PaymentSummary } from './checkout.validation';
import type { ItemJson } from './order-items-json';
import type { Db } from './orders.repository';

type Trx = Transaction<Database>;

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
interface CheckoutProduct {
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

/** The seller's commission rate in basis points: their override, else the marketplace's (migration 0067). */
function commissionRateOf(sellerId: ReturnType<typeof sql.ref>) {
  return sql<number>`coalesce((select r.commission_rate_bp from seller_commission_rates r where r.seller_id = ${sellerId}),
    (select s.commission_rate_bp from marketplace_settings s where s.id = 1))`;
}

/** Whether this checkout claimed its Idempotency-Key (always, without one), and its products by id. */
interface ClaimedRead {
  claimed: boolean;
  products: Map<number, CheckoutProduct>;
  /** PostgreSQL: the new order's id, drawn from its sequence up front so every write can name it in one statement. */
  reservedOrderId?: number;
}

/**
 * Claims the key before anything else: a concurrent duplicate blocks on the key's primary key until this transaction
 * ends, then finds it used. Then reads the products.
 */
async function claimThenRead(trx: Trx, input: CheckoutInput): Promise<ClaimedRead> {
  if (input.idempotencyKey !== undefined) {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: input.userId, key: input.idempotencyKey, order_id: null, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return { claimed: false, products: new Map() };
  }
  const rows = await trx
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.seller_id')
    .select(['products.id', 'products.name', 'products.price_cents', 'products.deleted', 'users.username as seller_name', 'users.disabled as seller_disabled'])
    .select((eb) => eb.exists(eb.selectFrom('reviews').select('reviews.id').where('reviews.user_id', '=', input.userId).whereRef('reviews.product_id', '=', 'products.id')).as('reviewed'))
    .select(commissionRateOf(sql.ref('products.seller_id')).as('commission_rate_bp'))
    .where(
      'products.id',
      'in',
      input.lines.map((line) => line.productId),
    )
    .execute();
  return { claimed: true, products: new Map(rows.map((row) => [row.id, { ...row, reviewed: Boolean(row.reviewed) }])) };
}

/**
 * PostgreSQL: the same claim and read as one statement (data-modifying WITH), one round trip fewer per checkout, which
 * also draws the order's id (a checkout that fails leaves a gap in the ids, as any rolled-back insert would). The
 * claim waits for a concurrent duplicate exactly as above; `wanted` yields a row per line, found or not, so the
 * claim's answer always comes back. With no key the claim inserts nothing (a bound condition: one statement text).
 */
async function claimAndRead(trx: Trx, input: CheckoutInput): Promise<ClaimedRead> {
  const key = input.idempotencyKey;
  const { rows } = await sql<Omit<CheckoutProduct, 'id'> & { id: number | null; claimed: boolean; order_id: string }>`
    with claimed as (
      insert into idempotency_keys (user_id, key, order_id, created_at)
      select ${input.userId}, ${key ?? ''}, null, ${nowIso()} where ${key !== undefined}
      on conflict (user_id, key) do nothing
      returning key
    ), next_order as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
    select ${key === undefined} or exists (select 1 from claimed) as claimed, (select id from next_order) as order_id,
      p.id, p.name, p.price_cents, p.deleted, u.username as seller_name, u.disabled as seller_disabled,
      exists (select 1 from reviews r where r.user_id = ${input.userId} and r.product_id = p.id) as reviewed,
      ${commissionRateOf(sql.ref('p.seller_id'))} as commission_rate_bp
    from unnest(${input.lines.map((line) => line.productId)}::integer[]) as wanted (id)
    left join products p on p.id = wanted.id
    left join users u on u.id = p.seller_id`.execute(trx);
  const products = new Map<number, CheckoutProduct>();
  for (const { claimed: _claimed, order_id: _orderId, id, ...row } of rows) if (id !== null) products.set(id, { id, ...row });
  // bigint arrives as text; order ids stay far below 2^53.
  return { claimed: rows[0]?.claimed ?? true, products, reservedOrderId: rows[0] ? Number(rows[0].order_id) : undefined };
}

/** The order a used key produced; 409 while the checkout that claimed it is still running. */
async function orderOfUsedKey(trx: Trx, userId: number, key: string): Promise<number> {
  const existing = await trx.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  if (existing?.order_id == null) throw httpError(409, 'This checkout is already being processed.', 'Retry the request with the same Idempotency-Key.');
  return existing.order_id;
}

function assertAvailable(byId: Map<number, CheckoutProduct>, lines: CheckoutLine[]): void {
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw httpError(404, 'Product not found.', `No product with id ${line.productId}.`);
    if (product.deleted) throw httpError(409, `${product.name} is no longer available.`, 'A product in the cart has been removed by its seller.');
    if (product.seller_disabled) throw httpError(409, sellerPausedText(product.name), "The product's seller is disabled; it can be bought again once they are enabled.");
  }
}

function assertSubtotal(expectedCents: number, serverCents: number): void {
  if (serverCents > MAX_TOTAL_CENTS) throw httpError(400, 'Order total is too large.', 'Split the purchase into smaller orders.');
  if (expectedCents !== serverCents) throw httpError(409, PRICES_CHANGED, `The cart totals ${serverCents / 100} at current prices.`);
}

/** Takes the stock of one line; the WHERE clause makes concurrent buyers unable to oversell. */
async function takeStock(trx: Trx, line: CheckoutLine, name: string) {
  const row = await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
    .where('id', '=', line.productId)
    .where('stock', '>=', line.quantity)
    .where('deleted', '=', false)
    .returning(['id', 'name', 'price_cents', 'image_url', 'seller_id'])
    .executeTakeFirst();
  if (row) return row;
  const current = await trx.selectFrom('products').select('deleted').where('id', '=', line.productId).executeTakeFirst();
  if (current?.deleted) throw httpError(409, `${name} is no longer available.`, 'A product in the cart has been removed by its seller.');
  throw httpError(409, `Not enough stock for ${name}.`, `Fewer than ${line.quantity} of ${name} are left.`);
}

/**
 * The whole checkout in one transaction: key claimed, prices re-read and checked against the buyer's subtotal,
 * stock taken, order and item snapshots written, bought lines removed from the cart. Any error rolls it all back.
 */
export function placeOrder(db: Db, input: CheckoutInput): Promise<CheckoutResult> {
  return db.transaction().execute(async (trx) => {
    const postgres = dialectOf(trx) === 'postgres';
    const { claimed, products, reservedOrderId } = postgres ? await claimAndRead(trx, input) : await claimThenRead(trx, input);
    if (!claimed) return { orderId: await orderOfUsedKey(trx, input.userId, input.idempotencyKey!), replayed: true };
    assertAvailable(products, input.lines);
    const priceOf = (line: CheckoutLine) => products.get(line.productId)!.price_cents * line.quantity;
    assertSubtotal(input.subtotalCents, input.lines.reduce((sum, line) => sum + priceOf(line), 0));

    const taken = [];
    for (const line of input.lines) taken.push({ line, row: await takeStock(trx, line, products.get(line.productId)!.name) });
    // Prices read under the row lock are the ones charged; a change since the first read is caught here.
    const totalCents = taken.reduce((sum, { line, row }) => sum + row.price_cents * line.quantity, 0);
    assertSubtotal(input.subtotalCents, totalCents);

    const { address, payment } = input;
    const placedAt = nowIso();
    const values: Omit<Selectable<OrdersTable>, 'id'> = {
      user_id: input.userId,
      created_at: placedAt,
      order_price_cents: totalCents,
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
    const items = taken.map(({ line, row }) => {
      const rateBp = products.get(row.id)!.commission_rate_bp;
      return {
        product_id: row.id,
        product_name: row.name,
        image_url: row.image_url,
        quantity: line.quantity,
        price_cents: row.price_cents,
        seller_id: row.seller_id,
        seller_name: products.get(row.id)!.seller_name,
        status: 'PENDING' as const,
        commission_rate_bp: rateBp,
        commission_cents: commissionCents(row.price_cents * line.quantity, rateBp),
      };
    });
    const actor = { id: input.userId, role: 'BUYER' as const };
    const written: OrderWrites = { values, items, actor, placedAt, mailsFor: (orderId) => orderMails(orderId, input.userId, values, items) };
    const orderId = postgres ? await writeOrderAtOnce(trx, input, written, reservedOrderId!) : await writeOrderStepByStep(trx, input, written);
    // Exactly what the orders read would return for it now: no read back after the commit.
    const placed: PlacedOrder = {
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
        reviewed: products.get(item.product_id)!.reviewed,
        timeline: [{ kind: 'PLACED', at: placedAt, actorId: actor.id, actorRole: actor.role, carrier: null, trackingNumber: null, estimatedDelivery: null, note: null, refundCents: null }],
      })),
    };
    return { orderId, replayed: false, placed };
  });
}

/** How the order was paid, as a message may say it: never more than the card's brand and last 4 digits. */
function paymentText(payment: PaymentSummary): string {
  if (payment.method === 'CREDIT_CARD') return `${payment.cardBrand ?? 'card'} ending in ${payment.cardLast4}`;
  if (payment.method === 'PAYPAL') return `PayPal (${payment.paypalEmail})`;
  return `PayNow (reference ${payment.referenceNumber})`;
}

/** The buyer's confirmation and, for each seller, a message listing only that seller's items. */
function orderMails(orderId: number, buyerId: number, values: OrderWrites['values'], items: OrderWrites['items']): QueuedMail[] {
  const address = { fullName: values.address_full_name, street: values.address_street, city: values.address_city, stateZipCountry: values.address_state_zip_country };
  const line = (item: OrderWrites['items'][number]) => ({ name: item.product_name, quantity: item.quantity, priceCents: item.price_cents });
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

/**
 * What a checkout writes once its stock is taken: the order, its items (without the order's id yet), who placed it,
 * and the e-mails it queues (lib/mail/outbox.ts), in the same transaction.
 */
interface OrderWrites {
  values: Omit<Selectable<OrdersTable>, 'id'>;
  items: Array<Omit<Insertable<OrderItemsTable>, 'order_id'>>;
  actor: EventActor;
  placedAt: string;
  mailsFor: (orderId: number) => QueuedMail[];
}

/**
 * SQLite (no writes inside WITH): the order, then its items (the database writes their ledger entries, migration
 * 0067), their first timeline step, the key, the cart and the e-mails.
 */
async function writeOrderStepByStep(trx: Trx, input: CheckoutInput, { values, items, actor, placedAt, mailsFor }: OrderWrites): Promise<number> {
  const order = await trx.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(items.map((item) => ({ ...item, order_id: order.id })))
    .execute();
  await recordItemEvents(
    trx,
    items.map((item) => ({ orderId: order.id, productId: item.product_id, kind: 'PLACED' as const, at: placedAt, actor })),
  );
  if (input.idempotencyKey !== undefined) {
    await trx.updateTable('idempotency_keys').set({ order_id: order.id }).where('user_id', '=', input.userId).where('key', '=', input.idempotencyKey).execute();
  }
  await trx.deleteFrom('cart_items').where('user_id', '=', input.userId).where('product_id', 'in', items.map((item) => item.product_id)).execute();
  await queueMail(trx, mailsFor(order.id));
  return order.id;
}

/**
 * PostgreSQL: the same six writes as one statement (data-modifying WITH), one round trip instead of six, under the
 * order id claimAndRead drew. The foreign keys are checked at the end of the statement, when every row is in.
 */
async function writeOrderAtOnce(trx: Trx, input: CheckoutInput, { values, items, actor, placedAt, mailsFor }: OrderWrites, orderId: number): Promise<number> {
  const events = items.map((item) => itemEventRow({ orderId, productId: item.product_id, kind: 'PLACED', at: placedAt, actor }));
  const productIds = items.map((item) => item.product_id);
  const key = input.idempotencyKey;
  await trx
    .with('new_order', (db) => db.insertInto('orders').values({ ...values, id: orderId }))
    .with('new_items', (db) => db.insertInto('order_items').values(items.map((item) => ({ ...item, order_id: orderId }))))
    .with('new_events', (db) => db.insertInto('order_item_events').values(events))
    .with('key_used', (db) =>
      // With no key this updates nothing (the condition is a bound value: one statement text either way).
      db
        .updateTable('idempotency_keys')
        .set({ order_id: orderId })
        .where('user_id', '=', input.userId)
        .where('key', '=', key ?? '')
        .where(sql<boolean>`${key !== undefined}`),
    )
    .with('cart_emptied', (db) => db.deleteFrom('cart_items').where('user_id', '=', input.userId).where('product_id', '=', sql<number>`any(${productIds})`))
    .with('mail_queued', (db) => db.insertInto('mail_outbox').values(outboxRows(mailsFor(orderId))).onConflict((conflict) => conflict.column('dedupe_key').doNothing()))
    .selectNoFrom(sql<number>`1`.as('done'))
    .execute();
  return orderId;
}
