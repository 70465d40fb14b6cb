import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { freshRowReader, freshRowsReader } from './fresh-rows';

interface Row {
  id: number;
}

/** Reads that record each statement they stand for. */
function recordedReads(fail = false) {
  const statements: number[][] = [];
  const read = async (keys: readonly number[]): Promise<Row[]> => {
    statements.push([...keys]);
    if (fail) throw new Error('connection lost');
    return keys.filter((key) => key > 0).map((id) => ({ id }));
  };
  return { statements, reads: { one: (key: number) => read([key]), many: read } };
}

describe('fresh rows: read after they were asked for, one statement per turn', () => {
  test("one turn's requests share a statement; a request after it gets a read of its own", async () => {
    const { statements, reads } = recordedReads();
    const one = freshRowReader(reads, (row) => row.id);
    const many = freshRowsReader(reads, (row) => row.id);
    const [a, b, c] = await Promise.all([one(1), many([2, 3, -1]), one(-5)]);
    assert.deepEqual([a, b, c], [{ id: 1 }, [{ id: 2 }, { id: 3 }], undefined]);
    // The two readers batch apart (each its own loader); within each, one statement for the turn.
    assert.deepEqual(statements.map((keys) => keys.sort()), [[-5, 1], [-1, 2, 3]]);
    await many([4]);
    assert.equal(statements.length, 3, 'asked after the last read: read again, never answered from it');
  });

  test('a failed read fails every request of its turn instead of leaving rows out', async () => {
    const { reads } = recordedReads(true);
    const many = freshRowsReader(reads, (row) => row.id);
    const results = await Promise.allSettled([many([1, 2]), many([3])]);
    assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
  });

  test('an empty list reads nothing; a quiet turn asking one key reads it by itself', async () => {
    const { statements, reads } = recordedReads();
    const many = freshRowsReader(reads, (row) => row.id);
    assert.deepEqual(await many([]), []);
    assert.deepEqual(await many([1, 2]), [{ id: 1 }, { id: 2 }]);
    assert.deepEqual(await freshRowReader(reads, (row) => row.id)(3), { id: 3 });
    assert.deepEqual(statements, [[1, 2], [3]]);
  });
});
