import { sql } from 'kysely';
import type { Db } from './users.repository';

export interface ThrottleSettings {
  maxFailures: number;
  windowSeconds: number;
}

/** Seconds until the identifier may try again, or 0 when it is not throttled. Kept in the DB so every API process agrees. */
export async function throttledForSeconds(db: Db, identifierLower: string, settings: ThrottleSettings): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select(['failures', 'window_started_at'])
    .where('identifier_lower', '=', identifierLower)
    .executeTakeFirst();
  if (!row || row.failures < settings.maxFailures) return 0;
  const remainingMs = Date.parse(row.window_started_at) + settings.windowSeconds * 1000 - Date.now();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** Counts one failure, starting a new window when the previous one has passed (one atomic upsert). */
export async function recordLoginFailure(db: Db, identifierLower: string, settings: ThrottleSettings): Promise<void> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000).toISOString();
  const expired = sql<boolean>`login_failures.window_started_at <= ${windowStart}`;
  await db
    .insertInto('login_failures')
    .values({ identifier_lower: identifierLower, failures: 1, window_started_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column('identifier_lower').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else login_failures.failures + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${now.toISOString()} else login_failures.window_started_at end`,
      }),
    )
    .execute();
}

export async function clearLoginFailures(db: Db, identifiersLower: string[]): Promise<void> {
  if (identifiersLower.length === 0) return;
  await db.deleteFrom('login_failures').where('identifier_lower', 'in', identifiersLower).execute();
}
