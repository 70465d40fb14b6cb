import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A timestamp for a new cart or wishlist line that is later than every line the user already has,
 * so "in the order added" stays exact even when two requests land in the same millisecond.
 */
export async function nextAddedAt(db: Kysely<Database>, table: 'cart_items' | 'wishlist_items', userId: number): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('added_at').as('latest'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const now = Date.now();
  const latest = row?.latest ? Date.parse(row.latest) : Number.NaN;
  return new Date(Number.isNaN(latest) || latest < now ? now : latest + 1).toISOString();
}
