import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readOnceCache } from '../../../lib/single-flight';
import { keptWords, type QueryWord, readWordQuery, type WordReader, wordReader } from './word-query';

const vocabulary = async (prefix: string) => ['kettle', 'kettles', 'rustic', 'rusty'].filter((term) => term.startsWith(prefix));

test('kept words: a word is read once per catalogue version and place, and reads as it would afresh', async () => {
  const asked: string[] = [];
  const fresh = wordReader(vocabulary);
  const counting: WordReader = (word, isLast) => {
    asked.push(`${word}${isLast ? '…' : ''}`);
    return fresh(word, isLast);
  };
  const kept = readOnceCache<QueryWord>({ max: 100 });
  const atSeven = keptWords(kept, 7, counting);
  const first = await readWordQuery('rustic kett', atSeven);
  assert.deepEqual(first, await readWordQuery('rustic kett', fresh));
  assert.deepEqual(first[0]!.corrected, ['rusty']);
  assert.deepEqual(first[1]!.completions, ['kettle', 'kettles']);
  await readWordQuery('rustic kettle', atSeven);
  await readWordQuery('rustic kett', atSeven);
  // "rustic" before another word is the same word; "kett" as the last word and "kett" before another are not.
  await readWordQuery('kett rustic', atSeven);
  assert.deepEqual(asked, ['rustic', 'kett…', 'kettle…', 'kett', 'rustic…']);
  // Another version (the vocabulary may have changed) reads again, once however many ask at once.
  const atEight = keptWords(kept, 8, counting);
  await Promise.all([readWordQuery('rustic', atEight), readWordQuery('rustic', atEight)]);
  assert.deepEqual(asked.slice(5), ['rustic…']);
});
