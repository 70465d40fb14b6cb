import { distance } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
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

// A word's typo candidates are measured on their stems too, so every word of a letter's range is stemmed for each
// misspellable query word: the stems are kept (the indexed words are a bounded set; a shopper's are few).
const stems = new LRUCache<string, string>({ max: 100_000 });

export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) stems.set(word, (stem = stemmer(word)));
  return stem;
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
 * Edits from `typed` to `term`, a swap of two neighbouring letters counting as one (as Meilisearch counts it): the
 * Levenshtein distance, or one swap and the distance after it.
 */
function edits(typed: string, term: string, budget: number): number {
  const plain = distance(typed, term);
  // A swap saves at most one edit: beyond budget + 1, or at 1 and below, it cannot matter.
  if (plain <= 1 || budget === 0 || plain > budget + 1) return plain;
  let best = plain;
  for (let at = 0; at + 1 < typed.length && best > 1; at += 1) {
    if (typed[at] === typed[at + 1]) continue;
    const swapped = `${typed.slice(0, at)}${typed[at + 1]}${typed[at]}${typed.slice(at + 2)}`;
    best = Math.min(best, 1 + distance(swapped, term));
  }
  return best;
}

/**
 * The edits from `typed` to `term` (edits()), or, when `asPrefix`, to the closest beginning of `term` (a word still
 * being typed); Infinity when over `budget`.
 */
export function typoDistance(typed: string, term: string, budget: number, asPrefix: boolean): number {
  const lengths = asPrefix ? [typed.length - budget, typed.length + budget] : [term.length, term.length];
  let best = Infinity;
  for (let length = Math.max(1, lengths[0]!); length <= Math.min(term.length, lengths[1]!); length += 1) {
    if (Math.abs(length - typed.length) > budget) continue;
    best = Math.min(best, edits(typed, term.slice(0, length), budget));
  }
  return best <= budget ? best : Infinity;
}
