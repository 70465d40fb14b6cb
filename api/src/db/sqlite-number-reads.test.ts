import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, openSqlite } from './database';
import { readNumberColumn, readNumberSet } from './prepared';
import { SqliteNumberReads } from './sqlite-number-reads';

// SQLite's long reads of numbers run on a thread with its own connection (sqlite-number-reads.ts): the event loop
// goes on meanwhile, every commit made before a read is in it, and a thread that stops fails only its own reads.
describe('SQLite reads of numbers on a thread of their own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-numbers-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function open(name: string) {
    const dataDir = join(dir, name);
    mkdirSync(dataDir);
    const writer = openSqlite(dataDir);
    writer.exec('create table t (id integer primary key)');
    writer.exec('insert into t (id) values (3), (1), (2)');
    return { dataDir, writer };
  }

  test('a column in its order, a set from one joined text, and every commit of another connection made before the read', async () => {
    const { dataDir, writer } = open('reads');
    const { db } = createDatabase({ dataDir });
    try {
      assert.deepEqual(await readNumberColumn(db, sql`select id from t order by id desc`), [3, 2, 1]);
      writer.exec('insert into t (id) values (40), (-5)');
      assert.deepEqual((await readNumberSet(db, sql`select id from t`)).sort((a, b) => a - b), [-5, 1, 2, 3, 40]);
      assert.deepEqual(await readNumberSet(db, sql`select id from t where id > 1000`), []);
    } finally {
      writer.close();
      await db.destroy();
    }
  });

  test('the event loop turns while a long read runs', async () => {
    const { dataDir, writer } = open('beside');
    writer.close();
    const { db } = createDatabase({ dataDir });
    // The thread started first: its start alone lets the loop turn.
    await readNumberColumn(db, sql`select 1`);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    try {
      // Millions of steps of a recursive count: long enough for the loop to turn at least once on any machine.
      const [count] = await readNumberColumn(db, sql`with recursive n(x) as (select 1 union all select x + 1 from n where x < 3000000) select count(*) from n`);
      assert.equal(count, 3_000_000);
      assert.ok(ticks >= 1, `the loop turned ${ticks} times`);
    } finally {
      clearInterval(ticker);
      await db.destroy();
    }
  });

  test("a failed statement fails its read with SQLite's message; a stopped thread fails its reads, and the next read starts a new one", async () => {
    const { dataDir, writer } = open('stopped');
    writer.close();
    const reads = new SqliteNumberReads(dataDir);
    try {
      await assert.rejects(reads.read('select id from no_such_table', [], false), /no such table: no_such_table/);
      const long = reads.read('with recursive n(x) as (select 1 union all select x + 1 from n where x < 50000000) select count(*) from n', [], false);
      await reads.close();
      await assert.rejects(long, /stopped/);
      assert.deepEqual(Array.from(await reads.read('select id from t where id < ? order by id', [3], false)), [1, 2]);
    } finally {
      await reads.close();
    }
  });
});
