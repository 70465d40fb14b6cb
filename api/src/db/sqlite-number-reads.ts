import { Worker } from 'node:worker_threads';

// SQLite's long reads of numbers (a sort's order in chunks of up to 65,536 ids, a word's matches in every product: the
// search structures of search/memory-listings.ts) run on a thread of their own with its own read-only connection, not
// on the process's event loop: a SQLite statement holds the thread it runs on, and these took 10-18 ms each (timed
// one-off at 100,000 products), during which no other request of the process moved. The thread reads a snapshot of
// the database like any other connection: a caller checks the catalogue version afterwards, as on PostgreSQL, whose
// statements also run beside the process.

/** The thread, from the bundle's own file in api/dist (scripts/build-api.mjs) or, run from source, from its TypeScript. */
function startThread(workerData: { dataDir: string }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./sqlite-number-reads-thread.js', import.meta.url), { workerData });
  // From source (tests, `npm run dev`): a worker does not inherit tsx's hooks on Node 20, so it registers them first.
  const source = JSON.stringify(new URL('./sqlite-number-reads-thread.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); })`, { eval: true, workerData });
}

interface Pending {
  resolve: (numbers: Float64Array) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Reads numbers on a thread with its own connection to `dataDir`'s database: started at the first read, and again after a failure. */
export class SqliteNumberReads {
  private thread: Thread | null = null;
  private nextId = 0;

  constructor(private readonly dataDir: string) {}

  /**
   * The first column of every row as numbers; `joined`: the statement answers one text of numbers joined by commas
   * (group_concat). Parameters as SQLite binds them (toSqliteParams).
   */
  read(sql: string, parameters: readonly unknown[], joined: boolean): Promise<Float64Array> {
    const { worker, pending } = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // A thread with reads in flight keeps the process alive; an idle one does not.
      if (pending.size === 1) worker.ref();
      worker.postMessage({ id, sql, parameters, joined });
    });
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    await thread?.worker.terminate();
  }

  private started(): Thread {
    if (this.thread) return this.thread;
    const thread: Thread = { worker: startThread({ dataDir: this.dataDir }), pending: new Map() };
    const { worker, pending } = thread;
    worker.unref();
    worker.on('message', ({ id, numbers, error }: { id: number; numbers?: Float64Array; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) worker.unref();
      if (numbers) waiting?.resolve(numbers);
      else waiting?.reject(new Error(error));
    });
    // A thread that failed or stopped answers nothing more: its reads fail (their requests answer an error), and the
    // next read starts a new thread.
    const failAll = (error: Error) => {
      if (this.thread === thread) this.thread = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The SQLite reading thread stopped (exit ${code}).`)));
    this.thread = thread;
    return thread;
  }
}
