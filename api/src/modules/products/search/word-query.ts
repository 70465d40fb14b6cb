import type { ReadOnceCache } from '../../../lib/single-flight';
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
  /**
   * The indexed words the prefix completes, when few enough to name (then a row can be tested on its own cheaply);
   * null: too many, the index is asked for the prefix itself.
   */
  completions: string[] | null;
  /** Indexed words within the word's typo budget and not already exact, closest first. */
  corrected: string[];
}

/** Every word must match (any order, name or description); an empty list matches nothing. */
export type WordQuery = QueryWord[];

// A word's corrections beyond this many (closest first) are left out: they would be noise, and slow the match.
const MAX_CORRECTIONS = 12;
// Up to this many completions of the last word are named one by one; more are asked as a prefix.
const MAX_COMPLETIONS = 40;

/** Reads one word of a text as the index is asked for it (`isLast`: it may be unfinished). */
export type WordReader = (word: string, isLast: boolean) => Promise<QueryWord>;

/**
 * A shopper's text as the word index is asked for it: per word its other forms and, within the typo budget, the
 * indexed words it may have meant. A typo in the first letter is not corrected (Meilisearch counts it as two; here it
 * would mean reading the whole vocabulary).
 */
export async function readWordQuery(text: string, read: WordReader): Promise<WordQuery> {
  const words = queryWords(text);
  return Promise.all(words.map((word, index) => read(word, index === words.length - 1)));
}

/** Each word read afresh from the vocabulary. */
export function wordReader(vocabulary: VocabularyRange): WordReader {
  return (word, isLast) => readWord(word, isLast, vocabulary);
}

/**
 * Words as read at one words' version (the vocabulary's), kept in `kept` while it reads the same (each read once
 * however many ask at once): a word's forms and
 * corrections depend on the vocabulary alone, and reading one tests its first letter's every indexed word for a typo.
 * A new text is mostly words asked before ("rustic kett" after "rustic ke"; a suggestion tries 8 completions of
 * its last word, each with the words before it).
 */
export function keptWords(kept: ReadOnceCache<QueryWord>, version: number, read: WordReader): WordReader {
  return async (word, isLast) => (await kept.fetch(`${version}\u0000${isLast ? 'last' : 'whole'}\u0000${word}`, { context: () => read(word, isLast) }))!;
}

async function readWord(word: string, isLast: boolean, vocabulary: VocabularyRange): Promise<QueryWord> {
  const stem = stemOf(word);
  const budget = typoBudget(word);
  const formsStart = stemRangePrefix(word);
  // One range read: the word's forms and completions, and with a typo budget every word of its first letter.
  const start = budget > 0 ? [...word][0]! : formsStart.length <= word.length && word.startsWith(formsStart) ? formsStart : word;
  const terms = await vocabulary(start);
  const forms = terms.filter((term) => term.startsWith(formsStart) && (term === word || stemOf(term) === stem));
  const exact = [...new Set([word, ...forms])];
  const known = new Set(exact);
  const completing = isLast ? terms.filter((term) => term.startsWith(word) && !known.has(term)) : [];
  const completions = completing.length <= MAX_COMPLETIONS ? completing : null;
  if (budget === 0) return { word, exact, prefix: isLast, completions, corrected: [] };
  const candidates = terms
    .filter((term) => !known.has(term) && !(isLast && term.startsWith(word)))
    // Measured on the words and on their stems, so a typo in a plural still finds the singular (colandrs → colander).
    .map((term) => ({ term, distance: Math.min(typoDistance(word, term, budget, isLast), typoDistance(stem, stemOf(term), budget, false)) }))
    .filter((candidate) => candidate.distance !== Infinity)
    .sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : 1));
  return { word, exact, prefix: isLast, completions, corrected: candidates.slice(0, MAX_CORRECTIONS).map((candidate) => candidate.term) };
}

/** The key a word query is kept under (the text's words decide it, given the vocabulary). */
export function wordQueryKey(query: WordQuery): string {
  return JSON.stringify(query.map(({ exact, prefix, completions, corrected }) => [exact, prefix, completions, corrected]));
}
