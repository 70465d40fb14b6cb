import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LruCache } from './lru-cache';

interface Verified {
  /** The stored password hash the password was checked against: a new password (a new hash) voids the entry. */
  passwordHash: string;
  /** HMAC of the password under this process's own random key. */
  proof: Buffer;
  expiresAt: number;
}

/**
 * Passwords that passed the full argon2id check recently, remembered as a keyed HMAC (as Elasticsearch's realm cache
 * keeps credentials) so that signing in again within `ttlMs` costs microseconds instead of ~20 ms of CPU: at that
 * cost a busy shop's sign-ins queue behind each other. Only successes are remembered and only a matching password
 * hits: a wrong password always takes the full check, so a guesser learns nothing from the time an answer takes.
 * The key lives in this process only and is never written anywhere; docs/SECURITY.md weighs what it exposes.
 */
export class VerifiedLogins {
  private readonly key = randomBytes(32);
  private readonly entries: LruCache<number, Verified>;

  constructor(
    private readonly ttlMs: number,
    capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LruCache(capacity);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  private proofOf(password: string): Buffer {
    return createHmac('sha256', this.key).update(password, 'utf8').digest();
  }

  /** True when this user signed in with exactly this password, against this same stored hash, within the TTL. */
  matches(userId: number, passwordHash: string, password: string): boolean {
    if (!this.enabled) return false;
    const entry = this.entries.get(userId);
    if (!entry || entry.passwordHash !== passwordHash || this.now() > entry.expiresAt) return false;
    return timingSafeEqual(entry.proof, this.proofOf(password));
  }

  /** After a full check passed. */
  remember(userId: number, passwordHash: string, password: string): void {
    if (!this.enabled) return;
    this.entries.set(userId, { passwordHash, proof: this.proofOf(password), expiresAt: this.now() + this.ttlMs });
  }
}
