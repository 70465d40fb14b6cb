import type { Order, Product, ProductInput, SearchResultPage } from '@shop/shared';

/** The paged answer of every staff list (zero-based `number`). */
export type StaffPage<T> = SearchResultPage<T>;

/** Orders as the staff endpoints answer them (a seller's view holds only their own items). */
export type StaffOrder = Order;


/** Loads one zero-based page of a list; `q` is a search text of 3+ characters or empty. */
export type PageLoader<T> = (page: number, size: number, q?: string) => Promise<StaffPage<T>>;

export type { Product, ProductInput };

