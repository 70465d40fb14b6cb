import { queryWords } from './query-words';
import type { QueryWord, WordQuery } from './word-query';

// Suggestions while a shopper types (GET /api/products/suggest): searches that complete the last word, categories and
// products, each found by the same words the search would use.

export interface Suggestion {
  text: string;
  kind: 'product' | 'category' | 'query';
  productId?: number;
}

export const MAX_SUGGESTIONS = 8;
const MAX_QUERIES = 3;
const MAX_CATEGORIES = 2;
// Completions tried (shortest first, all asked at once); the first MAX_QUERIES that find products are offered.
const COMPLETIONS_TRIED = 8;

/** Whether a word of `text` is one the query word accepts (a form, a correction, a completion of the last word). */
function accepts(word: QueryWord, text: string): boolean {
  return word.exact.includes(text) || word.corrected.includes(text) || (word.prefix && text.startsWith(word.word));
}

/** Whether every query word accepts one of a text's `words` (a category name's: the search's own rule, applied in memory). */
function wordsFind(query: WordQuery, words: readonly string[]): boolean {
  return query.length > 0 && query.every((word) => words.some((candidate) => accepts(word, candidate)));
}

interface SuggestionSources {
  query: WordQuery;
  /**
   * The categories, each with its words as a search reads them (`words[i]` are `list[i]`'s): kept with the list per
   * catalogue version, as reading every category's words for each suggestion was a twentieth of a cold suggestion's
   * time on SQLite (CPU profile, one-off).
   */
  categories: { list: readonly string[]; words: ReadonlyArray<readonly string[]> };
  /** Products whose name has the words, newest first. */
  products: () => Promise<Array<{ id: number; name: string }>>;
  /** For each text, whether a search for it finds a product (asked once per suggestion at most). */
  textsFind: (texts: readonly string[]) => Promise<boolean[]>;
  /**
   * Whether a product shoppers see has every word in its name, when the names are kept in memory (else null:
   * words-in-memory.ts). Such a text finds that product.
   */
  anyNameHas?: (query: WordQuery) => boolean | null;
}

/** A completion as the last word of a search reads it at least: itself, and the start of a longer word. */
const endingWord = (ending: string): QueryWord => ({ word: ending, exact: [ending], prefix: true, completions: null, corrected: [] });

/**
 * Whether a search for the words before the last and `ending` (a completion of the last word) finds the product named
 * `nameWords`: each word before the last accepts a word of the name as the search reads it, and a word of the name
 * starts with the ending (the search reads its last word as the start of one). Such a product is live and its seller
 * not disabled (productsNamed's rule, and the search's for shoppers), so the search finds it.
 */
function nameFindsEnding(before: WordQuery, nameWords: readonly string[], ending: string): boolean {
  return before.every((word) => nameWords.some((candidate) => accepts(word, candidate))) && nameWords.some((candidate) => candidate.startsWith(ending));
}

/** Up to 8: searches completing the last word (that find products), then categories, then products named by the words. */
export async function suggestionsFor({ query, categories, products, textsFind, anyNameHas }: SuggestionSources): Promise<Suggestion[]> {
  const last = query.at(-1);
  if (!last) return [];
  const before = query.slice(0, -1);
  const endings = (last.completions ?? []).length > 0 ? last.completions! : last.corrected;
  const tried = [...endings].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, COMPLETIONS_TRIED);
  const texts = tried.map((ending) => [...before.map((word) => word.word), ending].join(' '));
  const named = await products();
  // A completion that a name has finds that product: the names in memory say so of every name (when kept), else the
  // products just read are tested. The database is asked only about the others offered before MAX_QUERIES are known
  // to find products (often none: a name being typed names its products).
  let nameWords: string[][] | undefined;
  const nameHas = (ending: string) =>
    anyNameHas?.([...before, endingWord(ending)]) ?? (nameWords ??= named.map((product) => queryWords(product.name))).some((words) => nameFindsEnding(before, words, ending));
  const finding = tried.map(() => false);
  let enough = tried.length;
  for (let index = 0, known = 0; index < enough; index++) {
    finding[index] = nameHas(tried[index]!);
    if (finding[index] && ++known === MAX_QUERIES) enough = index + 1;
  }
  const asked = texts.flatMap((text, index) => (index < enough && !finding[index] ? [{ text, index }] : []));
  // Every text asked in one statement (not one per completion).
  const answers = asked.length > 0 ? await textsFind(asked.map((item) => item.text)) : [];
  asked.forEach((item, index) => (finding[item.index] = answers[index] === true));
  const queries = texts.filter((_, index) => finding[index]).slice(0, MAX_QUERIES).map((text): Suggestion => ({ text, kind: 'query' }));
  const shelves = categories.list.filter((_, index) => wordsFind(query, categories.words[index]!)).slice(0, MAX_CATEGORIES).map((text): Suggestion => ({ text, kind: 'category' }));
  const room = MAX_SUGGESTIONS - queries.length - shelves.length;
  const items = named.slice(0, room).map((product): Suggestion => ({ text: product.name, kind: 'product', productId: product.id }));
  return [...queries, ...shelves, ...items];
}
