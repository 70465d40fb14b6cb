import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationDto } from './notifications.schemas';

type Db = Kysely<Database>;

/** How many notifications a page lists (older ones stay stored). */
export const NOTIFICATIONS_SHOWN = 50;

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)`.as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listNotifications(db: Db, userId: number): Promise<NotificationDto[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'product_id', 'message', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_SHOWN)
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, productId: row.product_id, message: row.message, createdAt: row.created_at, read: row.read_at !== null }));
}

/** Marks one of the user's notifications read (idempotent); false when the user has no such notification. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('read_at').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return false;
  if (row.read_at === null) await db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('id', '=', id).where('read_at', 'is', null).execute();
  return true;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}
