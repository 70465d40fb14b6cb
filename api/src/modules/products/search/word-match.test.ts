import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indexQueryText, nameIndexQueryText } from './word-match';
import { readWordQuery, wordReader } from './word-query';

const vocabulary = async (prefix: string) => ['cat', 'table', 'tape', 'teapot', 'sleek'].filter((term) => term.startsWith(prefix));

test("SQLite's names index is asked for a last word of 1-3 letters as a prefix (its own list of starts); a longer one by its completions", async () => {
  const short = await readWordQuery('sleek cat t', wordReader(vocabulary));
  assert.deepEqual(short[2]!.completions, ['table', 'tape', 'teapot']);
  assert.equal(nameIndexQueryText('sqlite', short), '("sleek") AND ("cat") AND ("t" OR "t" *)');
  // The texts' index has no such lists: it is still asked by the completions, and PostgreSQL alike.
  assert.equal(indexQueryText('sqlite', short), '("sleek") AND ("cat") AND ("t" OR "table" OR "tape" OR "teapot")');
  assert.equal(nameIndexQueryText('postgres', short), indexQueryText('postgres', short));
  const longer = await readWordQuery('sleek tabl', wordReader(vocabulary));
  assert.equal(nameIndexQueryText('sqlite', longer), '("sleek") AND ("tabl" OR "table")');
});
