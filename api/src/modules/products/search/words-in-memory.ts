import type { Db } from '../products.repository';
import { idSetOf } from './id-sets';
import { lastProductId, readNames, readProductWords, readUnseen, readWordLists, readWordsLog, readWordsLogHead, type WordsOf } from './listing-reads';
import type { KeptAt } from './memory-listings';
import { type Names, type WordIndex, withChanges } from './word-index';

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

/** The words held: read whole, or brought up to date since. */
interface Held {
  index: WordIndex;
  /** The words' version they are current at (NaN: read while it moved; current at none until brought up to date). */
  version: number;
  /** The last log entry (migration 0076) whose change they include, every entry before it too. */
  seq: number;
  stamp: number;
}

/** One app's words of names or of texts (one of each per process, like the rest of the catalogue cache). */
export class WordsInMemory {
  /** The changes since the words held, being applied (or applied) at one version: once, for every request. */
  private applying: { version: number; done: Promise<boolean> } | null = null;
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

  /** Whether the words at `version` are to be read (`read`): not kept at it, nor past the texts' limit. */
  wants(version: number): boolean {
    return this.held?.version !== version && !this.tooMany;
  }

  /**
   * Makes the words current at `at.version`: the changes logged since the words held are applied, or (none held, the
   * log no longer reaching back to them, too many changes) the words are read whole, unless `mayReadWhole` is false.
   * Words read whole are kept only when read whole (not stopped by `signal`, nor past the texts' limit); when the
   * version moved meanwhile they are current at no version until the changes since are applied. One caller reads at a
   * time (read-ahead.ts WordsAhead, whose looks never overlap).
   */
  async read(db: Db, at: KeptAt, signal?: AbortSignal, mayReadWhole = true): Promise<void> {
    if (this.held && (await this.applyAt(db, at))) return;
    if (mayReadWhole && !signal?.aborted) await this.readWhole(db, at, signal);
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
    if (this.applying?.version !== at.version) this.applying = { version: at.version, done: this.applyChanges(db, at).catch(() => false) };
    return this.applying.done;
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
    if (searches > MAX_LIST_SEARCHES || (held.index.names?.changed.size ?? 0) + changed.length > MAX_NAMES_CHANGED) return false;
    const products = await readProductWords(db, this.of, changed);
    const unseen = idSetOf([await readUnseen(db)]);
    // New changes over the old (a look-up taken before keeps its own).
    const names = held.index.names && { read: held.index.names.read, changed: new Map([...held.index.names.changed, ...changed.map((id) => [id, products.get(id)?.name] as const)]) };
    const words = new Map(changed.map((id) => [id, products.get(id)?.terms ?? []]));
    const { seq, stamp } = log.at(-1)!;
    this.held = { index: withChanges(held.index, changed, words, unseen, names), version: at.version, seq, stamp };
    return true;
  }

  /** Reads the words whole (see read). */
  private async readWhole(db: Db, at: KeptAt, signal?: AbortSignal): Promise<void> {
    // Every change logged after this entry is applied next time, so a change while reading is never missed.
    const head = await readWordsLogHead(db);
    const unseen = idSetOf([await readUnseen(db)]);
    const names = this.of === 'names' ? await readNamesById(db, signal) : null;
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
    this.held = { index, version: moved ? Number.NaN : at.version, seq: head.seq, stamp: head.stamp };
  }
}

/** Every product's name by id (stopped by `signal`: null). */
async function readNamesById(db: Db, signal?: AbortSignal): Promise<Names | null> {
  const read: Array<string | undefined> = [];
  await readNames(db, await lastProductId(db), (rows) => rows.forEach(({ id, name }) => (read[id] = name)), signal);
  return signal?.aborted ? null : { read, changed: new Map() };
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
