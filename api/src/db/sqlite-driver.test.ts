import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, openSqlite } from './database';
import { beginWhenFree, WRITE_LOCK_WAIT_MS } from './sqlite-driver';

/**
 * Another connection (another process) holds the write lock and commits `statement` from a timer of this same event
 * loop after 60 ms: a wait that blocked the loop (SQLite's own busy handler sleeps inside the call) would never let it
 * run. Counts the loop's turns meanwhile; no count is asserted beyond one: on a busy machine the loop turns as seldom
 * as the CPU allows.
 */
function commitsLater(other: BetterSqlite3.Database, statement: string) {
  other.exec('begin immediate');
  let ticks = 0;
  const ticker = setInterval(() => (ticks += 1), 2);
  let committed = false;
  setTimeout(() => {
    other.exec(`${statement}; commit`);
    committed = true;
  }, 60);
  return {
    /** Stops counting; answers whether the other commit ran and how many turns the loop made. */
    stop: () => {
      clearInterval(ticker);
      return { committed, ticks };
    },
  };
}

// Two connections on one file stand for two API worker processes.
describe('beginWhenFree: a transaction waits for another process\'s write lock without blocking the event loop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-begin-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function openPair(name: string) {
    const file = join(dir, name);
    const open = () => {
      const connection = new BetterSqlite3(file);
      connection.pragma('journal_mode = WAL');
      connection.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
      return connection;
    };
    const mine = open();
    mine.exec('create table t (id integer primary key)');
    return { mine, other: open() };
  }

  test('begins once the other connection commits; timers and I/O run meanwhile', async () => {
    const { mine, other } = openPair('waits.sqlite');
    // A begin that blocked the loop while it waited would also give up with SQLITE_BUSY.
    const lock = commitsLater(other, 'insert into t (id) values (1)');
    await beginWhenFree(mine);
    const { committed, ticks } = lock.stop();
    assert.equal(committed, true, 'it began only after the commit, which ran on this event loop while it waited');
    assert.ok(ticks >= 1, 'the interval ran while it waited');
    assert.equal(mine.inTransaction, true);
    mine.exec('insert into t (id) values (2); commit');
    assert.equal(mine.prepare('select count(*) from t').pluck().get(), 2);
    // busy_timeout is back for every other statement.
    assert.equal(mine.pragma('busy_timeout', { simple: true }), WRITE_LOCK_WAIT_MS);
    mine.close();
    other.close();
  });

  test('still locked after the wait: SQLITE_BUSY (answered 503), and no transaction left open', async () => {
    const { mine, other } = openPair('gives-up.sqlite');
    other.exec('begin immediate');
    await assert.rejects(beginWhenFree(mine, 40), { code: 'SQLITE_BUSY' });
    assert.equal(mine.inTransaction, false);
    other.exec('rollback');
    await beginWhenFree(mine, 40);
    mine.exec('rollback');
    mine.close();
    other.close();
  });
});

// The app's handle reads on a second connection and writes on the first (sqlite-driver.ts): a read never queues behind
// a transaction of its own process, and no write freezes the event loop while another process holds the write lock.
describe('the SQLite handle: reads beside transactions, patient writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-reader-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function open(name: string) {
    const dataDir = join(dir, name);
    mkdirSync(dataDir);
    // Made WAL and given a table by a connection of its own, as migrations would.
    const setup = openSqlite(dataDir);
    setup.exec('create table t (id integer primary key, note text)');
    setup.exec("insert into t (id, note) values (1, 'committed')");
    setup.close();
    const { db } = createDatabase({ dataDir });
    const count = async () => Number((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n);
    return { db, dataDir, count };
  }

  test('a read answers while a transaction of the same process is open, and sees only what was committed', async () => {
    const { db, count } = open('beside');
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into t (id, note) values (2, 'not yet')`.execute(trx);
      await held;
    });
    // Let the transaction begin and write; then read while it is still open.
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(await count(), 1, 'the uncommitted row is not seen, and the read did not wait for the commit');
    finish();
    await transaction;
    assert.equal(await count(), 2);
    await db.destroy();
  });

  test('a write outside a transaction waits for the other process\'s write lock without blocking the event loop', async () => {
    const { db, dataDir, count } = open('patient');
    const other = new BetterSqlite3(join(dataDir, 'shop.sqlite'));
    const lock = commitsLater(other, "insert into t (id, note) values (3, 'other')");
    await sql`insert into t (id, note) values (4, 'mine')`.execute(db);
    const { committed, ticks } = lock.stop();
    assert.equal(committed, true, 'the write went through after the other commit, which ran on this event loop meanwhile');
    assert.ok(ticks >= 1, 'the interval ran while it waited');
    assert.equal(await count(), 3);
    other.close();
    await db.destroy();
  });

  test('a stream reads on the writer, and one inside a transaction leaves the transaction its connection', async () => {
    const { db, count } = open('streams');
    const streamed: number[] = [];
    for await (const row of db.selectFrom('t' as never).select('id' as never).stream()) streamed.push((row as { id: number }).id);
    assert.deepEqual(streamed, [1]);
    await db.transaction().execute(async (trx) => {
      await sql`insert into t (id, note) values (6, 'in the transaction')`.execute(trx);
      for await (const row of trx.selectFrom('t' as never).select('id' as never).stream()) streamed.push((row as { id: number }).id);
      await sql`insert into t (id, note) values (7, 'after the stream')`.execute(trx);
    });
    assert.deepEqual(streamed, [1, 1, 6]);
    assert.equal(await count(), 3);
    await db.destroy();
  });

  test('a failed write outside a transaction changes nothing and leaves no transaction open', async () => {
    const { db, count } = open('failed');
    await assert.rejects(sql`insert into t (id, note) values (1, 'duplicate')`.execute(db), /UNIQUE/);
    await sql`insert into t (id, note) values (5, 'next')`.execute(db);
    assert.equal(await count(), 2);
    await db.destroy();
  });
});
