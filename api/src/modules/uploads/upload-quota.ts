import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';

export interface UploadQuota {
  dailyCount: number;
  dailyBytes: number;
  totalMaxBytes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export interface QuotaRefusal {
  status: 429 | 507;
  text: string;
  /** For 429: seconds until the oldest upload of the window leaves it. */
  retryAfterSeconds?: number;
}

/**
 * Counts and records in one transaction, one uploader at a time (PostgreSQL: the uploader's row is locked; SQLite:
 * transactions are serialized), so parallel uploads together can never pass the quota nor be refused below it.
 * Rolling 24 hours per uploader; a total cap over all uploads (a soft guard: uploaders are not serialized with each other).
 */
export async function reserveUpload(
  db: Kysely<Database>,
  dialect: DialectName,
  upload: { userId: number; name: string; bytes: number },
  quota: UploadQuota,
): Promise<QuotaRefusal | null> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', upload.userId).forNoKeyUpdate().execute();
    const since = new Date(Date.now() - DAY_MS).toISOString();
    const mine = await trx
      .selectFrom('image_uploads')
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(bytes), 0)`.as('bytes'), sql<string | null>`min(created_at)`.as('oldest')])
      .where('user_id', '=', upload.userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const all = await trx.selectFrom('image_uploads').select(sql<number>`coalesce(sum(bytes), 0)`.as('bytes')).executeTakeFirstOrThrow();
    const oldest = mine.oldest ? Date.parse(String(mine.oldest)) : Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + DAY_MS - Date.now()) / 1000));
    if (Number(mine.count) + 1 > quota.dailyCount) {
      return { status: 429, text: `Daily upload limit reached: at most ${quota.dailyCount} images per 24 hours.`, retryAfterSeconds };
    }
    if (Number(mine.bytes) + upload.bytes > quota.dailyBytes) {
      return { status: 429, text: `Daily upload limit reached: at most ${megabytes(quota.dailyBytes)} of images per 24 hours.`, retryAfterSeconds };
    }
    if (Number(all.bytes) + upload.bytes > quota.totalMaxBytes) {
      return { status: 507, text: "Image storage is full. Please contact the shop's administrator." };
    }
    await trx.insertInto('image_uploads').values({ name: upload.name, user_id: upload.userId, bytes: upload.bytes, created_at: new Date().toISOString() }).execute();
    return null;
  });
}

/** The reservation (made at the size received, before decoding) counts the bytes stored once they are known. */
export async function recordStoredSize(db: Kysely<Database>, name: string, bytes: number): Promise<void> {
  await db.updateTable('image_uploads').set({ bytes }).where('name', '=', name).execute();
}

/** Gives the reservation back (refused, or the file could not be written). */
export async function releaseUpload(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('image_uploads').where('name', '=', name).execute();
}
