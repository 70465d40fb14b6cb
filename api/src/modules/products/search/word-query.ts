import { queryWords, stemOf, stemRangePrefix, typoBudget, typoDistance } from './query-words';
import type { VocabularyRange } from './vocabulary';

/** One word of a search, as the index is asked for it. */
export interface QueryWord {
  /** As typed, folded. */
  word: string;
  /** Indexed words that are this word or another form of it (speakers → speaker, speakers). */
  exact: string[];
  /** The last word also matches the start of an indexed word (typing "blueto"). */
  prefix: boolean;
  /** Indexed words within the word's typo budget and not already exact, closest first. */
  corrected: string[];
}

/** Every word must match (any order, name or description); an empty list matches nothing. */
export type WordQuery = QueryWord[];

// A word's corrections beyond this many (closest first) are left out: they would be noise, and slow the match.
const MAX_CORRECTIONS = 12;

/**
 * A shopper's text as the word index is asked for it: per word its other forms and, within the typo budget, the
 * indexed words it may have meant. A typo in the first letter is not corrected (Meilisearch counts it as two; here it
 * would mean reading the whole vocabulary).
 */
export async function readWordQuery(text: string, vocabulary: VocabularyRange): Promise<WordQuery> {
  const words = queryWords(text);
  return Promise.all(words.map((word, index) => readWord(word, index === words.length - 1, vocabulary)));
}

async function readWord(word: string, isLast: boolean, vocabulary: VocabularyRange): Promise<QueryWord> {
  const stem = stemOf(word);
  const budget = typoBudget(word);
  const formsStart = stemRangePrefix(word);
  // One range read: the word's forms, and with a typo budget every word of its first letter (which holds its forms).
  const terms = await vocabulary(budget === 0 ? formsStart : [...word][0]!);
  const forms = terms.filter((term) => term.startsWith(formsStart) && (term === word || stemOf(term) === stem));
  const exact = [...new Set([word, ...forms])];
  if (budget === 0) return { word, exact, prefix: isLast, corrected: [] };
  const known = new Set(exact);
  const candidates = terms
    .filter((term) => !known.has(term) && !(isLast && term.startsWith(word)))
    // Measured on the words and on their stems, so a typo in a plural still finds the singular (colandrs → colander).
    .map((term) => ({ term, distance: Math.min(typoDistance(word, term, budget, isLast), typoDistance(stem, stemOf(term), budget, false)) }))
    .filter((candidate) => candidate.distance !== Infinity)
    .sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : 1));
  return { word, exact, prefix: isLast, corrected: candidates.slice(0, MAX_CORRECTIONS).map((candidate) => candidate.term) };
}

/** The key a word query is kept under (the text's words decide it, given the vocabulary). */
export function wordQueryKey(query: WordQuery): string {
  return JSON.stringify(query.map(({ exact, prefix, corrected }) => [exact, prefix, corrected]));
}
