import { type Kysely, sql } from 'kysely';
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
 * Records the upload first, then counts: parallel uploads each see the others' rows, so together they can never
 * pass the quota (a refused one removes its row). Rolling 24 hours per uploader; a total cap over all uploads.
 */
export async function reserveUpload(db: Kysely<Database>, userId: number, name: string, bytes: number, quota: UploadQuota): Promise<QuotaRefusal | null> {
  await db.insertInto('image_uploads').values({ name, user_id: userId, bytes, created_at: new Date().toISOString() }).execute();
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const [mine, all] = await Promise.all([
    db
      .selectFrom('image_uploads')
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(bytes), 0)`.as('bytes'), sql<string>`min(created_at)`.as('oldest')])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db.selectFrom('image_uploads').select(sql<number>`coalesce(sum(bytes), 0)`.as('bytes')).executeTakeFirstOrThrow(),
  ]);
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(String(mine.oldest)) + DAY_MS - Date.now()) / 1000));
  let refusal: QuotaRefusal | null = null;
  if (Number(mine.count) > quota.dailyCount) {
    refusal = { status: 429, text: `Daily upload limit reached: at most ${quota.dailyCount} images per 24 hours.`, retryAfterSeconds };
  } else if (Number(mine.bytes) > quota.dailyBytes) {
    refusal = { status: 429, text: `Daily upload limit reached: at most ${megabytes(quota.dailyBytes)} of images per 24 hours.`, retryAfterSeconds };
  } else if (Number(all.bytes) > quota.totalMaxBytes) {
    refusal = { status: 507, text: "Image storage is full. Please contact the shop's administrator." };
  }
  if (refusal) await releaseUpload(db, name);
  return refusal;
}

/** Gives the reservation back (refused, or the file could not be written). */
export async function releaseUpload(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('image_uploads').where('name', '=', name).execute();
}
