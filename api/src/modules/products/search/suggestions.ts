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

/** Whether every query word accepts a word of `text` (a category name: the search's own rule, applied in memory). */
export function textFinds(query: WordQuery, text: string): boolean {
  const words = queryWords(text);
  return query.length > 0 && query.every((word) => words.some((candidate) => accepts(word, candidate)));
}

interface SuggestionSources {
  query: WordQuery;
  categories: readonly string[];
  /** Products whose name has the words, newest first. */
  products: () => Promise<Array<{ id: number; name: string }>>;
  /** For each text, whether a search for it finds a product. */
  textsFind: (texts: readonly string[]) => Promise<boolean[]>;
}

/** Up to 8: searches completing the last word (that find products), then categories, then products named by the words. */
export async function suggestionsFor({ query, categories, products, textsFind }: SuggestionSources): Promise<Suggestion[]> {
  const last = query.at(-1);
  if (!last) return [];
  const before = query.slice(0, -1).map((word) => word.word);
  const endings = (last.completions ?? []).length > 0 ? last.completions! : last.corrected;
  const tried = [...endings].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, COMPLETIONS_TRIED);
  const texts = tried.map((ending) => [...before, ending].join(' '));
  // Every completion tried is asked at once, beside the products (two statements, not one per completion).
  const [finding, named] = await Promise.all([textsFind(texts), products()]);
  const queries = texts.filter((_, index) => finding[index]).slice(0, MAX_QUERIES).map((text): Suggestion => ({ text, kind: 'query' }));
  const shelves = categories.filter((category) => textFinds(query, category)).slice(0, MAX_CATEGORIES).map((text): Suggestion => ({ text, kind: 'category' }));
  const room = MAX_SUGGESTIONS - queries.length - shelves.length;
  const items = named.slice(0, room).map((product): Suggestion => ({ text: product.name, kind: 'product', productId: product.id }));
  return [...queries, ...shelves, ...items];
}
