import type { Role } from '../db/schema';
import { LruCache } from './lru-cache';

/** What a signed-in request needs of its account: who it is now, and whether its token still stands. */
export interface AccountStanding {
  id: number;
  username: string;
  role: Role;
  disabled: boolean;
  tokens_valid_after: string | null;
  /** Tokens carrying another generation (claim `gen`) are refused. */
  token_generation: number;
}

const CAPACITY = 50_000;
// Read again after this long anyway: a cap on how long anything could go unnoticed (a half-open listening connection).
const TRUSTED_FOR_MS = 5_000;

/**
 * PostgreSQL: accounts' standing kept in memory while this process hears every account change notice (migration
 * 0054: a disable, a password change, a new username or role, a deletion, whoever writes it), so a signed-in request
 * need not read its account row. While the notices are not heard nothing is trusted (every request reads the row).
 * A read during which any account notice arrived is not kept (it may hold the old row).
 */
export class AccountCache {
  private readonly accounts = new LruCache<number, { account: AccountStanding; trustedUntil: number }>(CAPACITY);
  private sequence = 0;
  private isListening = false;
  private readonly watchers = new Set<(id: number | null) => void>();

  get listening(): boolean {
    return this.isListening;
  }

  /** The account's standing without reading the database, if it can be trusted. */
  trusted(id: number): AccountStanding | undefined {
    if (!this.isListening) return undefined;
    const kept = this.accounts.get(id);
    return kept && kept.trustedUntil > Date.now() ? kept.account : undefined;
  }

  /** Call just before reading an account row; hand what it answers to `keep`. */
  readStarts(): number {
    return this.sequence;
  }

  keep(account: AccountStanding, start: number): void {
    if (this.isListening && start === this.sequence) this.accounts.set(account.id, { account, trustedUntil: Date.now() + TRUSTED_FOR_MS });
  }

  /** This account changed (a notice, or a write committed through this process: read-your-writes). */
  changed(id: number): void {
    this.sequence += 1;
    this.accounts.delete(id);
    for (const watcher of this.watchers) watcher(id);
  }

  everythingChanged(): void {
    this.sequence += 1;
    this.accounts.clear();
    for (const watcher of this.watchers) watcher(null);
  }

  /** Hears every change this cache learns of (an id, or null for "any account"), e.g. to end open event streams. */
  watch(watcher: (id: number | null) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Whether every notice reaches this cache from now on; either way what it holds is forgotten. */
  setListening(listening: boolean): void {
    this.isListening = listening;
    this.everythingChanged();
  }

  /** One notice's payload: an account id; anything else counts as "every account". */
  notice(payload: string): void {
    const id = Number(payload);
    if (Number.isSafeInteger(id) && id > 0) this.changed(id);
    else this.everythingChanged();
  }
}
