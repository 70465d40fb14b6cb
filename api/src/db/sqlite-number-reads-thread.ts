import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteReader } from './database';
import { parseNumbers } from './numbers-text';

// The thread behind sqlite-number-reads.ts: its own read-only connection to the shop's SQLite file, answering each
// read with the numbers as a Float64Array handed over without a copy.

const database = openSqliteReader((workerData as { dataDir: string }).dataDir);

parentPort?.on('message', ({ id, sql, parameters, joined }: { id: number; sql: string; parameters: unknown[]; joined: boolean }) => {
  try {
    const column = database.prepare(sql).pluck().all(...parameters);
    // `joined`: one text of numbers joined by commas (group_concat), read here rather than a value per row.
    const numbers = joined ? Float64Array.from(typeof column[0] === 'string' ? parseNumbers(column[0]) : []) : Float64Array.from(column, Number);
    parentPort?.postMessage({ id, numbers }, [numbers.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
