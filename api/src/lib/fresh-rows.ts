import DataLoader from 'dataloader';

/** Reads rows by key (any order, unknown keys left out): `one` for a single key (a primary-key statement), `many` for a list. */
export interface RowReads<K, R> {
  one: (key: K) => Promise<R[]>;
  many: (keys: readonly K[]) => Promise<R[]>;
}

// A batch never grows past this many keys (one statement's list).
const MOST_KEYS_PER_READ = 500;

/**
 * One row by key, always read after it was asked for, so it shows every commit made before (by any process or tool):
 * the keys asked for during one turn of the event loop share one statement, sent after that turn (never a statement
 * already on its way, which may have started before the caller's moment). A busy process pays one statement for many
 * requests: a PostgreSQL round trip, and on SQLite the read transaction each statement outside a transaction opens
 * (docs/BENCHMARKS.md, findings of 2026-11-29 (late night): what sharing it saved).
 */
export function freshRowReader<K, R>(reads: RowReads<K, R>, keyOf: (row: R) => K): (key: K) => Promise<R | undefined> {
  const loader = turnLoader(reads, keyOf);
  return (key) => loader.load(key);
}

/** Several rows by key, read as `freshRowReader` reads one (unknown keys left out; any order). */
export function freshRowsReader<K, R>(reads: RowReads<K, R>, keyOf: (row: R) => K): (keys: readonly K[]) => Promise<R[]> {
  const loader = turnLoader(reads, keyOf);
  return async (keys) => {
    if (keys.length === 0) return [];
    const rows = await loader.loadMany(keys);
    // loadMany answers a failed read as an Error in place: a failure must fail the request, never drop rows.
    const failed = rows.find((row) => row instanceof Error);
    if (failed) throw failed;
    return rows.filter((row): row is R => row !== undefined);
  };
}

/** The keys asked for during one event-loop turn, read in one statement sent after that turn. */
function turnLoader<K, R>(reads: RowReads<K, R>, keyOf: (row: R) => K): DataLoader<K, R | undefined> {
  return new DataLoader<K, R | undefined>(
    async (keys) => {
      // A quiet turn asks for one key: the primary-key statement is cheaper than a list's.
      const rows = keys.length === 1 ? await reads.one(keys[0]!) : await reads.many(keys);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    // No memoisation: each call is a read of its own moment. setImmediate gathers every request of this turn.
    { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: MOST_KEYS_PER_READ },
  );
}

/** A single value (a version), read as `freshRowReader` reads rows: after it was asked for, one read per turn. */
export function freshValueReader<T>(read: () => Promise<T>): () => Promise<T> {
  const reads = async () => [{ value: await read() }];
  const reader = freshRowReader<0, { value: T }>({ one: reads, many: reads }, () => 0);
  return async () => (await reader(0))!.value;
}
