import type { Db } from '../products.repository';
import { idSetOf } from './id-sets';
import { lastProductId, readNames, readProductWords, readUnseen, readWordLists, readWordsLog, readWordsLogHead, type WordsOf } from './listing-reads';
import type { KeptAt } from './memory-listings';
import { type WordIndex, withChanges } from './word-index';

// The words of the whole catalogue, each word's products as ids, kept under the words' own version (migration 0074;
// api/README.md, "Fresh answers"). Two of them, by what the words are of:
// - the names' words, with every product's name: the products a suggestion names (products-named.ts) are then found in
//   memory, newest first, where the database intersected the words' lists, read each match's row and sorted them for
//   every text typed (the largest part of a cold suggestion on both databases, docs/BENCHMARKS.md);
// - the whole texts' words (name and description): whether a search for a completion finds a product
//   (search-texts.ts textsFinding), which otherwise cost a suggestion a statement, half a cold suggestion's work on
//   PostgreSQL (docs/BENCHMARKS.md, findings of 2026-11-30, afternoon).
// A product added, renamed, described anew or deleted, and a seller disabled or enabled, move the words' version; a
// sale, a price and a rating do not (they move the catalogue version). The words are read whole by read-ahead.ts
// (WordsAhead: in a process's first quiet moment, later once their version has held); once read, they are brought up to
// date by the products logged as changed since (migration 0076), a statement or two, instead of being read whole
// again. Until they are held at a request's version the database answers what they answer.
/**
 * Texts are not kept past this many (word, product) pairs (128 MB of ids a process): a catalogue that large (about
 * 1,280,000 generated products, 25 words each) asks the database. Names (a few words each) are always kept.
 */
const MAX_TEXT_PAIRS = 32_000_000;
/** Changes past this many log entries at once (a bulk import) are read whole instead. */
const MAX_LOGGED = 2_000;
/**
 * Changed products already in the lists are looked for in every word's list: past this many searches (products times
 * words: some 40 products with 100,000 words) the words are read whole instead. Products added since cost none.
 */
const MAX_LIST_SEARCHES = 4_000_000;
/** Names changed since the names were read whole are kept beside them, up to this many; past it they are read whole. */
const MAX_NAMES_CHANGED = 50_000;

/** Every product's name by id, as UTF-8 in one buffer: a string each would be 100,000 more objects on the heap. */
class NameTexts {
  private constructor(
    private readonly bytes: Buffer,
    /** Where each id's name starts in `bytes`; it ends where the next id's starts (an id without a product: empty). */
    private readonly starts: Int32Array,
    /** Names changed since they were read (undefined: the product is gone). */
    readonly changed: ReadonlyMap<number, string | undefined> = new Map(),
  ) {}

  /** These names with `changes` over them (a new object: a look-up taken before keeps its own). */
  with(changes: ReadonlyMap<number, string | undefined>): NameTexts {
    return new NameTexts(this.bytes, this.starts, new Map([...this.changed, ...changes]));
  }

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
    if (this.changed.has(id)) return this.changed.get(id);
    if (id < 0 || id + 1 >= this.starts.length || this.starts[id] === this.starts[id + 1]) return undefined;
    return this.bytes.toString('utf8', this.starts[id], this.starts[id + 1]);
  }
}

/** What is known at one words' version. */
interface VersionKept {
  version: number;
  reading: boolean;
  /** The changes since the words held, being applied (or applied) at this version: once, for every request. */
  applying?: Promise<boolean>;
}

/** The words held: read whole, or brought up to date since. */
interface Held {
  index: WordIndex;
  names: NameTexts | null;
  /** The words' version they are current at (NaN: read while it moved; current at none until brought up to date). */
  version: number;
  /** The last log entry (migration 0076) whose change they include, every entry before it too. */
  seq: number;
  stamp: number;
}

/** One app's words of names or of texts (one of each per process, like the rest of the catalogue cache). */
export class WordsInMemory {
  private kept: VersionKept = { version: Number.NaN, reading: false };
  private held: Held | null = null;
  /**
   * Texts found past their limit: not read again in this process (SQLite counts every word's products on the process
   * to know it, at every words' version otherwise).
   */
  private tooMany = false;

  /** `maxPairs`: the texts' limit in (word, product) pairs (MAX_TEXT_PAIRS; a test's own, smaller). */
  constructor(
    readonly of: WordsOf,
    private readonly maxPairs = MAX_TEXT_PAIRS,
  ) {}

  /**
   * The words kept at `version` (word-index.ts asks them), or null when they are not kept: the database answers. An
   * index never changes once made (a change makes a new one), so a request holding it asks one version however often
   * it asks, whatever is read meanwhile; asking at another version changes nothing.
   */
  indexAt(version: number): WordIndex | null {
    return this.held?.version === version ? this.held.index : null;
  }

  /**
   * The words kept at any version (null when none are): for a plan's estimate (products-text-plan.ts), never an
   * answer; while some are held, a change is applied to them at a statement or two's cost (read-ahead.ts).
   */
  latestIndex(): WordIndex | null {
    return this.held?.index ?? null;
  }

  /** Whether the caller should read the words at `version` now (`read`): not kept, nor being read, nor too many. */
  claimRead(version: number): boolean {
    const kept = this.at(version);
    if (kept.reading || this.held?.version === version || this.tooMany) return false;
    kept.reading = true;
    return true;
  }

  /**
   * Makes the words current at `at.version`: the changes logged since the words held are applied, or (none held, the
   * log no longer reaching back to them, too many changes) the words are read whole, unless `mayReadWhole` is false.
   * Words read whole are kept only when read whole (not stopped by `signal`, nor past the texts' limit); when the
   * version moved meanwhile they are current at no version until the changes since are applied.
   */
  async read(db: Db, at: KeptAt, signal?: AbortSignal, mayReadWhole = true): Promise<void> {
    const kept = this.at(at.version);
    try {
      if (this.held && (await this.applyAt(db, at))) return;
      if (mayReadWhole && !signal?.aborted) await this.readWhole(db, at, signal);
    } finally {
      kept.reading = false;
    }
  }

  /**
   * Brings the words held up to `at.version` before a request asks them, when they can be (the changes since applied,
   * once for all requests at that version: a few milliseconds, where the database's answers cost far more); nothing
   * when none are held or they must be read whole (the request then asks the database, and that read is the caller's).
   */
  async upTo(db: Db, at: KeptAt): Promise<void> {
    if (this.held && this.held.version !== at.version) await this.applyAt(db, at);
  }

  private applyAt(db: Db, at: KeptAt): Promise<boolean> {
    const kept = this.at(at.version);
    kept.applying ??= this.applyChanges(db, at).catch(() => false);
    return kept.applying;
  }

  /** Applies the changes logged since the words held; false when they must be read whole instead. */
  private async applyChanges(db: Db, at: KeptAt): Promise<boolean> {
    const held = this.held!;
    // The version read before the log: what is applied is at least as new as it. Moved already: a later read's work.
    if ((await at.readVersion()) !== at.version) return true;
    const log = await readWordsLog(db, held.seq, MAX_LOGGED + 1);
    // A restored backup, or a log swept past the words held (or started afresh): its entry is gone or another's.
    if (log[0]?.seq !== held.seq || log[0].stamp !== held.stamp || log.length > MAX_LOGGED) return false;
    const changed = [...new Set(log.slice(1).flatMap((entry) => entry.productId ?? []))].sort((a, b) => a - b);
    const searches = changed.filter((id) => id <= held.index.lastId).length * held.index.terms.length;
    if (searches > MAX_LIST_SEARCHES || (held.names?.changed.size ?? 0) + changed.length > MAX_NAMES_CHANGED) return false;
    const products = await readProductWords(db, this.of, changed);
    const unseen = idSetOf([await readUnseen(db)]);
    const names = held.names?.with(new Map(changed.map((id) => [id, products.get(id)?.name]))) ?? null;
    const words = new Map(changed.map((id) => [id, products.get(id)?.terms ?? []]));
    const { seq, stamp } = log.at(-1)!;
    this.held = { index: withChanges(held.index, changed, words, unseen, names), names, version: at.version, seq, stamp };
    return true;
  }

  /** Reads the words whole (see read). */
  private async readWhole(db: Db, at: KeptAt, signal?: AbortSignal): Promise<void> {
    // Every change logged after this entry is applied next time, so a change while reading is never missed.
    const head = await readWordsLogHead(db);
    const unseen = idSetOf([await readUnseen(db)]);
    const names = this.of === 'names' ? await NameTexts.read(db, await lastProductId(db), signal) : null;
    const parts = new Map<string, Int32Array[]>();
    const take = (term: string, ids: Int32Array) => {
      const known = parts.get(term);
      if (known) known.push(ids);
      else parts.set(term, [ids]);
    };
    const whole = await readWordLists(db, this.of, take, { signal, maxPairs: this.of === 'texts' ? this.maxPairs : Infinity });
    if (!whole && !signal?.aborted) this.tooMany = true;
    if (!whole || !head || (this.of === 'names' && !names)) return;
    const terms = [...parts.keys()].sort();
    const ids = terms.map((term) => joined(parts.get(term)!));
    const index = { terms, ids, unseen, names, lastId: ids.reduce((last, list) => Math.max(last, list.at(-1) ?? 0), 0) };
    const moved = (await at.readVersion()) !== at.version;
    this.held = { index, names, version: moved ? Number.NaN : at.version, seq: head.seq, stamp: head.stamp };
  }

  private at(version: number): VersionKept {
    if (this.kept.version !== version) this.kept = { version, reading: false };
    return this.kept;
  }
}

/** A word's parts as one ascending list. */
function joined(parts: readonly Int32Array[]): Int32Array {
  if (parts.length === 1) return parts[0]!;
  const ids = new Int32Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    ids.set(part, at);
    at += part.length;
  }
  return ids;
}
