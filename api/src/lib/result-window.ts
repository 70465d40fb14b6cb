import type { LRUCache } from 'lru-cache';
import type { SingleFlight } from './single-flight';

/** A listing's matching ids in its sort order, the first `ids.length` of them (all of them when `complete`). */
export interface OrderedIds {
  version: number;
  ids: number[];
  complete: boolean;
}

/** Ids are read at least this far past the page asked for (5 pages of 20): the next pages cost no query. */
export const READ_AHEAD = 100;
/** ...and at most this far: a deep page of a long staff listing must not read thousands of ids it will not show. */
const MAX_READ_AHEAD = 2_000;

/** Reads `limit` ids of the listing after the first `offset`, in its order. */
export type ReadIds = (offset: number, limit: number) => Promise<number[]>;

/** Listing orders kept per data version, and the reads of them in flight (one per stretch, however many ask). */
export interface ListingOrders {
  results: LRUCache<string, OrderedIds>;
  reads: SingleFlight<number[]>;
}

/**
 * The ids of one page, from the listing's cached order when the data version still matches (Solr's
 * queryResultCache, kept per catalogue version instead of per index searcher). Missing ids are read once, ahead of
 * the page (as many again as are cached, within READ_AHEAD..MAX_READ_AHEAD, so paging on costs a few reads, not one
 * per page), never past `end` (the result window; Infinity for staff listings).
 */
export async function pageIds(
  { results, reads }: ListingOrders,
  key: string,
  version: number,
  page: { offset: number; limit: number; end: number },
  read: ReadIds,
): Promise<number[]> {
  const { offset, limit, end } = page;
  let entry: OrderedIds | undefined = results.get(key);
  if (entry?.version !== version) entry = { version, ids: [], complete: false };
  const needed = offset + limit;
  if (entry.ids.length < needed && !entry.complete) {
    const have = entry.ids.length;
    const upTo = Math.min(end, needed + Math.min(MAX_READ_AHEAD, Math.max(READ_AHEAD, have)));
    const more = await reads.run(`${key}\u0000${version}\u0000${have}\u0000${upTo}`, () => read(have, upTo - have));
    // Fewer than asked: the listing ends there (or at the window's edge, past which no page is answered).
    entry = { version, ids: have === 0 ? more : [...entry.ids, ...more], complete: more.length < upTo - have || upTo >= end };
    results.set(key, entry);
  }
  return entry.ids.slice(offset, offset + limit);
}
