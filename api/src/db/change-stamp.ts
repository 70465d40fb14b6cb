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
