import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SingleFlight } from './single-flight';

describe('single flight: concurrent calls for one key share one computation', () => {
  test('callers at once share it; a later call computes again; other keys run on their own', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const compute = () => new Promise<number>((resolve) => setImmediate(() => resolve(++runs)));
    const together = await Promise.all([flight.run('a', compute), flight.run('a', compute), flight.run('a', compute)]);
    assert.deepEqual(together, [1, 1, 1]);
    assert.equal(await flight.run('a', compute), 2, 'finished computations are not kept');
    assert.deepEqual(await Promise.all([flight.run('b', compute), flight.run('c', compute)]), [3, 4]);
  });

  test('a failure reaches every caller of that flight and is not kept', async () => {
    const flight = new SingleFlight<number>();
    const failing = () => new Promise<number>((_resolve, reject) => setImmediate(() => reject(new Error('database away'))));
    const results = await Promise.allSettled([flight.run('a', failing), flight.run('a', failing)]);
    assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
    assert.equal(await flight.run('a', async () => 7), 7);
  });
});
