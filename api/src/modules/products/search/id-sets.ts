import { TypedFastBitSet } from 'typedfastbitset';

// Product ids as bits, and a set's members listed in a whole sort order: the in-memory structures of the listings
// answered from memory (memory-listings.ts).

/** Where the lowest bit set in `bits` (not 0) is, 0-31. */
const lowestBit = (bits: number) => 31 - Math.clz32(bits & -bits);

/**
 * Product ids, one bit each (the `typedfastbitset` library: `has`, `new_intersection`, `difference_size`, and its
 * `words`, which listingIn reads directly).
 */
export type IdSet = TypedFastBitSet;

/** The ids in any of `lists` (a word's terms' products), in a set of just enough words for ids up to `lastId`. */
export function idSetOf(lists: ReadonlyArray<ArrayLike<number>>, lastId = largest(lists)): IdSet {
  // Sized here: the library's own growth doubles, and sets are kept by their bytes (memory-listings.ts).
  const set = TypedFastBitSet.fromWords(new Uint32Array((lastId >>> 5) + 1));
  for (const ids of lists) for (let index = 0; index < ids.length; index++) set.add(ids[index]!);
  return set;
}

function largest(lists: ReadonlyArray<ArrayLike<number>>): number {
  let max = 0;
  for (const ids of lists) for (let index = 0; index < ids.length; index++) max = Math.max(max, ids[index]!);
  return max;
}

/** Each id's place in a whole order, plus one (0: not in it), indexed by id. */
export function ranksOf(ids: readonly number[]): Int32Array {
  const ranks = new Int32Array(largest([ids]) + 1);
  for (let index = 0; index < ids.length; index++) ranks[ids[index]!] = index + 1;
  return ranks;
}

/**
 * The members of `matches` that are in a whole order, in its order: their places in the order, gathered as bits and
 * read lowest first. It costs a step per match and one per 32 ids and places, where testing the order's ids against
 * the set one by one costs a step per place up to the page (most of the order for a deep page of a middling word: a
 * fifth of the API's time in its cold row, CPU profile of 2026-11-28). Plain loops over the bits, with no callback per
 * id and no list of places: about a third of the time that took (timed one-off), and building these listings was the
 * API's largest own cost in the cold broad words' first half-second (CPU profile, SQLite, 2026-11-28).
 */
export function listingIn(order: readonly number[], ranks: Int32Array, matches: IdSet): Int32Array {
  const places = new Uint32Array((order.length >>> 5) + 1);
  let count = 0;
  const bits = matches.words;
  for (let word = 0; word < bits.length; word++) {
    for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) {
      const id = (word << 5) + lowestBit(rest);
      const rank = id < ranks.length ? ranks[id]! : 0;
      if (rank === 0) continue;
      const place = rank - 1;
      places[place >>> 5]! |= 1 << (place & 31);
      count++;
    }
  }
  const listing = new Int32Array(count);
  let next = 0;
  for (let word = 0; word < places.length; word++) {
    for (let rest = places[word]!; rest !== 0; rest &= rest - 1) listing[next++] = order[(word << 5) + lowestBit(rest)]!;
  }
  return listing;
}
