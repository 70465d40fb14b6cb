import type { FastifyInstance } from 'fastify';
import type { DialectName } from '../../../db/database';
import type { CatalogueCache } from '../catalogue-cache';
import type { Db } from '../products.repository';
import { SORTS } from '../products.schemas';

// Reading the listings from memory ahead of shoppers (memory-listings.ts): while no request is in flight (on
// PostgreSQL also while busy, a step at a time: BUSY_STEP_MS), a process reads each sort's order to its end, one
// statement at a time, under the catalogue version like everything else kept (a listing comes from memory only in a
// whole order; a category's set is read at its first listing, one statement on the category's index); the words
// suggestions and searches ask about (words-in-memory.ts), from which every text's matches are made, are read beside
// them under the words' own version (WordsAhead). Otherwise a catalogue version's first searches read them while
// shoppers wait: the first second of a burst of words never asked before spent most of its time reading sort orders
// and word sets (docs/BENCHMARKS.md, findings of 2026-11-29), and the texts' words, first read when the database had
// spent as long on suggestions as reading them takes, were still being read in the cold suggestions' second (findings
// of 2026-11-30, afternoon).

/** A process with no request in flight for this long is quiet enough to read ahead. */
const QUIET_MS = 50;

/** How often a process looks whether it is quiet and has something to read ahead. */
const LOOK_EVERY_MS = 50;
/** Whether the process's quiet moment has lasted QUIET_MS (`quietSince`: when it began, null while a request is in flight). */
function isQuiet(quietSince: () => number | null): boolean {
  const since = quietSince();
  return since !== null && performance.now() - since >= QUIET_MS;
}

/** What reading ahead reads from. */
export interface ListingSources {
  db: Db;
  dialect: DialectName;
  cache: CatalogueCache;
  catalogueVersion: () => Promise<number>;
  /** The words' own version (migration 0074), which the words kept in memory are read and kept under. */
  wordsVersion: () => Promise<number>;
}

/**
 * How long the words' version must have held before the words are read, while the process is quiet and while it is
 * busy. SQLite: at once while quiet, while busy only once the version has held 15 s (a process never quiet still gets
 * them; until then the database answers): its words' lists are read on the reading thread, but listing the vocabulary
 * (fts5vocab counting each word's products) and every product's name runs on the process, and at 1,000,000 products a
 * busy read of the names' words raised the broadest words' p99 in the first seconds after a start 8.17 → 46.74 ms
 * (harness, no warm-up, one-off). PostgreSQL's texts cost the
 * database about 2.2 s of the machine's CPU at 100,000 products (findings of 2026-11-30, afternoon), 5-8 s with three
 * processes reading at once: read at each new version, at once while quiet or a second after it moved, they slowed
 * the searches right after and while selling (p99 9.88 → 54-79 ms and 61.54 → 82-103 ms, trials T1440, T1455 and
 * T1506), so they wait until the version has held 15 s, about as long as its busy steps took to reach them before
 * (then the catalogue version's, which a sell-out moves; now the words' own, which only a change of the words moves);
 * but a process that has none yet reads them in its first quiet moment (waiting 15 s at start, they came in the middle
 * of the cold broad words, p99 14.32 → 60.88 ms, trial T1535).
 */
const SETTLED_MS: Record<DialectName, { quiet: number; busy: number }> = { sqlite: { quiet: 0, busy: 15_000 }, postgres: { quiet: 15_000, busy: 15_000 } };

/**
 * The words suggestions and searches ask about (words-in-memory.ts: the names' and the whole texts'), read whole at a
 * words' version once it has held for `settledMs` (SETTLED_MS: on SQLite at once while quiet), each kind whole
 * once started; once held, each later version is applied to them at once, busy or not (the products logged as
 * changed since, migration 0076: a statement or two and those products' words), and only a whole read waits. Read
 * as a step of the listings' read-ahead after every order's chunks and the sample, they came only after some 50
 * quiet moments, and a worker under load (the bench's rows, with a moment between each) met its first cold searches
 * without them (harness, one-off): every word's matches were then read from the database.
 */
export class WordsAhead {
  private seen = { version: Number.NaN, since: 0 };
  private readBefore = false;

  constructor(
    private readonly sources: ListingSources,
    private readonly quiet: () => boolean,
    private readonly settledMs = SETTLED_MS[sources.dialect],
  ) {}

  async look(signal?: AbortSignal): Promise<void> {
    const { db, cache, wordsVersion } = this.sources;
    const version = await wordsVersion();
    if (version !== this.seen.version) this.seen = { version, since: performance.now() };
    // A process that has read none yet (just started) reads them in its first quiet moment.
    const wait = this.quiet() ? (this.readBefore ? this.settledMs.quiet : 0) : this.settledMs.busy;
    const settled = performance.now() - this.seen.since >= wait;
    if (settled) this.readBefore = true;
    for (const words of [cache.names, cache.texts]) {
      // Words held are brought up to date at once, busy or not (the changes since: a statement or two); only a whole read waits.
      if (!(settled || words.latestIndex()) || !words.wants(version)) continue;
      await words.read(db, { version, readVersion: wordsVersion }, signal, settled);
    }
  }
}

/**
 * A busy PostgreSQL process reads ahead too, a step at most this often: a shop under steady load has no quiet moment,
 * and its shoppers then bought every word's set themselves (docs/BENCHMARKS.md, findings of 2026-11-29). The long
 * reads run beside the process, in the database's own processes.
 */
const BUSY_STEP_MS = 100;

/**
 * Reads ahead while the process is `quiet` (no request in flight for QUIET_MS), a step at a time (an order's chunk,
 * each sort in turn), each followed while quiet by a look at the catalogue version (the steps of an older one are
 * dropped); also while busy, one step per look at most every `busyStepMs` (Infinity: never), the next look reading
 * the version first. Once everything is read, a look reads only the version (a primary-key read, as WordsAhead's look
 * reads the words' at every tick anyway).
 */
export class ReadAhead {
  // When a busy process last looked (busy looks come at most every `busyStepMs`).
  private lastBusyLook = performance.now();

  constructor(
    private readonly sources: ListingSources,
    private readonly quiet: () => boolean,
    private readonly busyStepMs: number,
  ) {}

  /** Whether a look now would read: in a quiet moment, or while busy when a busy step is due. */
  due(): boolean {
    return this.quiet() || performance.now() - this.lastBusyLook >= this.busyStepMs;
  }

  /** Reads ahead until the process is busy (after one step when it is), the version moves, everything is read or `signal` aborts. */
  async look(signal?: AbortSignal): Promise<void> {
    if (!this.due() || signal?.aborted) return;
    if (!this.quiet()) this.lastBusyLook = performance.now();
    const { db, cache, catalogueVersion } = this.sources;
    const version = await catalogueVersion();
    const at = { version, readVersion: catalogueVersion };
    for (const sort of SORTS) {
      // Best match's listings are made from the newest-first order.
      if (sort === 'relevance') continue;
      while (await cache.memoryListings.readOrderAhead(db, at, sort)) {
        if (signal?.aborted || !this.quiet() || (await catalogueVersion()) !== version) return;
      }
    }
  }
}

/**
 * Looks every LOOK_EVERY_MS whether the app is quiet enough to read ahead (the load shedder counts its requests in
 * flight); on PostgreSQL a busy app reads a step ahead every BUSY_STEP_MS. On SQLite only a quiet one does: its steps
 * still do up to tens of milliseconds of work on the process at 1,000,000 products (an order's chunk of up to 524,288
 * ids listed; then also a category's set and a broad word's), and with busy steps the broadest words' p99 at that
 * size rose 4.82 → 84.21 ms (full runs `bench/results/2026-11-30T0344-…` and `…T0518-…`).
 */
export function readAheadWhenQuiet(app: FastifyInstance, sources: ListingSources): void {
  const quiet = () => isQuiet(app.quietSince);
  const ahead = new ReadAhead(sources, quiet, sources.dialect === 'postgres' ? BUSY_STEP_MS : Infinity);
  const words = new WordsAhead(sources, quiet);
  // Each kind's looks never overlap (WordsInMemory.read has one caller at a time).
  const looking = new Set<string>();
  const start = (name: string, look: (signal: AbortSignal) => Promise<void>) => {
    if (looking.has(name)) return;
    looking.add(name);
    app.runInBackground(name, (signal) => look(signal).finally(() => looking.delete(name)));
  };
  const timer = setInterval(() => {
    start('read words ahead', (signal) => words.look(signal));
    if (ahead.due()) start('read listings ahead', (signal) => ahead.look(signal));
  }, LOOK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
