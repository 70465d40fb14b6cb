import { sql } from 'kysely';
import { nowIso } from '../../db/helpers';
import { preparedRead } from '../../db/prepared';
import { outboxRows } from '../../lib/mail/outbox';
import {
  assertAvailable,
  assertSubtotal,
  cartTotalCents,
  type CheckoutInput,
  type CheckoutProduct,
  type CheckoutResult,
  commissionRateOf,
  draftOrder,
  notEnoughStock,
  type TakenProduct,
} from './checkout-draft';
import type { Db } from './orders.repository';

/** Raised by checkout_needs_steps() (migration 0068): the statement wrote nothing and the checkout goes step by step. */
const NEEDS_STEPS = 'SH001';

interface CartRow extends CheckoutProduct, TakenProduct {
  stock: number;
}

/** The cart's products as they are now, whether the key was used already, and an order id drawn for the order. */
export interface CartRead {
  keyUsed: boolean;
  orderId: number;
  products: Map<number, CartRow>;
}

type CartReadRow = Omit<CartRow, 'id'> & { id: number | null; key_used: boolean; order_id: string };

// A prepared read (a named statement: each connection plans it once). `wanted` yields a row per line, found or not.
const cartRows = preparedRead(
  (_db, v: { userId: number; hasKey: boolean; key: string; ids: number[] }) => sql<CartReadRow>`
      with next_order as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
      select (select id from next_order) as order_id,
        ${v.hasKey} and exists (select 1 from idempotency_keys k where k.user_id = ${v.userId} and k.key = ${v.key}) as key_used,
        p.id, p.name, p.price_cents, p.image_url, p.seller_id, p.stock, p.deleted, u.username as seller_name, u.disabled as seller_disabled,
        exists (select 1 from reviews r where r.user_id = ${v.userId} and r.product_id = p.id) as reviewed,
        ${commissionRateOf(sql.ref('p.seller_id'))} as commission_rate_bp
      from unnest(${v.ids}::integer[]) as wanted (id)
      left join products p on p.id = wanted.id
      left join users u on u.id = p.seller_id`,
);

/** One read outside any transaction. A refused checkout leaves a gap in the order ids, as any rolled-back insert would. */
export async function readCart(db: Db, input: CheckoutInput): Promise<CartRead> {
  const key = input.idempotencyKey;
  const rows = await cartRows(db, { userId: input.userId, hasKey: key !== undefined, key: key ?? '', ids: input.lines.map((line) => line.productId) });
  const products = new Map<number, CartRow>();
  for (const { key_used: _keyUsed, order_id: _orderId, id, ...row } of rows) if (id !== null) products.set(id, { id, ...row });
  // bigint arrives as text; order ids stay far below 2^53.
  return { keyUsed: rows[0]!.key_used, orderId: Number(rows[0]!.order_id), products };
}

/**
 * PostgreSQL: the checkout as one read and one statement, no transaction of its own (two round trips, no BEGIN or
 * COMMIT). The read refuses what the cart shows is wrong (unknown, removed, paused, priced otherwise, short of stock:
 * the same answers, in the same order, as the steps would give). The statement claims the key, locks the rows in id
 * order, takes the stock only from rows still exactly as read, and writes the order, its items (the database adds
 * their ledger entries), their first timeline step, the cart lines and the e-mails; if the key was taken meanwhile or a
 * line was not, checkout_needs_steps() undoes all of it. Answers undefined whenever the steps must decide: a used key
 * (a replay), or a race lost between the read and the statement.
 */
export async function placeOrderAtOnce(db: Db, input: CheckoutInput): Promise<CheckoutResult | undefined> {
  const cart = await readCart(db, input);
  if (cart.keyUsed) return undefined;
  const { lines } = input;
  assertAvailable(cart.products, lines);
  assertSubtotal(input.subtotalCents, cartTotalCents(lines, cart.products));
  for (const line of lines) {
    const product = cart.products.get(line.productId)!;
    if (product.stock < line.quantity) throw notEnoughStock(product.name, line.quantity);
  }
  return writeAtOnce(db, input, cart);
}

/** The statement of placeOrderAtOnce for a cart read and checked: the order placed, or undefined and nothing written. */
export async function writeAtOnce(db: Db, input: CheckoutInput, { orderId, products }: CartRead): Promise<CheckoutResult | undefined> {
  const { lines } = input;
  const taken = lines.map((line) => ({ line, product: products.get(line.productId)! }));
  const draft = draftOrder(input, taken, products);
  const key = input.idempotencyKey;
  const column = <T>(pick: (item: (typeof taken)[number]) => T) => taken.map(pick);
  const ids = column((item) => item.product.id);
  try {
    await db
      .with('claimed', () =>
        // Raw parts carry their own parentheses. With no key this inserts nothing (a bound condition: one statement
        // text either way).
        sql`(insert into idempotency_keys (user_id, key, order_id, created_at)
          select ${input.userId}, ${key ?? ''}, ${orderId}, ${nowIso()} where ${key !== undefined}
          on conflict (user_id, key) do nothing returning key)`,
      )
      .with('taken', () =>
        sql`(update products p set stock = p.stock - w.quantity
          from (select id from products where id = any(${ids}::integer[]) order by id for update) locked,
            unnest(${ids}::integer[], ${column((item) => item.line.quantity)}::integer[],
              ${column((item) => item.product.price_cents)}::integer[], ${column((item) => item.product.name)}::text[],
              ${column((item) => item.product.image_url)}::text[], ${column((item) => item.product.seller_id)}::integer[])
              as w (id, quantity, price_cents, name, image_url, seller_id)
          where p.id = locked.id and p.id = w.id and p.stock >= w.quantity and not p.deleted
            and (p.price_cents, p.name, p.image_url, p.seller_id) = (w.price_cents, w.name, w.image_url, w.seller_id)
            and not exists (select 1 from users u where u.id = p.seller_id and u.disabled)
          returning p.id)`,
      )
      .with('new_order', (db) => db.insertInto('orders').values({ ...draft.values, id: orderId }))
      .with('new_items', (db) => db.insertInto('order_items').values(draft.items.map((item) => ({ ...item, order_id: orderId }))))
      .with('new_events', (db) => db.insertInto('order_item_events').values(draft.events(orderId)))
      .with('cart_emptied', (db) => db.deleteFrom('cart_items').where('user_id', '=', input.userId).where('product_id', '=', sql<number>`any(${ids})`))
      .with('mail_queued', (db) => db.insertInto('mail_outbox').values(outboxRows(draft.mails(orderId))).onConflict((conflict) => conflict.column('dedupe_key').doNothing()))
      // CASE tries its branches in order: the key is settled before any stock row is locked.
      .selectNoFrom(
        sql<boolean>`case when not (${key === undefined} or exists (select 1 from claimed)) then checkout_needs_steps()
          when (select count(*) from taken) <> ${lines.length} then checkout_needs_steps() else true end`.as('placed'),
      )
      .execute();
  } catch (error) {
    if ((error as { code?: unknown }).code === NEEDS_STEPS) return undefined;
    throw error;
  }
  return { orderId, replayed: false, placed: draft.placed(orderId) };
}
