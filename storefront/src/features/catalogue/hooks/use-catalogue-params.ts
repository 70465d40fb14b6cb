import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { MIN_SEARCH_CHARS } from '@shop/shared';

export interface CatalogueParams {
  q: string;
  category: string;
  /** One-based, as the user sees it. */
  page: number;
}

/** Text the server accepts: empty or at least 3 characters (PRODUCT.md §5). */
export function isSendableSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length >= MIN_SEARCH_CHARS;
}

/** Search, category and page live in the URL, so back/forward, reload and shared links keep them. */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<CatalogueParams>(() => {
    const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
    return {
      q: searchParams.get('q') ?? '',
      category: searchParams.get('category') ?? '',
      page: Number.isFinite(page) && page >= 1 ? page : 1,
    };
  }, [searchParams]);

  /** `replace` rewrites the current history entry instead of adding one (a search being refined). */
  const update = useCallback(
    (changes: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        const merged = {
          q: changes.q ?? current.get('q') ?? '',
          category: changes.category ?? current.get('category') ?? '',
          // A new search or category starts at the first page.
          page: changes.page ?? ('q' in changes || 'category' in changes ? 1 : Number(current.get('page') ?? '1')),
        };
        for (const [key, value] of Object.entries(merged)) {
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }, options);
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
