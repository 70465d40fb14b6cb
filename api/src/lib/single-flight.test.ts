import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readOnceCache } from './single-flight';

describe('read-once cache: concurrent misses of one key share one read', () => {
  test('callers at once share it and it is kept; other keys read on their own', async () => {
    const cache = readOnceCache<number>({ max: 10 });
    let reads = 0;
    const read = () => new Promise<number>((resolve) => setImmediate(() => resolve(++reads)));
    const together = await Promise.all([cache.fetch('a', { context: read }), cache.fetch('a', { context: read }), cache.fetch('a', { context: read })]);
    assert.deepEqual(together, [1, 1, 1]);
    assert.equal(await cache.fetch('a', { context: read }), 1, 'kept once read');
    assert.deepEqual(await Promise.all([cache.fetch('b', { context: read }), cache.fetch('c', { context: read })]), [2, 3]);
  });

  test('a failure reaches every caller of that read and is not kept', async () => {
    const cache = readOnceCache<number>({ max: 10 });
    const failing = () => new Promise<number>((_resolve, reject) => setImmediate(() => reject(new Error('database away'))));
    const results = await Promise.allSettled([cache.fetch('a', { context: failing }), cache.fetch('a', { context: failing })]);
    assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
    assert.equal(await cache.fetch('a', { context: async () => 7 }), 7);
  });

  test('a read that answers undefined (made under a version that moved) is shared but not kept', async () => {
    const cache = readOnceCache<number>({ max: 10 });
    let reads = 0;
    const moved = () => new Promise<undefined>((resolve) => setImmediate(() => resolve(void reads++)));
    assert.deepEqual(await Promise.all([cache.fetch('a', { context: moved }), cache.fetch('a', { context: moved })]), [undefined, undefined]);
    assert.equal(reads, 1);
    assert.equal(cache.has('a'), false);
  });
});
