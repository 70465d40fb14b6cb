import { closeSync, openSync, readSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

const stamps = new WeakMap<Db, () => string | undefined>();

/** Set by createDatabase for the app's own SQLite handle. */
export function attachChangeStamp(db: Db, read: () => string | undefined): void {
  stamps.set(db, read);
}

/**
 * SQLite: a text that differs after any write to the database by anyone (this connection, the server's other worker
 * processes, a tool), so that an answer made under one stamp is still true while the stamp reads the same. Undefined
 * on PostgreSQL and while this connection has a transaction open (its writes are not committed yet).
 */
export function changeStampOf(db: Db): (() => string | undefined) | undefined {
  return stamps.get(db);
}

// The WAL-index header (https://www.sqlite.org/walformat.html, "The WAL-Index Header"): 48 bytes, written twice in a
// row at the start of the -shm file; a committing writer writes the second copy, then the first.
const WAL_INDEX_HEADER_BYTES = 48;

/**
 * SQLite in WAL mode: a change stamp read from the WAL-index header, which every commit by any connection rewrites
 * (its frame count, salts and checksums) and which readers consult to see new commits. One read of the -shm file,
 * without the read transaction (and its locks shared by every worker) that `pragma data_version` takes; under load
 * that statement cost as much as the product row itself. The two copies differ only while a commit writes them: that
 * moment answers undefined (not trusted). Undefined when the file is not there (not in WAL mode).
 */
export function walIndexStamp(database: BetterSqlite3.Database): StampReader | undefined {
  // The -shm file is made by the connection's first read (not by choosing WAL mode) and kept while it stays open.
  database.prepare('select 1 from sqlite_master limit 1').get();
  return shmHeaderStamp(`${database.name}-shm`);
}

export interface StampReader {
  read: () => string | undefined;
  /** Closes the file (with the database). */
  close: () => void;
}

/** walIndexStamp's reader of one -shm file; undefined when there is no such file. */
export function shmHeaderStamp(shmFile: string): StampReader | undefined {
  let fd: number;
  try {
    fd = openSync(shmFile, 'r');
  } catch {
    return undefined;
  }
  const header = Buffer.alloc(2 * WAL_INDEX_HEADER_BYTES);
  return {
    read: () => {
      if (readSync(fd, header, 0, header.length, 0) < header.length) return undefined;
      // Compared in place (this runs on every product page read); only a whole header becomes a string.
      const copiesAgree = header.compare(header, WAL_INDEX_HEADER_BYTES, header.length, 0, WAL_INDEX_HEADER_BYTES) === 0;
      return copiesAgree ? header.toString('latin1', 0, WAL_INDEX_HEADER_BYTES) : undefined;
    },
    close: () => closeSync(fd),
  };
}
