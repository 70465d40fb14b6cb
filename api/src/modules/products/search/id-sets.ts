// Product ids as bits, and a set's members listed in a whole sort order: the in-memory structures of the listings
// answered from memory (memory-listings.ts).

/** Where the lowest bit set in `bits` (not 0) is, 0-31. */
const lowestBit = (bits: number) => 31 - Math.clz32(bits & -bits);

/** Product ids, one bit each. */
export class IdSet {
  private constructor(readonly bits: Uint32Array) {}

  static of(ids: ArrayLike<number>): IdSet {
    let max = 0;
    for (let index = 0; index < ids.length; index++) max = Math.max(max, ids[index]!);
    const bits = new Uint32Array((max >>> 5) + 1);
    for (let index = 0; index < ids.length; index++) bits[ids[index]! >>> 5]! |= 1 << (ids[index]! & 31);
    return new IdSet(bits);
  }

  /** The ids in any of `lists` (ascending, none above `lastId`): a word's terms' products. */
  static ofAny(lists: ReadonlyArray<ArrayLike<number>>, lastId: number): IdSet {
    const bits = new Uint32Array((lastId >>> 5) + 1);
    for (const ids of lists) for (let index = 0; index < ids.length; index++) bits[ids[index]! >>> 5]! |= 1 << (ids[index]! & 31);
    return new IdSet(bits);
  }

  /** The ids in both sets. */
  and(other: IdSet): IdSet {
    const bits = this.bits.slice(0, Math.min(this.bits.length, other.bits.length));
    for (let word = 0; word < bits.length; word++) bits[word]! &= other.bits[word]!;
    return new IdSet(bits);
  }

  /** How many ids it holds that `other` does not. */
  countOutside(other: IdSet): number {
    let count = 0;
    for (let word = 0; word < this.bits.length; word++) {
      // Counted a bit at a time: rest &= rest - 1 clears the lowest.
      for (let rest = this.bits[word]! & ~(other.bits[word] ?? 0); rest !== 0; rest &= rest - 1) count++;
    }
    return count;
  }

  has(id: number): boolean {
    const word = id >>> 5;
    return word < this.bits.length && ((this.bits[word]! >>> (id & 31)) & 1) === 1;
  }

  get bytes(): number {
    return this.bits.byteLength;
  }
}

/** Each id's place in a whole order, plus one (0: not in it), indexed by id. */
export function ranksOf(ids: readonly number[]): Int32Array {
  let max = 0;
  for (const id of ids) max = Math.max(max, id);
  const ranks = new Int32Array(max + 1);
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
  const { bits } = matches;
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
