import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { shmHeaderStamp, walIndexStamp } from './change-stamp';

describe('walIndexStamp: SQLite\'s WAL-index header as a change stamp', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-stamp-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function openPair(name: string) {
    const file = join(dir, name);
    const mine = new BetterSqlite3(file);
    mine.pragma('journal_mode = WAL');
    mine.exec('create table t (id integer primary key, v integer)');
    mine.prepare('insert into t (id, v) values (1, 0)').run();
    const other = new BetterSqlite3(file);
    const reader = walIndexStamp(mine)!;
    const close = () => [reader, mine, other].forEach((open) => open.close());
    return { file, mine, other, stamp: reader.read, close };
  }

  test('moves with every commit, by this connection or another, and not with reads or a write that rolled back', () => {
    const { mine, other, stamp, close } = openPair('moves.sqlite');
    const start = stamp();
    assert.ok(start !== undefined);
    mine.prepare('select v from t where id = 1').get();
    other.prepare('select v from t where id = 1').get();
    assert.equal(stamp(), start, 'reads change nothing');

    other.prepare('update t set v = v + 1 where id = 1').run();
    const afterOther = stamp();
    assert.notEqual(afterOther, start, 'another connection committed');

    mine.prepare('update t set v = v + 1 where id = 1').run();
    const afterMine = stamp();
    assert.notEqual(afterMine, afterOther, 'this connection committed');

    mine.exec('begin; update t set v = 100 where id = 1; rollback');
    assert.equal(stamp(), afterMine, 'nothing was committed');

    // A checkpoint that empties the log and the next commit that starts it over still move it.
    mine.pragma('wal_checkpoint(TRUNCATE)');
    other.prepare('update t set v = v + 1 where id = 1').run();
    assert.notEqual(stamp(), afterMine);
    close();
  });

  test('a fresh database in WAL mode has its stamp from the start; not in WAL mode, none', () => {
    const fresh = new BetterSqlite3(join(dir, 'fresh.sqlite'));
    fresh.pragma('journal_mode = WAL');
    const reader = walIndexStamp(fresh);
    assert.notEqual(reader?.read(), undefined);
    reader?.close();
    fresh.close();
    const rollbackJournal = new BetterSqlite3(join(dir, 'journal.sqlite'));
    assert.equal(walIndexStamp(rollbackJournal), undefined);
    rollbackJournal.close();
  });

  test('two header copies that differ (a commit writing them now) are no stamp', () => {
    const { file, stamp, close } = openPair('torn.sqlite');
    assert.notEqual(stamp(), undefined);
    // Only the second copy rewritten, as a committing writer leaves it for a moment (a copy of the file, not SQLite's).
    const shm = readFileSync(`${file}-shm`);
    shm.fill(7, 48, 96);
    const torn = join(dir, 'copy.sqlite-shm');
    writeFileSync(torn, shm);
    const reader = shmHeaderStamp(torn)!;
    assert.equal(reader.read(), undefined);
    shm.copy(shm, 48, 0, 48);
    writeFileSync(torn, shm);
    assert.equal(reader.read(), shm.toString('latin1', 0, 48), 'equal copies are the stamp');
    reader.close();
    close();
  });
});
