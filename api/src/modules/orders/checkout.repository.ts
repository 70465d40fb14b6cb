import { sql, type Transaction } from 'kysely';
import { nowIso } from '../../db/helpers';
import { dialectOf } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { queueMail } from '../../lib/mail/outbox';
import { httpError } from '../../plugins/errors';
import { placeOrderAtOnce } from './checkout-at-once';
import {
  assertAvailable,
  assertSubtotal,
  type CheckoutInput,
  type CheckoutLine,
  type CheckoutProduct,
  type CheckoutResult,
  cartTotalCents,
  commissionRateOf,
  draftOrder,
  noLongerAvailable,
  notEnoughStock,
} from './checkout-draft';
import type { Db } from './orders.repository';

type Trx = Transaction<Database>;

/**
 * Places an order. PostgreSQL first tries it as one statement (checkout-at-once.ts); whatever that statement cannot
 * settle (a used Idempotency-Key, a race lost since its read) and SQLite go step by step in one transaction below.
 */
export async function placeOrder(db: Db, input: CheckoutInput): Promise<CheckoutResult> {
  if (dialectOf(db) === 'postgres') {
    const placed = await placeOrderAtOnce(db, input);
    if (placed) return placed;
  }
  return placeOrderStepByStep(db, input);
}

/**
 * Claims the key before anything else: a concurrent duplicate blocks on the key's primary key until this transaction
 * ends, then finds it used. Then reads the products. Answers undefined when the key was used already.
 */
async function claimThenRead(trx: Trx, input: CheckoutInput): Promise<Map<number, CheckoutProduct> | undefined> {
  if (input.idempotencyKey !== undefined) {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: input.userId, key: input.idempotencyKey, order_id: null, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return undefined;
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
  return new Map(rows.map((row) => [row.id, { ...row, reviewed: Boolean(row.reviewed) }]));
}

/** The order a used key produced; 409 while the checkout that claimed it is still running. */
async function orderOfUsedKey(trx: Trx, userId: number, key: string): Promise<number> {
  const existing = await trx.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  if (existing?.order_id == null) throw httpError(409, 'This checkout is already being processed.', 'Retry the request with the same Idempotency-Key.');
  return existing.order_id;
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
  if (current?.deleted) throw noLongerAvailable(name);
  throw notEnoughStock(name, line.quantity);
}

/**
 * The whole checkout in one transaction: key claimed, prices re-read and checked against the buyer's subtotal,
 * stock taken, order and item snapshots written (the database writes their ledger entries, migration 0067), their
 * first timeline step, the key marked used, bought lines removed from the cart, e-mails queued. Any error rolls it
 * all back.
 */
function placeOrderStepByStep(db: Db, input: CheckoutInput): Promise<CheckoutResult> {
  return db.transaction().execute(async (trx) => {
    const products = await claimThenRead(trx, input);
    if (!products) return { orderId: await orderOfUsedKey(trx, input.userId, input.idempotencyKey!), replayed: true };
    assertAvailable(products, input.lines);
    assertSubtotal(input.subtotalCents, cartTotalCents(input.lines, products));

    const taken = [];
    for (const line of input.lines) taken.push({ line, product: await takeStock(trx, line, products.get(line.productId)!.name) });
    const draft = draftOrder(input, taken, products);
    // Prices read under the row lock are the ones charged; a change since the first read is caught here.
    assertSubtotal(input.subtotalCents, draft.values.order_price_cents);

    const order = await trx.insertInto('orders').values(draft.values).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(draft.items.map((item) => ({ ...item, order_id: order.id })))
      .execute();
    await trx.insertInto('order_item_events').values(draft.events(order.id)).execute();
    if (input.idempotencyKey !== undefined) {
      await trx.updateTable('idempotency_keys').set({ order_id: order.id }).where('user_id', '=', input.userId).where('key', '=', input.idempotencyKey).execute();
    }
    await trx.deleteFrom('cart_items').where('user_id', '=', input.userId).where('product_id', 'in', draft.items.map((item) => item.product_id)).execute();
    await queueMail(trx, draft.mails(order.id));
    return { orderId: order.id, replayed: false, placed: draft.placed(order.id) };
  });
}
