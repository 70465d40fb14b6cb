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
});
