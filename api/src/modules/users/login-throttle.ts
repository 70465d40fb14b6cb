import { sql } from 'kysely';
import { preparedRead } from '../../db/prepared';
import { type Db, SIGN_IN_COLUMNS, type UserRow } from './users.repository';

export interface ThrottleSettings {
  /** Attempts per account (or unknown identifier) and client address in one window. */
  maxFailures: number;
  windowSeconds: number;
  /** Attempts per account over all addresses in one window; known addresses of the owner are exempt. */
  accountMaxFailures: number;
  /** How long an address the owner logged in from stays "known". */
  knownAddressDays: number;
}

export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Every address of one account shares this bucket. */
const ALL_ADDRESSES = '*';

/** The account's id when the identifier names one (username and email then count together), else the typed text. */
export function throttleSubject(userId: number | undefined, identifierLower: string): string {
  return userId === undefined ? `name:${identifierLower}` : `user:${userId}`;
}

interface Bucket {
  attempts: number;
  windowStartedAt: string;
}

/** Counts one attempt in a single upsert … returning, so parallel requests each see their own number. */
async function countAttempt(db: Db, subject: string, address: string, windowSeconds: number): Promise<Bucket> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const expired = sql<boolean>`login_attempts.window_started_at <= ${windowStart}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ subject, address, attempts: 1, window_started_at: now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['subject', 'address']).doUpdateSet({
        attempts: sql<number>`case when ${expired} then 1 else login_attempts.attempts + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${now.toISOString()} else login_attempts.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { attempts: row.attempts, windowStartedAt: row.window_started_at };
}

function refused(bucket: Bucket, windowSeconds: number): LoginGate {
  const remainingMs = Date.parse(bucket.windowStartedAt) + windowSeconds * 1000 - Date.now();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** The oldest last sign-in from an address that still makes it known. */
const knownCutOff = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function isKnownAddress(db: Db, userId: number, address: string, days: number): Promise<boolean> {
  const since = knownCutOff(days);
  const row = await db
    .selectFrom('login_known_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .where('last_success_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts the attempt **before** the password is checked and says whether it may be checked at all:
 * the (account, address) bucket allows maxFailures per window; the account-wide bucket allows accountMaxFailures,
 * except from an address the owner has logged in from, so strangers spread over many addresses cannot lock the owner out.
 */
export async function admitLoginAttempt(db: Db, userId: number | undefined, identifierLower: string, address: string, settings: ThrottleSettings): Promise<LoginGate> {
  const subject = throttleSubject(userId, identifierLower);
  // One transaction: one commit (one sync of the log) for both buckets instead of one each.
  return db.transaction().execute(async (trx) => {
    const own = await countAttempt(trx, subject, address, settings.windowSeconds);
    if (own.attempts > settings.maxFailures) return refused(own, settings.windowSeconds);
    if (userId === undefined) return { allowed: true };
    const account = await countAttempt(trx, subject, ALL_ADDRESSES, settings.windowSeconds);
    if (account.attempts > settings.accountMaxFailures && !(await isKnownAddress(trx, userId, address, settings.knownAddressDays))) {
      return refused(account, settings.windowSeconds);
    }
    return { allowed: true };
  });
}

/** The address signed in to the account successfully at `at` (it stays known for knownAddressDays). */
function markKnownAddress(db: Db, userId: number, address: string, at: string) {
  return db
    .insertInto('login_known_addresses')
    .values({ user_id: userId, address, last_success_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_success_at: at }))
    .execute();
}

/** After a correct password: this address starts afresh and becomes known; the attempt leaves the account-wide count. */
export async function recordLoginSuccess(db: Db, userId: number, address: string): Promise<void> {
  const subject = throttleSubject(userId, '');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_attempts').where('subject', '=', subject).where('address', '=', address).execute();
    await trx
      .updateTable('login_attempts')
      .set({ attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end` })
      .where('subject', '=', subject)
      .where('address', '=', ALL_ADDRESSES)
      .execute();
    await markKnownAddress(trx, userId, address, now);
  });
}

/** The throttle's standing of one account from one address: what a remembered sign-in is checked against. */
export interface Standing {
  own: number | null;
  ownStarted: string | null;
  account: number | null;
  accountStarted: string | null;
  /** The address's last sign-in to the account within knownAddressDays, if any. */
  knownSince: string | null;
}

type SignInValues = { lower: string; address: string; all: string; since: string };
// The account a sign-in names, with its standing in the same statement: every sign-in reads this, and a remembered one
// reads nothing else (one round trip on PostgreSQL instead of two). The subject is throttleSubject's `user:<id>`.
const accountAndStanding = preparedRead((db: Db, { lower, address, all, since }: SignInValues) => {
  const bucket = (where: string, column: 'attempts' | 'window_started_at') =>
    sql`(select ${sql.ref(`login_attempts.${column}`)} from login_attempts where login_attempts.subject = 'user:' || users.id and login_attempts.address = ${where})`;
  return db
    .selectFrom('users')
    .select(SIGN_IN_COLUMNS)
    .select([
      sql<number | null>`${bucket(address, 'attempts')}`.as('own'),
      sql<string | null>`${bucket(address, 'window_started_at')}`.as('ownStarted'),
      sql<number | null>`${bucket(all, 'attempts')}`.as('account'),
      sql<string | null>`${bucket(all, 'window_started_at')}`.as('accountStarted'),
      sql<string | null>`(select k.last_success_at from login_known_addresses k where k.user_id = users.id and k.address = ${address} and k.last_success_at > ${since})`.as(
        'knownSince',
      ),
    ])
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', lower), eb(eb.fn('lower', ['email']), '=', lower)]));
});

/**
 * The account named by a username or email (case-insensitively; usernames cannot contain '@', so the two never
 * collide), with its standing from `address`; null when no account has that name.
 */
export async function findSignInAccount(db: Db, identifierLower: string, address: string, settings: ThrottleSettings): Promise<{ user: UserRow; standing: Standing } | null> {
  const [row] = await accountAndStanding(db, { lower: identifierLower, address, all: ALL_ADDRESSES, since: knownCutOff(settings.knownAddressDays) });
  if (!row) return null;
  const { own, ownStarted, account, accountStarted, knownSince, ...user } = row;
  return { user, standing: { own, ownStarted, account, accountStarted, knownSince } };
}

/** A known address's last success is written again only when older than this: repeat sign-ins write nothing. */
const KNOWN_ADDRESS_REFRESH_MS = 3_600_000;

/**
 * A sign-in with a password remembered from a full check moments ago (lib/verified-logins.ts): not a guess, so it is
 * not counted, but it is refused like any other while the account's buckets are over their limits; it clears the
 * address's bucket and refreshes the known address only when there is something to change (nothing is read: `row` is
 * the standing read with the account, findSignInAccount).
 */
export async function admitRememberedLogin(db: Db, userId: number, address: string, settings: ThrottleSettings, row: Standing): Promise<LoginGate> {
  const subject = throttleSubject(userId, '');
  const now = Date.now();
  const windowStart = now - settings.windowSeconds * 1000;
  const live = (attempts: number | null | undefined, started: string | null | undefined): Bucket | null =>
    attempts != null && started != null && Date.parse(started) > windowStart ? { attempts: Number(attempts), windowStartedAt: started } : null;
  // The next counted attempt would be over the limit: refused, as a full check would be.
  const own = live(row.own, row.ownStarted);
  if (own && own.attempts >= settings.maxFailures) return refused(own, settings.windowSeconds);
  const account = live(row.account, row.accountStarted);
  if (account && account.attempts >= settings.accountMaxFailures && row.knownSince == null) return refused(account, settings.windowSeconds);
  const knownFresh = row.knownSince != null && now - Date.parse(row.knownSince) < KNOWN_ADDRESS_REFRESH_MS;
  if (row.own != null || !knownFresh) {
    const at = new Date(now).toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('login_attempts').where('subject', '=', subject).where('address', '=', address).execute();
      await markKnownAddress(trx, userId, address, at);
    });
  }
  return { allowed: true };
}

/**
 * An administrator set a new password: every bucket of the account is cleared. The per-address buckets first, the
 * account-wide one after, in statements of their own: sign-ins lock their address's bucket and then the account-wide
 * one, and one DELETE taking them in any order deadlocked with a sign-in under way (PostgreSQL answered 500).
 */
export async function clearAccountThrottle(db: Db, userId: number): Promise<void> {
  const subject = throttleSubject(userId, '');
  await db.deleteFrom('login_attempts').where('subject', '=', subject).where('address', '<>', ALL_ADDRESSES).execute();
  await db.deleteFrom('login_attempts').where('subject', '=', subject).where('address', '=', ALL_ADDRESSES).execute();
}
