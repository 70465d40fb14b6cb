import { withNames } from '../modules/products/search/products-named';
import { finds, matchesIn, newestIn, termsStarting } from '../modules/products/search/word-index';
import type { WordQuery } from '../modules/products/search/word-query';
import type { WordsInMemory } from '../modules/products/search/words-in-memory';

// The words kept in memory asked at one version as the routes ask them (search/word-index.ts over
// WordsInMemory.indexAt), each null when the words are not kept at that version.

/** Whether a product shoppers see has every word. */
export function anyHas(words: WordsInMemory, query: WordQuery, version: number): boolean | null {
  const index = words.indexAt(version);
  return index && finds(index, query);
}

/** The newest products shoppers see with every word in their name, with their names (the names' words), as a look-up. */
export function namedAt(words: WordsInMemory, version: number): ((query: WordQuery, limit: number) => Array<{ id: number; name: string }>) | null {
  const index = words.indexAt(version);
  const names = index?.names;
  return index && names ? (query, limit) => withNames(newestIn(index, query, limit), names) : null;
}

/** Every product with every word, shoppers' or not, as a look-up. */
export function matchesAt(words: WordsInMemory, version: number) {
  const index = words.indexAt(version);
  return index && ((query: WordQuery) => matchesIn(index, query));
}

/** The words that start with a prefix (the vocabulary), as a look-up. */
export function vocabularyAt(words: WordsInMemory, version: number): ((prefix: string) => Promise<string[]>) | null {
  const index = words.indexAt(version);
  return index && (async (prefix) => termsStarting(index.terms, prefix));
}
