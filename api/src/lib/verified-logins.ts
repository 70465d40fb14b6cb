import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One remembered sign-in, as the workers of one server pass it to each other (cluster/messages.ts). */
export interface VerifiedEntry {
  userId: number;
  passwordHash: string;
  proofHex: string;
  expiresAt: number;
}

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
export interface VerifiedLoginsOptions {
  capacity?: number;
  now?: () => number;
  /** The HMAC key: the workers of one server share one (their primary makes it), so each can check the others' entries. */
  key?: Buffer;
  /** Hands each new entry to the other workers of the server. */
  share?: (entry: VerifiedEntry) => void;
}

export class VerifiedLogins {
  private readonly key: Buffer;
  private readonly entries: LRUCache<number, Verified>;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    private readonly options: VerifiedLoginsOptions = {},
  ) {
    this.key = options.key ?? randomBytes(32);
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache({ max: options.capacity ?? 10_000 });
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
    const entry = { passwordHash, proof: this.proofOf(password), expiresAt: this.now() + this.ttlMs };
    this.entries.set(userId, entry);
    this.options.share?.({ userId, passwordHash, proofHex: entry.proof.toString('hex'), expiresAt: entry.expiresAt });
  }

  /** An entry another worker of this server remembered (made with the same key). */
  accept(entry: VerifiedEntry): void {
    if (!this.enabled) return;
    this.entries.set(entry.userId, { passwordHash: entry.passwordHash, proof: Buffer.from(entry.proofHex, 'hex'), expiresAt: entry.expiresAt });
  }
}
