import { LRUCache } from 'lru-cache';
import { readOnceCache } from '../../../lib/single-flight';
import type { Db } from '../products.repository';
import type { ProductSort } from '../products.schemas';
import type { ProductFilter } from '../products-filter';
import { type IdSet, idSetOf, listingIn, ranksOf } from './id-sets';
import { type Members, readMatches, readOrderChunk, readUnseen } from './listing-reads';
import { matchesIn, type WordIndex } from './word-index';
import { wordQueryKey } from './word-query';

// A shopper's text search with no other filter, in any sort, answered from memory: each sort's whole order of the
// products shoppers see (read ahead of shoppers from the sort's index, search/read-ahead.ts) and each search text's
// matches as a set of ids, made from the texts' words kept in memory at the words' version (words-in-memory.ts
// indexAt: no read), both kept under the catalogue version like the listings' own orders (api/README.md, "Fresh
// answers"). A page of a listing never asked before is then a slice of the text's whole listing in that order, made
// once from the order's ranks: a fraction of a millisecond, where the database lists and sorts every match once per
// listing (1-10 % of the catalogue for a middling word, a fifth or more for a broad one: tens of milliseconds at
// 100,000 products, and a word × sort × page is rarely asked twice). Without the texts' words in memory or the
// sort's whole order (a process's first moments, a catalogue version's first, a catalogue past the texts' limit) the
// database answers: there is no third way. Both databases: SQLite's statements hold the process while they run;
// PostgreSQL's run beside it, but listed and sorted every match of a middling word for each new listing, and walked a
// sort's index past every earlier page for a deep page of a broad word (docs/BENCHMARKS.md, findings of 2026-11-28).
// A shopper's listing of one category alone is answered the same way (its set read from the category's index): the
// database sorted the category's products for each new listing in any sort but newest or oldest first (no other sort
// index holds the category). Best match is made from the text's newest-first listing with the words in memory
// (best-match.ts): the database tested and sorted every match for each new listing, on SQLite on the process (about
// 90 ms for a deep page of a broad word, one-off, 100,000 products).

/** The sets of matches kept, at most this many bytes (one bit per product id: 12.5 kB each at 100,000 products). */
const MATCH_SETS_BYTES = 32 * 1024 * 1024;
/** The texts' listings kept, in bytes (four per match: 8 kB for a word in 2 % of 100,000 products). */
const LISTINGS_BYTES = 16 * 1024 * 1024;
/** An order's first chunk; each next one is as long as all before it, so a whole order takes few statements. */
const FIRST_CHUNK = 4096;

/**
 * The listings this answers: a shopper's (live products of sellers not disabled) by words alone, or by a category
 * alone. Null for any other.
 */
export function membersOf(filter: ProductFilter): Members | null {
  const { q, words, liveOnly, hideDisabledSellers, category, sellerId, excludeId, stockBelow, inStock, minPriceCents, maxPriceCents, minRating } = filter;
  const others = [sellerId, excludeId, stockBelow, minPriceCents, maxPriceCents, minRating];
  if (!liveOnly || !hideDisabledSellers || inStock || others.some((value) => value !== undefined)) return null;
  if (q !== undefined && words?.length && category === undefined) return { words };
  return q === undefined && category !== undefined ? { category } : null;
}

/** What a listing in `sort` lists from memory, or null: best match only for words (made from the newest-first listing, best-match.ts). */
export function membersIn(filter: ProductFilter, sort: ProductSort): Members | null {
  const members = membersOf(filter);
  return sort === 'relevance' && !(members && 'words' in members) ? null : members;
}

/** The sort whose order a listing in `sort` is made from: best match's is the newest-first one (its last tie-break). */
export const orderSortOf = (sort: ProductSort): ProductSort => (sort === 'relevance' ? 'createdAt,desc' : sort);

const membersKey = (members: Members) => ('words' in members ? wordQueryKey(members.words) : `category\u0000${members.category}`);

/** A sort's order as far as it has been read: `ids` shoppers see, from the first `read` live products. */
interface PartOrder {
  ids: number[];
  read: number;
  complete: boolean;
  /** Once complete and a text's listing is asked of it: each id's place (ranksOf). */
  ranks?: Int32Array;
}

/** What is kept for one catalogue version (all of it dropped when the version moves). */
const nothingKept = (version: number) => ({
  version,
  orders: new Map<ProductSort, PartOrder>(),
  /** Each text's listing in each whole order (a version's whole order never changes), by the text's key and the sort. */
  listings: new LRUCache<string, Int32Array>({ maxSize: LISTINGS_BYTES, sizeCalculation: (ids) => ids.byteLength + 64 }),
  /**
   * The products shoppers never see: read once per version, before any order's first chunk, so a listing (made only
   * from a whole order of the version) always finds them read.
   */
  unseen: null as IdSet | null,
  /** Each text's or category's matches, by its key, made or read once however many ask at once. */
  sets: readOnceCache<IdSet>({ maxSize: MATCH_SETS_BYTES, sizeCalculation: (set) => set.words.byteLength + 64 }),
});

type VersionKept = ReturnType<typeof nothingKept>;

/** The sort's order in `kept`, when it is of `version` and read to its end. */
function wholeOrder(kept: VersionKept, sort: ProductSort, version: number): PartOrder | undefined {
  const order = kept.version === version ? kept.orders.get(sort) : undefined;
  return order?.complete ? order : undefined;
}

/** The catalogue version what is read is kept under. */
export interface KeptAt {
  version: number;
  /** Reads the catalogue version now: a chunk of an order or a set read after it moved is not kept. */
  readVersion: () => Promise<number>;
}

/** A listing of words or a category alone at a catalogue version. */
export interface MemoryListing extends KeptAt {
  members: Members;
  sort: ProductSort;
  /**
   * The texts' words kept in memory at the words' version (words-in-memory.ts indexAt), the words' matches made from
   * them: a listing of words comes from memory only with them.
   */
  texts?: WordIndex | null | undefined;
  /** Best match's order of the newest-first listing (best-match.ts): a best-match listing is made only with it. */
  bestMatch?: ((newestFirst: Int32Array) => Int32Array) | undefined;
}

/**
 * Text-only and category-only listings answered from memory, for one app (one per process, like the rest of the
 * catalogue cache).
 */
export class MemoryListings {
  private kept = nothingKept(Number.NaN);

  /**
   * `limit` ids of the listing after its first `offset` matches, in the sort's order; null when the database should
   * answer it: the sort's order not whole at the listing's version, a text's listing without `texts`, best
   * match without `bestMatch`, a category's set read after the catalogue moved.
   */
  async readIds(db: Db, listing: MemoryListing, offset: number, limit: number): Promise<number[] | null> {
    // Only a whole order is listed from memory (read ahead of shoppers: search/read-ahead.ts). What is kept for the
    // version is held on to: read-ahead may move on to a newer version meanwhile, and a request never drops its work.
    const kept = this.kept;
    const order = wholeOrder(kept, orderSortOf(listing.sort), listing.version);
    if (!order) return null;
    const matches = await this.matchesOf(db, kept, listing);
    const whole = matches && this.keptListing(kept, order, listing, matches);
    return whole ? Array.from(whole.subarray(offset, offset + limit)) : null;
  }

  /**
   * The members' whole listing in the sort's whole `order`: kept, or made from the order's ranks now. Best match is
   * made from the newest-first order, only with `bestMatch`.
   */
  private keptListing(kept: VersionKept, order: PartOrder, { members, sort, bestMatch }: Pick<MemoryListing, 'members' | 'sort' | 'bestMatch'>, matches: IdSet): Int32Array | null {
    const key = `${membersKey(members)}\u0000${sort}`;
    const known = kept.listings.get(key);
    if (known) return known;
    if (sort === 'relevance' && !bestMatch) return null;
    order.ranks ??= ranksOf(order.ids);
    const listed = listingIn(order.ids, order.ranks, matches);
    const ids = bestMatch ? bestMatch(listed) : listed;
    kept.listings.set(key, ids);
    return ids;
  }

  /**
   * Reads ahead of shoppers (search/read-ahead.ts; one at a time), one statement: the sort's order's next chunk. False
   * when the order is already read to its end at `at.version`. Read after the catalogue moved (a write between two
   * chunks, which might then not join up), the order is dropped.
   */
  async readOrderAhead(db: Db, { version, readVersion }: KeptAt, sort: ProductSort): Promise<boolean> {
    const kept = this.at(version);
    const order = kept.orders.get(sort) ?? { ids: [], read: 0, complete: false };
    if (order.complete) return false;
    kept.orders.set(sort, order);
    const unseen = (kept.unseen ??= idSetOf([await readUnseen(db)]));
    const size = Math.max(FIRST_CHUNK, order.read);
    const chunk = await readOrderChunk(db, sort, order.read, size);
    if ((await readVersion()) !== version) {
      kept.orders.delete(sort);
      return true;
    }
    for (const id of chunk) if (!unseen.has(id)) order.ids.push(id);
    order.complete = chunk.length < size;
    order.read += chunk.length;
    return true;
  }

  /** Whether the sort's order is read to its end at `version` (listings in it come from memory only then). */
  hasWholeOrder(sort: ProductSort, version: number): boolean {
    return wholeOrder(this.kept, sort, version) !== undefined;
  }

  /** How many products shoppers see are members, when their set is kept at `version` (else null). */
  count(members: Members, version: number): number | null {
    const set = this.kept.version === version ? this.kept.sets.get(membersKey(members)) : undefined;
    // The unseen were read before the version's first order, and a set is made only in a whole order.
    return set ? set.difference_size(this.kept.unseen!) : null;
  }

  /** What is kept for `version` (read-ahead's, the newest: another starts afresh). */
  private at(version: number): VersionKept {
    if (this.kept.version !== version) this.kept = nothingKept(version);
    return this.kept;
  }

  /** The members' set: kept, or made now from the texts' words in memory (a text's) or read (a category's); else null. */
  private async matchesOf(db: Db, kept: VersionKept, { members, readVersion, texts }: Omit<MemoryListing, 'sort'>): Promise<IdSet | null> {
    if ('words' in members && !texts) return null;
    const set = await kept.sets.fetch(membersKey(members), {
      context: async () => {
        if ('words' in members) return matchesIn(texts!, members.words);
        const ids = await readMatches(db, members);
        // Read after the catalogue moved (a write between two statements): maybe not this version's, not kept.
        return (await readVersion()) === kept.version ? idSetOf([ids]) : undefined;
      },
    });
    return set ?? null;
  }
}
