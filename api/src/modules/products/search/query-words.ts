import { distance } from 'fastest-levenshtein';
import { stemmer } from 'stemmer';

// How a shopper's words are read: folded as the word index folds them (0062: case and accents never matter), each
// word's stem (Porter's, from the well-kept `stemmer` package) to find its other forms, and the typo budget.

/** The query's words, folded as the index folds the text: lowercase, accents gone, split at anything not a letter or digit. */
export function queryWords(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Typos forgiven in a word, as Meilisearch forgives them: none under 5 letters, 1 from 5 to 8, 2 from 9. */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  return letters < 5 ? 0 : letters < 9 ? 1 : 2;
}

export function stemOf(word: string): string {
  return stemmer(word);
}

/**
 * Where in the sorted vocabulary the words sharing `word`'s stem start: a stem keeps its word's beginning except,
 * at most, its last letter (happy → happi, so "happ"), so every form of it is found by one range read.
 */
export function stemRangePrefix(word: string): string {
  const stem = stemOf(word);
  const prefix = stem.length > 3 ? stem.slice(0, -1) : stem;
  return word.startsWith(prefix) ? prefix : word.slice(0, Math.min(word.length, prefix.length));
}

/**
 * The edit distance from `typed` to `term`, or, when `asPrefix`, to the closest beginning of `term` (a word still
 * being typed); Infinity when over `budget`.
 */
export function typoDistance(typed: string, term: string, budget: number, asPrefix: boolean): number {
  const lengths = asPrefix ? [typed.length - budget, typed.length + budget] : [term.length, term.length];
  let best = Infinity;
  for (let length = Math.max(1, lengths[0]!); length <= Math.min(term.length, lengths[1]!); length += 1) {
    if (Math.abs(length - typed.length) > budget) continue;
    best = Math.min(best, distance(typed, term.slice(0, length)));
  }
  return best <= budget ? best : Infinity;
}
