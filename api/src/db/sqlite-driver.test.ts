import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { beginWhenFree, WRITE_LOCK_WAIT_MS } from './sqlite-driver';

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
    other.exec('begin immediate');
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 2);
    // The other connection commits from a timer of this same event loop: a begin that blocked the loop while it
    // waited (SQLite's own busy handler sleeps inside the call) would never let it run, and would give up with
    // SQLITE_BUSY. No count of turns is asserted: on a busy machine the loop turns as seldom as the CPU allows.
    let committed = false;
    setTimeout(() => {
      other.exec('insert into t (id) values (1); commit');
      committed = true;
    }, 60);
    await beginWhenFree(mine);
    clearInterval(ticker);
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
