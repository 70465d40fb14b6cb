import DataLoader from 'dataloader';

/** Reads the rows of these keys (any order, unknown keys left out). */
export type ReadRows<K, R> = (keys: readonly K[]) => Promise<R[]>;

// A batch never grows past this many keys (one statement's list).
const MOST_KEYS_PER_READ = 500;

/**
 * One row by key, always read after it was asked for, so it shows every commit made before (by any process or tool).
 * PostgreSQL: the keys asked for during one turn of the event loop share one statement, sent after that turn (never a
 * statement already on its way, which may have started before the caller's moment): a busy process pays one round
 * trip for many requests. SQLite: read at once (a local read costs less than waiting for the turn to end).
 */
export function freshRowReader<K, R>(dialect: 'sqlite' | 'postgres', read: ReadRows<K, R>, keyOf: (row: R) => K): (key: K) => Promise<R | undefined> {
  if (dialect === 'sqlite') return async (key) => (await read([key]))[0];
  const loader = new DataLoader<K, R | undefined>(
    async (keys) => {
      const byKey = new Map((await read(keys)).map((row) => [keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    // No memoisation: each call is a read of its own moment. setImmediate gathers every request of this turn.
    { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: MOST_KEYS_PER_READ },
  );
  return (key) => loader.load(key);
}
