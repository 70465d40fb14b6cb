import type { Db } from '../products.repository';
import { IdSet } from './id-sets';
import { lastProductId, readNames, readNameWords, readUnseen } from './listing-reads';
import type { KeptAt } from './memory-listings';
import type { QueryWord, WordQuery } from './word-query';

// The names' words of the whole catalogue, each word's products as ids, kept under the catalogue version like the
// listings from memory (memory-listings.ts; api/README.md, "Fresh answers"): the products a suggestion names
// (products-named.ts) are then found in memory, newest first, where the database intersected the words' lists, read
// each match's row and sorted them for every text typed (the largest part of a cold suggestion on both databases,
// docs/BENCHMARKS.md). Every product's name is kept too, so a suggestion's products need no statement: a rename, a
// deletion and a seller's disabling all move the catalogue version. The names are read once the database has spent as
// long on suggestions' names at this version as reading them took last time (the rent-or-buy rule of the listings from
// memory), so a busy catalogue, whose version moves with each change, costs at most about twice what the database
// alone would.

/** What reading the names is taken to cost before it has been measured (about what it takes at 100,000 products). */
const FIRST_READ_MS = 250;

/** The names' words at one catalogue version. */
interface NameIndex {
  /** Every word in a name, sorted (a prefix's words are then one run). */
  terms: string[];
  /** Each word's products (by its place in `terms`), ascending ids. */
  ids: Int32Array[];
  /** Products shoppers never see (deleted, or of a disabled seller). */
  unseen: IdSet;
  names: NameTexts;
}

/** Every product's name by id, as UTF-8 in one buffer: a string each would be 100,000 more objects on the heap. */
class NameTexts {
  private constructor(
    private readonly bytes: Buffer,
    /** Where each id's name starts in `bytes`; it ends where the next id's starts (an id without a product: empty). */
    private readonly starts: Int32Array,
  ) {}

  /** Reads the names of products 1…`last` in parts (stopped by `signal`: then null). */
  static async read(db: Db, last: number, signal?: AbortSignal): Promise<NameTexts | null> {
    const starts = new Int32Array(last + 2);
    const parts: Buffer[] = [];
    let length = 0;
    let next = 0;
    await readNames(db, last, (rows) => {
      const part = Buffer.allocUnsafe(rows.reduce((bytes, row) => bytes + Buffer.byteLength(row.name), 0));
      let written = 0;
      for (const { id, name } of rows) {
        starts.fill(length + written, next, id + 1);
        next = id + 1;
        written += part.write(name, written);
      }
      parts.push(part);
      length += written;
    }, signal);
    if (signal?.aborted) return null;
    starts.fill(length, next);
    return new NameTexts(Buffer.concat(parts, length), starts);
  }

  /** Product `id`'s name, or undefined when no such product was read. */
  nameOf(id: number): string | undefined {
    if (id < 0 || id + 1 >= this.starts.length || this.starts[id] === this.starts[id + 1]) return undefined;
    return this.bytes.toString('utf8', this.starts[id], this.starts[id + 1]);
  }
}

/** What is known at one catalogue version. */
interface VersionKept {
  version: number;
  index: NameIndex | null;
  /** Milliseconds the database spent on suggestions' names at this version. */
  spent: number;
  reading: boolean;
}

/** The names' words of one app (one per process, like the rest of the catalogue cache). */
export class NamesInMemory {
  private kept: VersionKept = { version: Number.NaN, index: null, spent: 0, reading: false };
  private readMs = FIRST_READ_MS;

  /**
   * The names kept at `version` as a look-up to ask as often as needed (it holds on to them: a request asking twice
   * gets the same names even if another version is read meanwhile), or null when they are not kept (the database
   * answers). Only a look: a request that read another version changes nothing. The look-up answers up to `limit`
   * products shoppers see whose name has every word (any of its terms: a form, a name word it starts, a correction),
   * newest (highest id) first, with their names.
   */
  namedAt(version: number): ((words: WordQuery, limit: number) => Array<{ id: number; name: string }>) | null {
    const index = this.indexAt(version);
    if (!index) return null;
    return (words, limit) =>
      newestIn(index, words, limit).flatMap((id) => {
        const name = index.names.nameOf(id);
        return name === undefined ? [] : [{ id, name }];
      });
  }

  /** Whether a product shoppers see has every word in its name (null when the names are not kept): no name is decoded. */
  anyNamed(words: WordQuery, version: number): boolean | null {
    const index = this.indexAt(version);
    return index && newestIn(index, words, 1).length > 0;
  }

  private indexAt(version: number): NameIndex | null {
    return this.kept.version === version ? this.kept.index : null;
  }

  /** The database answered a suggestion's names in `ms`: true when the names should now be read (`read`, in the background). */
  spentOnDatabase(version: number, ms: number): boolean {
    const kept = this.at(version);
    kept.spent += ms;
    if (kept.reading || kept.index || kept.spent < this.readMs) return false;
    kept.reading = true;
    return true;
  }

  /**
   * Reads the names' words at `at.version`; kept only when read whole (not stopped by `signal`) and the version still
   * reads the same afterwards.
   */
  async read(db: Db, at: KeptAt, signal?: AbortSignal): Promise<void> {
    const kept = this.at(at.version);
    const started = performance.now();
    try {
      const unseen = IdSet.of(await readUnseen(db));
      const names = await NameTexts.read(db, await lastProductId(db), signal);
      const lists = new Map<string, number[]>();
      await readNameWords(db, (term, ids) => {
        const known = lists.get(term);
        if (!known) lists.set(term, ids);
        else for (const id of ids) known.push(id);
      }, signal);
      if (signal?.aborted || !names) return;
      // A change between the parts' statements moved the version: then they may not agree, and nothing is kept.
      if ((await at.readVersion()) !== at.version) return;
      const terms = [...lists.keys()].sort();
      kept.index = { terms, ids: terms.map((term) => Int32Array.from(lists.get(term)!).sort()), unseen, names };
      this.readMs = performance.now() - started;
    } finally {
      kept.reading = false;
      // Not kept (a failure, or the version moved): the database pays again before the next read.
      if (!kept.index) kept.spent = 0;
    }
  }

  private at(version: number): VersionKept {
    if (this.kept.version !== version) this.kept = { version, index: null, spent: 0, reading: false };
    return this.kept;
  }
}

/** The ids of newestInAll over each word's lists in the index. */
const newestIn = (index: NameIndex, words: WordQuery, limit: number) => newestInAll(words.map((word) => listsOf(index, word)), index.unseen, limit);

/** A word's lists: its forms, the names' words it starts (the last word), its corrections. */
function listsOf(index: NameIndex, word: QueryWord): Int32Array[] {
  const places = new Set<number>();
  for (const term of [...word.exact, ...word.corrected]) {
    const place = placeOf(index.terms, term);
    if (index.terms[place] === term) places.add(place);
  }
  if (word.prefix) for (let place = placeOf(index.terms, word.word); index.terms[place]?.startsWith(word.word); place++) places.add(place);
  return [...places].map((place) => index.ids[place]!);
}

/** Where `term` is, or would be, in the sorted terms. */
function placeOf(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < term) low = middle + 1;
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
  low = Math.max(low, -1);
  // Now list[low] ≤ bound (or low is -1) and list[high] > bound.
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (list[middle]! <= bound) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * Up to `limit` ids in at least one list of every word (each word: a list per term it accepts), not unseen, highest
 * first: a leapfrog over the words, each lowering the candidate to its largest id at most the candidate until every
 * word has it, so the steps follow the matches near the top, not the lists' lengths. The words with the fewest lists
 * (the cheapest to ask) come first, and a word that lowers the candidate sends the walk back to the first: a word being
 * typed, with dozens of lists, is asked only about ids every other word has.
 */
export function newestInAll(words: ReadonlyArray<readonly Int32Array[]>, unseen: IdSet, limit: number): number[] {
  const ids: number[] = [];
  const cursors = [...words].sort((a, b) => a.length - b.length).map((lists) => new WordLists(lists));
  if (cursors.length === 0) return ids;
  let candidate = 2 ** 31 - 1;
  while (ids.length < limit) {
    for (let word = 0; word < cursors.length; ) {
      const next = cursors[word]!.largestAtMost(candidate);
      if (next < 0) return ids;
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
