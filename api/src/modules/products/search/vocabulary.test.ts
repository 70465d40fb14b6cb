import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readOnceCache } from '../../../lib/single-flight';
import { keptVocabulary, RANGE_LIMIT } from './vocabulary';

/** A vocabulary reader over `terms` that records the prefixes it was asked for. */
function recordingReader(terms: string[]) {
  const asked: string[] = [];
  const read = async (prefix: string) => {
    asked.push(prefix);
    return terms.filter((term) => term.startsWith(prefix)).slice(0, RANGE_LIMIT);
  };
  return { asked, read };
}

test('kept vocabulary: the prefixes of a word being typed cost one read of its first letter', async () => {
  const { asked, read } = recordingReader(['blanket', 'blue', 'bluetooth', 'bowl', 'cable']);
  const vocabulary = keptVocabulary(readOnceCache<string[]>({ max: 100 }), 7, read);
  assert.deepEqual(await vocabulary('bl'), ['blanket', 'blue', 'bluetooth']);
  assert.deepEqual(await vocabulary('blue'), ['blue', 'bluetooth']);
  assert.deepEqual(await vocabulary('bluet'), ['bluetooth']);
  assert.deepEqual(await vocabulary('blx'), []);
  assert.deepEqual(await vocabulary('b'), ['blanket', 'blue', 'bluetooth', 'bowl']);
  assert.deepEqual(asked, ['b']);
  // The whole vocabulary (did-you-mean) is its own range; another version reads again.
  assert.deepEqual(await vocabulary(''), ['blanket', 'blue', 'bluetooth', 'bowl', 'cable']);
  assert.deepEqual(await keptVocabulary(readOnceCache<string[]>({ max: 100 }), 8, read)('bo'), ['bowl']);
  assert.deepEqual(asked, ['b', '', 'b']);
});

test('kept vocabulary: a letter whose range was cut short is asked for the longer prefix itself', async () => {
  const many = Array.from({ length: RANGE_LIMIT + 5 }, (_, index) => `s${String(index).padStart(6, '0')}`);
  const { asked, read } = recordingReader([...many, 'sz', 'szz']);
  const vocabulary = keptVocabulary(readOnceCache<string[]>({ max: 100 }), 1, read);
  assert.deepEqual(await vocabulary('sz'), ['sz', 'szz']);
  assert.deepEqual(asked, ['s', 'sz']);
});

test('kept vocabulary: a range is read once however many ask for it at once', async () => {
  const { asked, read } = recordingReader(['blanket', 'blue', 'bowl']);
  const vocabulary = keptVocabulary(readOnceCache<string[]>({ max: 100 }), 3, read);
  const answers = await Promise.all(['bl', 'bo', 'blue', 'b'].map((prefix) => vocabulary(prefix)));
  assert.deepEqual(answers, [['blanket', 'blue'], ['bowl'], ['blue'], ['blanket', 'blue', 'bowl']]);
  assert.deepEqual(asked, ['b']);
});
