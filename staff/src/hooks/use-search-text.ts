import { MIN_SEARCH_CHARS } from '@shop/shared';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 300;

export interface SearchText {
  text: string;
  setText: (text: string) => void;
  /** What to send: '' or the settled text. */
  query: string;
}

/** The typed text and the query to send: empty or at least 3 characters (PRODUCT.md §9), after a pause in typing. */
export function useSearchText(): SearchText {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length > 0 && trimmed.length < MIN_SEARCH_CHARS) return;
    const timer = setTimeout(() => setQuery(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, query };
}
