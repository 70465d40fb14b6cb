import { distance } from 'fastest-levenshtein';
import { queryWords } from './query-words';
import type { VocabularyRange } from './vocabulary';
import type { QueryWord, WordQuery } from './word-query';

// Looser than the search's own typo budget, for a search that found nothing: a correction is only offered when it finds
// products, so it can reach further and change the first letter. It reads the whole vocabulary (kept per catalogue
// version like every range; at 100,000 generated products SQLite lists it in some 65 ms): only searches that found
// nothing pay it.
const reach = (word: string) => ([...word].length <= 3 ? 1 : [...word].length <= 6 ? 2 : 3);

/** The closest indexed word to an unknown word, within reach; ties go to the shorter, then the first alphabetically. */
async function closestKnown(word: string, vocabulary: VocabularyRange): Promise<string | undefined> {
  const terms = await vocabulary('');
  let best: { term: string; distance: number } | undefined;
  for (const term of terms) {
    const d = distance(word, term);
    if (d > reach(word) || d === 0) continue;
    if (!best || d < best.distance || (d === best.distance && (term.length < best.term.length || (term.length === best.term.length && term < best.term)))) best = { term, distance: d };
  }
  return best?.term;
}

/**
 * "Did you mean …?" for a search that found nothing: each word the index does not know (no form, completion or
 * correction of it is indexed) replaced by the closest word it knows; offered only when `finds` says it finds products.
 */
export async function didYouMean(text: string, query: WordQuery, vocabulary: VocabularyRange, finds: (text: string) => Promise<boolean>): Promise<string | undefined> {
  const words = queryWords(text);
  if (words.length === 0 || words.length !== query.length) return undefined;
  const known = await Promise.all(query.map((word) => isKnown(word, vocabulary)));
  if (known.every(Boolean)) return undefined;
  const corrected = await Promise.all(words.map(async (word, index) => (known[index] ? word : await closestKnown(word, vocabulary))));
  if (corrected.some((word) => word === undefined)) return undefined;
  const suggestion = corrected.join(' ');
  return suggestion !== words.join(' ') && (await finds(suggestion)) ? suggestion : undefined;
}

/** Whether the index holds the word, another form of it, a correction of it or (the last word) a completion. */
async function isKnown(word: QueryWord, vocabulary: VocabularyRange): Promise<boolean> {
  if (word.exact.length > 1 || word.corrected.length > 0 || (word.prefix && word.completions?.length !== 0)) return true;
  return (await vocabulary(word.word)).includes(word.word);
}
