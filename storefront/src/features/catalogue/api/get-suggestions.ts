import { apiClient, SEARCH_TIMEOUT_MS, type SuggestAnswer } from '@shop/shared';

export type Suggestion = SuggestAnswer['suggestions'][number];

/** GET /products/suggest: what the text typed so far (2+ characters) may lead to; the search's 10 s time-out. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { data } = await apiClient.get<SuggestAnswer>('/products/suggest', { params: { q }, signal, timeout: SEARCH_TIMEOUT_MS });
  return data.suggestions;
}
