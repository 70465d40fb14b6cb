import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { checkoutBody, quickUser } from '../test/orders-kit';
import { loginAdmin, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const API_DIR = resolve(import.meta.dirname, '..', '..');

/** Runs the backup command from source (`npm run backup` runs its build, api/dist/backup-cli.js) against this app's DATA_DIR. */
function runBackupCli(dataDir: string, file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/backup-cli.ts', file], {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('close', (code) => done({ code, output }));
  });
}

// Each test skips by itself (a skipped suite counts no test at all): the runner's count shows what did not run.
const skip = process.env.DATABASE_URL ? 'SQLite only (PostgreSQL: pg_dump, docs/BACKUP.md)' : false;

describe('npm run backup: an online SQLite backup that restores every order', () => {
  let t: TestApp;
  let work: string;
  before(async () => {
    if (skip) return;
    t = await startTestApp();
    work = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
  });
  after(async () => {
    if (skip) return;
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('a backup taken under checkout load holds every order acknowledged before it began, and restores', { skip }, async () => {
    const seller = await quickUser(t, 'SELLER');
    const product = await t.http.post(
      '/api/products',
      { name: 'Backup mug', description: 'Survives restores', price: 3, imageUrl: 'https://example.com/m.png', category: 'Home', stock: 100000 },
      { token: seller.token },
    );
    const buyers: TestUser[] = await Promise.all(Array.from({ length: 4 }, () => quickUser(t)));
    const acknowledged: number[] = [];
    let running = true;
    const load = buyers.map(async (buyer) => {
      while (running) {
        const answer = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: product.body.id, quantity: 1 }], 3), { token: buyer.token });
        assert.equal(answer.status, 201, answer.text);
        acknowledged.push(answer.body.orderId);
      }
    });
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    const mustHave = [...acknowledged];
    const file = join(work, 'shop-backup.sqlite');
    const backup = await runBackupCli(t.config.dataDir, file);
    const duringBackup = acknowledged.length - mustHave.length;
    running = false;
    await Promise.all(load);
    assert.equal(backup.code, 0, backup.output);
    assert.match(backup.output, /backup written: .* \d+ orders, integrity ok/);
    assert.equal((statSync(file).mode & 0o777).toString(8), '600');
    console.log(`backup: ${mustHave.length} orders acknowledged before it began, ${duringBackup} more while it ran`);

    // Every order in the copy is whole: no order without its lines.
    const copy = new BetterSqlite3(file, { readonly: true });
    const orphans = copy.prepare('select count(*) as count from orders o where not exists (select 1 from order_items i where i.order_id = o.id)').get() as { count: number };
    copy.close();
    assert.equal(orphans.count, 0);

    // Restore: the copy becomes shop.sqlite of a fresh DATA_DIR; the app starts on it and answers every order.
    const restoreDir = join(work, 'restored');
    rmSync(restoreDir, { recursive: true, force: true });
    mkdirSync(restoreDir, { mode: 0o700 });
    copyFileSync(file, join(restoreDir, 'shop.sqlite'));
    const restored = await startTestApp({ config: { dataDir: restoreDir, jwtSecret: t.config.jwtSecret } });
    try {
      const admin = await loginAdmin(restored);
      for (const orderId of mustHave) {
        const order = await restored.http.get(`/api/orders/${orderId}`, { token: admin.token });
        assert.equal(order.status, 200, `order ${orderId}: ${order.text}`);
        assert.equal(order.body.orderPrice, 3);
      }
    } finally {
      await restored.close();
    }
  });

  test('the backup refuses to overwrite a file, and says how to back PostgreSQL up', { skip }, async () => {
    const file = join(work, 'twice.sqlite');
    assert.equal((await runBackupCli(t.config.dataDir, file)).code, 0);
    const again = await runBackupCli(t.config.dataDir, file);
    assert.equal(again.code, 1);
    assert.match(again.output, /already exists/);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/backup-cli.ts'], { cwd: API_DIR, env: { ...process.env, DATABASE_URL: 'postgres://x@127.0.0.1/none' } });
    let output = '';
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise((done) => child.on('close', done));
    assert.equal(code, 2);
    assert.match(output, /pg_dump --format=custom/);
  });
});
