import type { ProductSort } from '@shop/shared';

/** The orders the sort control offers, first the default (newest first). */
export const CATALOGUE_SORTS = ['createdAt,desc', 'relevance', 'price,asc', 'price,desc', 'rating,desc', 'name,asc'] as const satisfies readonly ProductSort[];
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
