import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { DEFAULT_SEARCH_SORT, MIN_SEARCH_CHARS, type ProductSort } from '@shop/shared';
import { CATALOGUE_SORTS, type CatalogueSort } from '../catalogue-sorts';

export interface CatalogueParams {
  q: string;
  category: string;
  sort: CatalogueSort;
  /** Dollars as typed ('' for no bound); only valid numbers from 0 to 1,000,000 come out of the URL. */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  /** Whole stars the average must reach (1-4); 0 for any. */
  minRating: number;
  /** One-based, as the user sees it. */
  page: number;
}

const MAX_PRICE = 1_000_000;

/** Text the server accepts: empty or at least 3 characters (PRODUCT.md §5). */
export function isSendableSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length >= MIN_SEARCH_CHARS;
}

/** A price bound the server accepts: '' (none) or a number from 0 to 1,000,000. */
export function isPriceBound(text: string): boolean {
  if (text.trim() === '') return true;
  const value = Number(text);
  return /^\d+(\.\d{1,2})?$/.test(text.trim()) && value >= 0 && value <= MAX_PRICE;
}

function priceFrom(value: string | null): string {
  return value !== null && isPriceBound(value) ? value.trim() : '';
}

/** 1-4 from the URL; anything else is no star filter. */
function starsFrom(value: string | null): number {
  return value !== null && /^[1-4]$/.test(value) ? Number(value) : 0;
}

function sortFrom(value: string | null): CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value ?? '') ? (value as CatalogueSort) : (DEFAULT_SEARCH_SORT as ProductSort as CatalogueSort);
}

/** Read from the URL, repairing what a hand-edited link could break (a swapped price range is put in order). */
function paramsFrom(searchParams: URLSearchParams): CatalogueParams {
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  let minPrice = priceFrom(searchParams.get('minPrice'));
  let maxPrice = priceFrom(searchParams.get('maxPrice'));
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: searchParams.get('q') ?? '',
    category: searchParams.get('category') ?? '',
    sort: sortFrom(searchParams.get('sort')),
    minPrice,
    maxPrice,
    inStock: searchParams.get('inStock') === 'true',
    minRating: starsFrom(searchParams.get('minRating')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** A value at its default is left out of the URL, so plain /products stays plain. */
function isDefault(key: keyof CatalogueParams, value: unknown): boolean {
  return value === '' || value === false || (key === 'page' && value === 1) || (key === 'minRating' && value === 0) || (key === 'sort' && value === DEFAULT_SEARCH_SORT);
}

/** Search, category, sort, price range, in-stock, stars and page live in the URL: back/forward, reload and shared links keep them. */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => paramsFrom(searchParams), [searchParams]);

  /** `replace` rewrites the current history entry instead of adding one (a search being refined). */
  const update = useCallback(
    (changes: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => {
        // Anything but the page changes the results, so it starts again at the first page.
        const merged: CatalogueParams = { ...paramsFrom(current), ...changes, page: changes.page ?? 1 };
        const next = new URLSearchParams();
        for (const [key, value] of Object.entries(merged) as Array<[keyof CatalogueParams, unknown]>) {
          if (!isDefault(key, value)) next.set(key, String(value));
        }
        return next;
      }, options);
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
