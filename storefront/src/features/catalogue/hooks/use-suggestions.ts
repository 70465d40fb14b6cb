import { useEffect, useState } from 'react';
import { useQuery } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { getSuggestions, type Suggestion } from '../api/get-suggestions';

/** Suggestions are asked from this many characters. */
export const MIN_SUGGEST_CHARS = 2;
/** Typing pauses this long before suggestions are asked (shorter than the search's own pause). */
const SUGGEST_PAUSE_MS = 150;

// One empty list, so "none" is the same answer from render to render.
const NONE: Suggestion[] = [];

/** The suggestions for what is typed, asked after a short pause; the last answer stays until the next one arrives. */
export function useSuggestions(typed: string): Suggestion[] {
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), SUGGEST_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const wanted = [...asked].length >= MIN_SUGGEST_CHARS ? asked : null;
  const { state } = useQuery(
    wanted === null ? null : queryKeys.suggestions(wanted),
    (signal) => getSuggestions(wanted ?? '', signal),
    // Like search failures (PRODUCT.md §8): logged, nothing shown.
    { cacheMs: 30_000, onError: (error) => console.error('Suggestions failed', error) },
  );
  if (wanted === null || typed.trim() === '') return NONE;
  if (state.status === 'ready') return state.data;
  return state.status === 'loading' ? (state.previous ?? NONE) : NONE;
}
