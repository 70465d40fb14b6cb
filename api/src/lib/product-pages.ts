import { PRODUCTS_ADDED_PAYLOAD } from '../db/migrations/0053-products-added-notice';
import type { CachedAnswer } from './cached-answer';
import { LruCache } from './lru-cache';

/** A product page's answer as sent (body and ETag), with the row text it was made from. */
export interface DetailAnswer extends CachedAnswer {
  row: string;
}

const CAPACITY = 20_000;
// A trusted answer is read again after this long anyway: a sale whose announcement was lost (the process that made
// it died between its commit and its batch) shows within this time.
const TRUSTED_FOR_MS = 30_000;
// How many products' latest notices are remembered for reads still in flight (older ones are summed up in one number).
const NOTICES_REMEMBERED = 50_000;
/** A notice of sales only (their stock went down, nothing else changed): this prefix, then the ids joined by ','. */
export const SALES_NOTICE_PREFIX = 'sold:';

/** Which products changed, and whether only by sales (an API process announces these, not the triggers). */
export type ChangeKind = 'changed' | 'sold';

/** Taken just before a row is read (`readStarts`): what may have outdated that read when it is kept. */
export interface ReadStart {
  /** Notices heard so far (PostgreSQL). */
  sequence: number;
  /** The database's change stamp at that moment (SQLite), undefined when there is none to trust. */
  stamp: string | undefined;
}

/**
 * Product pages' answers kept in memory. Reusable without reading the database (`trusted`) while this process hears
 * every change notice (PostgreSQL: LISTEN, migration 0050), or while the database's change stamp is the one the answer
 * was read under (SQLite: nothing was written since, by anyone); otherwise an answer is only reused when the row read
 * again reads the same (`remembered`).
 *
 * A read that began before a notice for its product may hold the old row, so each notice gets a sequence number and
 * an answer is trusted only when no notice for its product came after its read began.
 */
export class ProductDetailCache {
  private readonly answers = new LruCache<number, DetailAnswer & { trustedUntil: number; stamp: string | undefined }>(CAPACITY);
  private readonly lastNotice = new Map<number, number>();
  private forgottenNoticesUpTo = 0;
  private sequence = 0;
  // The last notice that may move any listing's members, order or total (all but sales), and the last sale's.
  private listingsMovedAt = 0;
  private lastSaleAt = 0;
  private isListening = false;
  private announce: (ids: number[], kind: ChangeKind) => void = () => undefined;
  private changeStamp: () => string | undefined = () => undefined;

  /** Whether every change notice reaches this cache (answers may be sent without reading the database). */
  get listening(): boolean {
    return this.isListening;
  }

  /**
   * Whether a listing read after `sequence` (a `readStarts`) still reads the same as far as the notices tell: nothing
   * moved listings since, and no product on it changed. A sale moves only the listings it is on, and those filtered
   * to products in stock (it may have sold the last unit); no listing sorts by stock.
   */
  listingUnchangedSince(sequence: number, productIds: readonly number[], inStockOnly: boolean): boolean {
    if (this.listingsMovedAt > sequence || (inStockOnly && this.lastSaleAt > sequence)) return false;
    return productIds.every((id) => (this.lastNotice.get(id) ?? this.forgottenNoticesUpTo) <= sequence);
  }

  /** The answer to send without reading the database, if there is one (`start`: this request's `readStarts`). */
  trusted(id: number, start?: ReadStart): DetailAnswer | undefined {
    const answer = this.answers.get(id);
    if (!answer) return undefined;
    if (this.isListening) return answer.trustedUntil > Date.now() ? answer : undefined;
    return start?.stamp !== undefined && answer.stamp === start.stamp ? answer : undefined;
  }

  /** The last answer made for this product, trusted or not (to reuse its body when the row reads the same). */
  remembered(id: number): DetailAnswer | undefined {
    return this.answers.get(id);
  }

  /** Call just before reading a row (before `trusted` too); hand what it answers to `keep`. */
  readStarts(): ReadStart {
    return { sequence: this.sequence, stamp: this.isListening ? undefined : this.changeStamp() };
  }

  keep(id: number, answer: DetailAnswer, start: ReadStart): void {
    if (!this.isListening) {
      // An answer reused as it was, under the same stamp, needs no new entry (this runs on every read of a page).
      const kept = this.answers.get(id);
      if (kept?.body === answer.body && kept.stamp === start.stamp) return;
      this.answers.set(id, { ...answer, trustedUntil: 0, stamp: start.stamp });
      return;
    }
    const lastNotice = this.lastNotice.get(id) ?? this.forgottenNoticesUpTo;
    const trusted = lastNotice <= start.sequence;
    this.answers.set(id, { ...answer, trustedUntil: trusted ? Date.now() + TRUSTED_FOR_MS : 0, stamp: undefined });
  }

  /**
   * SQLite: reads the database's change stamp, which differs after any write by anyone (db/change-stamp.ts);
   * undefined when it cannot be trusted at the moment (a transaction is open). PostgreSQL uses the notices instead.
   */
  useChangeStamp(read: () => string | undefined): void {
    this.changeStamp = read;
  }

  /** A notice: this product changed (its stock, text, price, rating counts, or deletion). */
  productChanged(id: number): void {
    this.noteNotice(id);
    this.listingsMovedAt = this.sequence;
  }

  /** A notice: this product was sold (its stock went down; nothing else changed). */
  productSold(id: number): void {
    this.noteNotice(id);
    this.lastSaleAt = this.sequence;
  }

  private noteNotice(id: number): void {
    this.sequence += 1;
    this.answers.delete(id);
    this.lastNotice.delete(id);
    this.lastNotice.set(id, this.sequence);
    if (this.lastNotice.size > NOTICES_REMEMBERED) {
      const [oldest, at] = this.lastNotice.entries().next().value as [number, number];
      this.lastNotice.delete(oldest);
      this.forgottenNoticesUpTo = at;
    }
  }

  /** A notice that any page may read otherwise (a seller renamed), or notices may have been missed. */
  everythingChanged(): void {
    this.sequence += 1;
    this.listingsMovedAt = this.sequence;
    this.answers.clear();
    this.lastNotice.clear();
    this.forgottenNoticesUpTo = this.sequence;
  }

  /** Whether every change notice reaches this cache from now on; either way what it holds is forgotten. */
  setListening(listening: boolean): void {
    this.isListening = listening;
    this.everythingChanged();
  }

  /** A product was added: no product page changed, but any listing may hold it now (only counted). */
  productsAdded(): void {
    this.sequence += 1;
    this.listingsMovedAt = this.sequence;
  }

  /**
   * One notice's payload: product ids joined by ',' (changed), the same after `sold:` (sales only), '+' (products
   * were added, migration 0053) or '*'. Anything else counts as '*' (a newer sender, say).
   */
  notice(payload: string): void {
    if (payload === PRODUCTS_ADDED_PAYLOAD) return this.productsAdded();
    const sold = payload.startsWith(SALES_NOTICE_PREFIX);
    const ids = (sold ? payload.slice(SALES_NOTICE_PREFIX.length) : payload).split(',').map(Number);
    if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) return this.everythingChanged();
    for (const id of ids) {
      if (sold) this.productSold(id);
      else this.productChanged(id);
    }
  }

  /** Where this process's stock changes are announced to the others (PostgreSQL: a batched NOTIFY). */
  announceChangesWith(announce: (ids: number[], kind: ChangeKind) => void): void {
    this.announce = announce;
  }

  /**
   * These products' stock may have moved in a write committed through this process (a sale, an edit): forgotten at
   * once and announced to the other processes (the database's triggers leave such changes to the API, migration 0051).
   */
  changedHere(ids: number[]): void {
    for (const id of ids) this.productChanged(id);
    this.announce(ids, 'changed');
  }

  /** As `changedHere`, for a checkout's sale: only these products' stock went down (listings elsewhere stay). */
  soldHere(ids: number[]): void {
    for (const id of ids) this.productSold(id);
    this.announce(ids, 'sold');
  }
}

/** A listing's answer as sent (body and ETag). */
export type ListingAnswer = CachedAnswer;

// About 16 MB of answers (a page of 20 products is some 10 kB of JSON).
const LISTING_ANSWERS = 5_000;
const LISTING_CHARACTERS = 16_000_000;
const NOT_COUNTED = -1;

/** What a listing's answer holds, for telling which notices outdate it. */
export interface ListingMembers {
  /** The products on the page, in its order. */
  productIds: number[];
  /** Filtered to products in stock (a sale of any product may change its members and total). */
  inStockOnly: boolean;
}

interface KeptListing extends ListingAnswer, ListingMembers {
  sequence: number;
  stamp: string | undefined;
  trustedUntil: number;
}

/**
 * Public listings' answers (a search's page as sent), reused whole while they read the same. PostgreSQL: while every
 * notice is heard and none since the answer's read began could have changed it — any product's change, an added
 * product or a seller renamed may move any listing's members, order, total or rows; a sale (stock only, announced
 * by the API) changes the listings it is on and those filtered to products in stock. SQLite: while the database's
 * change stamp reads as it did then (any write by anyone). An answer that cannot be trusted is made afresh.
 */
export class ListingAnswerCache {
  private readonly answers = new LruCache<string, KeptListing>(LISTING_ANSWERS, {
    maxWeight: LISTING_CHARACTERS,
    weigh: (answer) => answer.body.length,
  });

  constructor(private readonly pages: ProductDetailCache) {}

  /** The answer to send without reading the database, if there is one (`start`: the pages' `readStarts`). */
  trusted(key: string, start: ReadStart): ListingAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (this.pages.listening) {
      const current = answer.trustedUntil > Date.now() && this.pages.listingUnchangedSince(answer.sequence, answer.productIds, answer.inStockOnly);
      return current ? answer : undefined;
    }
    return start.stamp !== undefined && answer.stamp === start.stamp ? answer : undefined;
  }

  /** The last answer kept for this page, trusted or not (to reuse its ETag when the page reads the same). */
  remembered(key: string): ListingAnswer | undefined {
    return this.answers.get(key);
  }

  /** Keeps an answer read after `start`, unless something may have changed it while it was read. */
  keep(key: string, answer: ListingAnswer, members: ListingMembers, start: ReadStart): void {
    if (this.pages.listening) {
      if (!this.pages.listingUnchangedSince(start.sequence, members.productIds, members.inStockOnly)) return;
      this.answers.set(key, { ...answer, ...members, sequence: start.sequence, stamp: undefined, trustedUntil: Date.now() + TRUSTED_FOR_MS });
    } else if (start.stamp !== undefined) {
      this.answers.set(key, { ...answer, ...members, sequence: NOT_COUNTED, stamp: start.stamp, trustedUntil: 0 });
    }
  }
}
