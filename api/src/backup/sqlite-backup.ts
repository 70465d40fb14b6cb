import BetterSqlite3 from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface BackupResult {
  file: string;
  bytes: number;
  orders: number;
}

/** Default destination: DATA_DIR/backups/shop-<UTC timestamp>.sqlite. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return join(dataDir, 'backups', `shop-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`);
}

/**
 * SQLite's online backup API (better-sqlite3 `.backup()`): copies the database page by page while the shop keeps
 * reading and writing it, and the copy is one consistent snapshot. The copy is checked (`integrity_check`) and made
 * owner-only, like the database itself.
 */
export async function backupSqlite(dataDir: string, file: string): Promise<BackupResult> {
  const source = join(dataDir, 'shop.sqlite');
  if (!existsSync(source)) throw new Error(`No SQLite database at ${source} (is DATA_DIR right?)`);
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new name`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const database = new BetterSqlite3(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(file);
  } finally {
    database.close();
  }
  chmodSync(file, 0o600);
  const copy = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup ${file} failed its integrity check: ${String(check)}`);
    const orders = (copy.prepare('select count(*) as count from orders').get() as { count: number }).count;
    const { size } = (copy.prepare('select page_count * page_size as size from pragma_page_count(), pragma_page_size()').get() as { size: number });
    return { file, bytes: size, orders };
  } finally {
    copy.close();
  }
}
