import { type IdSet, idSetOf } from './id-sets';
import { RANGE_LIMIT } from './vocabulary';
import type { Terms } from './word-match';
import type { QueryWord, WordQuery } from './word-query';

// The look-ups over the words at one words' version (words-in-memory.ts keeps and reads them): a word's lists of
// products, the products with every word (as a set, or the newest first) and the words a prefix starts.

/**
 * Products' names by id as read whole (`read`), with the names changed since over them (`changed`; a gone product's:
 * undefined): a change copies the changes, not a million names (some 50 ms at 1,000,000 products, timed one-off).
 */
export interface Names {
  read: ReadonlyArray<string | undefined>;
  changed: ReadonlyMap<number, string | undefined>;
}

/** Product `id`'s name (undefined: no such product). */
export const nameOf = ({ read, changed }: Names, id: number): string | undefined => (changed.has(id) ? changed.get(id) : read[id]);

/** The words at one words' version. */
export interface WordIndex {
  /** Every word, sorted (a prefix's words are then one run). */
  terms: string[];
  /** Each word's products (by its place in `terms`), ascending ids. */
  ids: Int32Array[];
  /** Products shoppers never see (deleted, or of a disabled seller). */
  unseen: IdSet;
  /** Every product's name by id (the names' words only). */
  names: Names | null;
  /** The highest id in any list. */
  lastId: number;
}

/** The ids of newestInAll over each word's lists in the index. */
export const newestIn = (index: WordIndex, words: WordQuery, limit: number, floor?: number) => newestInAll(words.map((word) => listsOf(index, word)), index.unseen, limit, floor);

/** Whether a product shoppers see has every word. */
export const finds = (index: WordIndex, words: WordQuery): boolean => newestIn(index, words, 1).length > 0;

/** The share of the newest `sample` ids held by products shoppers see with every word, and the highest id (a plan's estimate). */
export function shareOfNewest(index: WordIndex, words: WordQuery, sample: number): { fraction: number; catalogueSize: number } {
  return { fraction: newestIn(index, words, sample, index.lastId - sample).length / sample, catalogueSize: index.lastId };
}

/** Every product with every word (none for no words). */
export function matchesIn(index: WordIndex, words: WordQuery): IdSet {
  const [first, ...rest] = words.map((word) => productsWith(index, word, 'any'));
  return rest.reduce((all, set) => all.new_intersection(set), first ?? idSetOf([]));
}

/** The products with a word: its forms and the words it starts (the last word), and its corrections unless 'exact'. */
export const productsWith = (index: WordIndex, word: QueryWord, terms: Terms): IdSet => idSetOf(listsOf(index, word, terms), index.lastId);

/** A word's lists: its forms, the words it starts (the last word), its corrections (unless 'exact'). */
function listsOf(index: WordIndex, word: QueryWord, terms: Terms = 'any'): Int32Array[] {
  const places = new Set<number>();
  for (const term of terms === 'any' ? [...word.exact, ...word.corrected] : word.exact) {
    const place = placeOf(index.terms, term);
    if (index.terms[place] === term) places.add(place);
  }
  if (word.prefix) for (const place of placesStarting(index.terms, word.word)) places.add(place);
  return [...places].map((place) => index.ids[place]!);
}

/** The sorted terms that start with `prefix`, at most RANGE_LIMIT (as the database's range reads them). */
export function termsStarting(terms: readonly string[], prefix: string): string[] {
  return placesStarting(terms, prefix, RANGE_LIMIT).map((place) => terms[place]!);
}

/** The places of the sorted terms that start with `prefix` (one run), at most `limit`. */
function placesStarting(terms: readonly string[], prefix: string, limit = Infinity): number[] {
  const places: number[] = [];
  for (let place = placeOf(terms, prefix); terms[place]?.startsWith(prefix) && places.length < limit; place++) places.push(place);
  return places;
}

/** Where `value` is, or would be, in the ascending `sorted` (terms, or a list's ids), between `low` and `high`. */
function placeOf<T extends string | number>(sorted: ArrayLike<T>, value: T, low = 0, high = sorted.length): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A word's ascending lists, each with the place of its largest id at most the walk's bound so far: the bound only
 * falls, so each place only moves down, by galloping (steps of 1, 2, 4… then halving), and a list whose place still
 * holds costs one comparison. A word being typed (its last letters) has dozens of lists; searching each afresh at every
 * step took milliseconds for a text such as "quiet bar s" (timed one-off).
 */
class WordLists {
  private readonly places: Int32Array;

  constructor(private readonly lists: readonly Int32Array[]) {
    this.places = Int32Array.from(lists, (list) => list.length - 1);
  }

  /** The largest id at most `bound` in any list, or -1; `bound` is never above the last call's. */
  largestAtMost(bound: number): number {
    let largest = -1;
    for (let index = 0; index < this.lists.length; index++) {
      const list = this.lists[index]!;
      let place = this.places[index]!;
      if (place >= 0 && list[place]! > bound) this.places[index] = place = placeAtMost(list, bound, place);
      if (place >= 0 && list[place]! > largest) largest = list[place]!;
    }
    return largest;
  }
}

/** The place of the largest id at most `bound` in an ascending list whose id at `above` is over it, or -1. */
function placeAtMost(list: Int32Array, bound: number, above: number): number {
  let high = above;
  let low = high - 1;
  for (let step = 2; low >= 0 && list[low]! > bound; step *= 2) {
    high = low;
    low = high - step;
  }
  // Now list[low] ≤ bound (or low is below 0) and list[high] > bound: the first id past bound between them, less one.
  return placeOf(list, bound + 1, Math.max(low, -1) + 1, high) - 1;
}

/**
 * Up to `limit` ids above `floor` in at least one list of every word (each word: a list per term it accepts), not
 * unseen, highest first: a leapfrog over the words, each lowering the candidate to its largest id at most the candidate until every
 * word has it, so the steps follow the matches near the top, not the lists' lengths. The words with the fewest lists
 * (the cheapest to ask) come first, and a word that lowers the candidate sends the walk back to the first: a word being
 * typed, with dozens of lists, is asked only about ids every other word has.
 */
export function newestInAll(words: ReadonlyArray<readonly Int32Array[]>, unseen: IdSet, limit: number, floor = -1): number[] {
  const ids: number[] = [];
  const cursors = [...words].sort((a, b) => a.length - b.length).map((lists) => new WordLists(lists));
  if (cursors.length === 0) return ids;
  let candidate = 2 ** 31 - 1;
  while (ids.length < limit) {
    for (let word = 0; word < cursors.length; ) {
      const next = cursors[word]!.largestAtMost(candidate);
      if (next <= floor) return ids;
      if (next === candidate) word++;
      else {
        candidate = next;
        word = word === 0 ? 1 : 0;
      }
    }
    if (!unseen.has(candidate)) ids.push(candidate);
    candidate--;
  }
  return ids;
}

/**
 * The index with the products `changed` (ascending ids) as they are now: `words` gives each one's terms (none: it is
 * gone), and every list that held one loses it first (only an id up to the index's last can be in a list: a product
 * added since costs no search). A new index, so a look-up taken before keeps its own; unseen and names are the caller's.
 */
export function withChanges(index: WordIndex, changed: readonly number[], words: ReadonlyMap<number, readonly string[]>, unseen: IdSet, names: WordIndex['names']): WordIndex {
  const gone = new Set(changed.filter((id) => id <= index.lastId));
  const added = new Map<string, number[]>();
  for (const id of changed) {
    for (const term of words.get(id) ?? []) {
      const ids = added.get(term);
      if (ids) ids.push(id);
      else added.set(term, [id]);
    }
  }
  const terms: string[] = [];
  const ids: Int32Array[] = [];
  const goneIds = [...gone];
  const keep = (term: string, list: Int32Array) => {
    const stays = goneIds.some((id) => holds(list, id)) ? list.filter((id) => !gone.has(id)) : list;
    const add = added.get(term);
    let joined = stays;
    if (add) {
      joined = new Int32Array(stays.length + add.length);
      joined.set(stays);
      joined.set(add, stays.length);
      // Ids added after the list's last (new products) need no sort.
      if (stays.length > 0 && add[0]! < stays.at(-1)!) joined.sort();
    }
    if (joined.length === 0) return;
    terms.push(term);
    ids.push(joined);
  };
  // Both sorted: the index's terms merged with the new ones.
  const fresh = [...added.keys()].filter((term) => index.terms[placeOf(index.terms, term)] !== term).sort();
  let next = 0;
  index.terms.forEach((term, place) => {
    while (next < fresh.length && fresh[next]! < term) keep(fresh[next++]!, new Int32Array(0));
    keep(term, index.ids[place]!);
  });
  for (; next < fresh.length; next++) keep(fresh[next]!, new Int32Array(0));
  return { terms, ids, unseen, names, lastId: Math.max(index.lastId, changed.at(-1) ?? 0) };
}

/** Whether an ascending list holds `id`. */
const holds = (list: Int32Array, id: number): boolean => list[placeOf(list, id)] === id;
