import type { IdSet } from './id-sets';
import { productsWith, type WordIndex } from './word-index';
import type { WordQuery } from './word-query';
import type { WordsInMemory } from './words-in-memory';

/**
 * Best match's order (word-match.ts relevanceOrder) for a text's matches listed newest first: most of the words with
 * corrections found as typed or in another form (name or description), then most words in the name (any of their
 * terms), then newest first. Made from the words in memory in a step per match and word, where the database tested
 * and sorted every match for each new listing, on SQLite on the process itself.
 */
function bestMatchOrder(words: WordQuery, texts: WordIndex, names: WordIndex): (newestFirst: Int32Array) => Int32Array {
  const found = (sets: IdSet[], id: number) => sets.reduce((count, set) => count + (set.has(id) ? 1 : 0), 0);
  // Scores run 0 to (words + 1)² − 1: the uncorrected count weighs more than any count of words in the name.
  const highest = (words.length + 1) ** 2 - 1;
  return (newestFirst) => {
    // The words' sets are made only when a listing is made (a kept one needs none).
    const uncorrected = words.filter((word) => word.corrected.length > 0).map((word) => productsWith(texts, word, 'exact'));
    const inName = words.map((word) => productsWith(names, word, 'any'));
    const scores = newestFirst.map((id) => found(uncorrected, id) * (words.length + 1) + found(inName, id));
    // A counting sort, highest score first: equal scores keep their newest-first order.
    const starts = new Int32Array(highest + 2);
    for (const score of scores) starts[highest - score + 1]!++;
    for (let score = 1; score < starts.length; score++) starts[score]! += starts[score - 1]!;
    const ordered = new Int32Array(newestFirst.length);
    newestFirst.forEach((id, place) => (ordered[starts[highest - scores[place]!]!++] = id));
    return ordered;
  };
}

/** Best match's order from the texts' and the names' words kept at `version`, or null when either is not kept. */
export function bestMatchFromMemory(texts: WordsInMemory, names: WordsInMemory, version: number, words: WordQuery): ((newestFirst: Int32Array) => Int32Array) | null {
  const [inTexts, inNames] = [texts.indexAt(version), names.indexAt(version)];
  return inTexts && inNames ? bestMatchOrder(words, inTexts, inNames) : null;
}
