import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { escalateOverdueDisputes } from '../lib/dispute-escalation';
import { releaseDueFundsIfAny } from '../lib/seller-funds';

/** Pings the admins' and these sellers' live bells: their disputed counts moved. */
const announceEscalations = (app: FastifyInstance) => (sellerIds: number[]) => app.live.publish({ type: 'orders', sellerIds });

/**
 * Escalates every dispute past its deadline and tells the admins' and those sellers' live bells: the sweeper's timer
 * and every read that shows disputes (so a deadline passed since the last sweep already shows) share this one call.
 */
export function escalateOverdue(app: FastifyInstance, now = Date.now()): Promise<number> {
  return escalateOverdueDisputes(app.db, new Date(now), announceEscalations(app));
}

/** Idempotency keys answer retries for this long (then a retry is a new checkout). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * The words' log (migration 0076) keeps its newest entries only: a process whose words are older than these reads
 * them whole, as it does for more than 2,000 entries at once (modules/products/search/words-in-memory.ts).
 */
export const WORDS_LOG_KEPT = 10_000;

export interface SweepCounts {
  loginAttempts: number;
  legacyLoginFailures: number;
  knownAddresses: number;
  idempotencyKeys: number;
  /** Ids of live-event tickets past their expiry (an expired ticket is refused by its own signature anyway). */
  streamTickets: number;
  /** Disputes past their deadline handed to the admins (not a deletion, but the same timer). */
  escalatedDisputes: number;
  /** Sellers whose share of delivered items became available as the dispute window passed. */
  sellersWithReleasedFunds: number;
  /** Entries of the words' log past its newest WORDS_LOG_KEPT. */
  wordsLogEntries: number;
}

const ago = (now: number, ms: number) => new Date(now - ms).toISOString();

/**
 * Deletes rows nothing reads any more, escalates overdue disputes and releases sellers' shares past the dispute
 * window; idempotent, so every process sharing a database
 * may run it. `onEscalated` hears whose disputes it escalated (the live bells).
 */
export async function sweepExpiredRows(
  db: Kysely<Database>,
  config: AppConfig,
  now = Date.now(),
  onEscalated?: (sellerIds: number[]) => void,
): Promise<SweepCounts> {
  const windowStart = ago(now, config.loginWindowSeconds * 1000);
  const attempts = await db.deleteFrom('login_attempts').where('window_started_at', '<=', windowStart).executeTakeFirst();
  const legacy = await db.deleteFrom('login_failures').where('window_started_at', '<=', windowStart).executeTakeFirst();
  const known = await db
    .deleteFrom('login_known_addresses')
    .where('last_success_at', '<=', ago(now, config.loginKnownAddressDays * 86_400_000))
    .executeTakeFirst();
  const keys = await db.deleteFrom('idempotency_keys').where('created_at', '<=', ago(now, IDEMPOTENCY_KEY_HOURS * 3_600_000)).executeTakeFirst();
  const tickets = await db.deleteFrom('used_stream_tickets').where('expires_at', '<=', new Date(now).toISOString()).executeTakeFirst();
  const escalatedDisputes = await escalateOverdueDisputes(db, new Date(now), onEscalated);
  const released = await releaseDueFundsIfAny(db, new Date(now));
  const words = await db.deleteFrom('words_changes').where('seq', '<=', sql<number>`(select max(seq) from words_changes) - ${WORDS_LOG_KEPT}`).executeTakeFirst();
  return {
    loginAttempts: Number(attempts.numDeletedRows),
    legacyLoginFailures: Number(legacy.numDeletedRows),
    knownAddresses: Number(known.numDeletedRows),
    idempotencyKeys: Number(keys.numDeletedRows),
    streamTickets: Number(tickets.numDeletedRows),
    escalatedDisputes,
    sellersWithReleasedFunds: released.length,
    wordsLogEntries: Number(words.numDeletedRows),
  };
}

/** Sweeps once the app is ready and then every SWEEP_INTERVAL_SECONDS (0 = never); stops when the app closes. */
export function registerSweeper(app: FastifyInstance, config: AppConfig): void {
  if (config.sweepIntervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepExpiredRows(app.db, config, Date.now(), announceEscalations(app))
      .then((counts) => app.log.debug({ counts }, 'expired rows swept'))
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping expired rows failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    sweep();
    // unref: a pending sweep never keeps the process alive.
    timer = setInterval(sweep, config.sweepIntervalSeconds * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
