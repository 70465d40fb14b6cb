import type { Kysely } from 'kysely';
import type { Database, NotificationKind } from '../db/schema';
import { queueMail } from './mail/outbox';
import { money } from './mail/templates';

/** A product's state before or after a change, as far as wishlist alerts care. */
export interface AlertState {
  id: number;
  name: string;
  stock: number;
  priceCents: number;
  deleted: boolean;
}

/** A product row's alert state (the columns every writer of stock and price reads). */
export const alertStateOf = (row: { id: number; name: string; stock: number; price_cents: number; deleted: boolean }): AlertState => ({
  id: row.id,
  name: row.name,
  stock: row.stock,
  priceCents: row.price_cents,
  deleted: row.deleted,
});

interface Alert {
  kind: NotificationKind;
  message: string;
  oldPriceCents: number | null;
  newPriceCents: number | null;
}

/** What a change means to the buyers wishing for the product: back in stock, a lower price, both, or nothing. */
export function alertsFor(before: AlertState, after: AlertState): Alert[] {
  if (after.deleted) return [];
  const alerts: Alert[] = [];
  if (before.stock <= 0 && after.stock > 0) {
    alerts.push({ kind: 'BACK_IN_STOCK', message: `${after.name} is back in stock.`, oldPriceCents: null, newPriceCents: null });
  }
  if (after.priceCents < before.priceCents) {
    alerts.push({
      kind: 'PRICE_DROP',
      message: `${after.name} dropped in price from ${money(before.priceCents)} to ${money(after.priceCents)}.`,
      oldPriceCents: before.priceCents,
      newPriceCents: after.priceCents,
    });
  }
  return alerts;
}

/**
 * Notifies every buyer who wishlisted the product, with an e-mail each (lib/mail/outbox.ts); call it in the transaction that made
 * the change. `changeId` names the change (the product's new updated_at), so one change notifies a buyer once even
 * when this runs again. Answers the users notified.
 */
export async function notifyWishlisters(db: Kysely<Database>, before: AlertState, after: AlertState, changeId: string): Promise<number[]> {
  const alerts = alertsFor(before, after);
  if (alerts.length === 0) return [];
  const wishers = await db
    .selectFrom('wishlist_items')
    .innerJoin('users', 'users.id', 'wishlist_items.user_id')
    .select('users.id')
    .where('wishlist_items.product_id', '=', after.id)
    .where('users.disabled', '=', false)
    .execute();
  if (wishers.length === 0) return [];
  const now = new Date().toISOString();
  for (const alert of alerts) {
    const created = await db
      .insertInto('notifications')
      .values(
        wishers.map((user) => ({
          user_id: user.id,
          product_id: after.id,
          kind: alert.kind,
          dedupe_key: `${alert.kind}:${after.id}:${changeId}`,
          message: alert.message,
          old_price_cents: alert.oldPriceCents,
          new_price_cents: alert.newPriceCents,
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'dedupe_key']).doNothing())
      .returning(['id', 'user_id'])
      .execute();
    const message = `${alert.message} It is on your wishlist.`;
    await queueMail(
      db,
      created.map((row) => ({
        kind: alert.kind,
        userId: row.user_id,
        dedupeKey: `${alert.kind}:${after.id}:${changeId}:${row.user_id}`,
        data: { productId: after.id, productName: after.name, message },
      })),
    );
  }
  return [...new Set(wishers.map((user) => user.id))];
}
