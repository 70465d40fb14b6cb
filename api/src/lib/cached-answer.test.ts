import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { KeptUnderVersion } from './cached-answer';

// What KeptUnderVersion keeps: a value is reused only under the version it was made at, and kept only for a key asked
// for before (a key asked once, as most are, never takes a place from the answers asked again and again).
describe('KeptUnderVersion', () => {
  function counted() {
    let made = 0;
    const kept = new KeptUnderVersion<string, string>({ max: 100 });
    const get = (key: string, version: string) => kept.get(key, version, () => `${key}@${version}#${++made}`);
    return { get, made: () => made };
  }

  test('a key asked for once is not kept; from its second asking on, its value is reused', async () => {
    const { get, made } = counted();
    assert.equal(await get('page-1', 'v1'), 'page-1@v1#1');
    assert.equal(await get('page-1', 'v1'), 'page-1@v1#2');
    assert.equal(await get('page-1', 'v1'), 'page-1@v1#2');
    assert.equal(await get('page-1', 'v1'), 'page-1@v1#2');
    assert.equal(made(), 2);
  });

  test('a value is never reused under another version; a key kept before is kept again at once', async () => {
    const { get } = counted();
    await get('page-1', 'v1');
    await get('page-1', 'v1');
    assert.equal(await get('page-1', 'v2'), 'page-1@v2#3');
    assert.equal(await get('page-1', 'v2'), 'page-1@v2#3');
    assert.equal(await get('page-1', 'v1'), 'page-1@v1#4');
  });

  test('numbers and many distinct keys: each distinct key is made on its first two askings only', async () => {
    let made = 0;
    const kept = new KeptUnderVersion<number, number>({ max: 10_000 });
    for (let round = 0; round < 4; round++) for (let id = 1; id <= 2_000; id++) await kept.get(id, 'v', () => ++made);
    // 2,000 keys asked once are remembered (up to 4 × max): each is made on its first and second asking, never again.
    assert.ok(made <= 4_000 && made > 3_900, `made ${made}`);
  });

  test('several keys at once: those not kept are made in one call, in order, and kept by the same rule', async () => {
    const kept = new KeptUnderVersion<string, string>({ max: 100 });
    const calls: string[][] = [];
    const getMany = (keys: string[], version: string) =>
      kept.getMany(keys, version, async (missing) => {
        calls.push(missing);
        return missing.map((key) => `${key}@${version}#${calls.length}`);
      });
    assert.deepEqual(await getMany(['a', 'b'], 'v1'), ['a@v1#1', 'b@v1#1']);
    assert.deepEqual(await getMany(['b', 'c', 'a'], 'v1'), ['b@v1#2', 'c@v1#2', 'a@v1#2']);
    // a and b were asked twice: kept; c once: made again, alone.
    assert.deepEqual(await getMany(['a', 'c', 'b'], 'v1'), ['a@v1#2', 'c@v1#3', 'b@v1#2']);
    assert.deepEqual(calls.at(-1), ['c']);
    const before = calls.length;
    assert.deepEqual(await getMany(['a', 'b'], 'v1'), ['a@v1#2', 'b@v1#2']);
    assert.equal(calls.length, before, 'every key kept: nothing made');
    // Another version: nothing reused, and a key kept before is kept again at once.
    assert.deepEqual(await getMany(['a', 'b'], 'v2'), ['a@v2#4', 'b@v2#4']);
    assert.deepEqual(await getMany(['b'], 'v2'), ['b@v2#4']);
    assert.equal(await kept.get('a', 'v2', () => 'made again'), 'a@v2#4', 'get and getMany share what is kept');
  });

  test('values kept at their first asking (keepAtFirst): made once per version', async () => {
    let made = 0;
    const kept = new KeptUnderVersion<string, boolean>({ max: 100, keepAtFirst: true });
    const finds = (text: string, version: string) => kept.getMany([text], version, async (missing) => missing.map(() => ++made > 0));
    for (const version of ['v1', 'v1', 'v1', 'v2', 'v2']) assert.deepEqual(await finds('mustard', version), [true]);
    assert.equal(made, 2);
  });
});
