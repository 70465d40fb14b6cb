// `npm run backup [-- <file>]`: a consistent copy of the SQLite database while the shop runs (see docs/BACKUP.md).
import { resolve } from 'node:path';
import { backupSqlite, defaultBackupFile } from './sqlite-backup';

const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
if (process.env.DATABASE_URL?.trim()) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g.');
  console.error('  pg_dump --format=custom --file=shop-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"');
  console.error('(docs/BACKUP.md has the restore steps).');
  process.exit(2);
}
const file = resolve(process.argv[2] ?? defaultBackupFile(dataDir));
try {
  const result = await backupSqlite(dataDir, file);
  console.log(`backup written: ${result.file} (${result.bytes} bytes, ${result.orders} orders, integrity ok)`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
