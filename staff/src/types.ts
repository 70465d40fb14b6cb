import type { Order, Product } from '@shop/shared';

/** The paged answer of every staff list (zero-based `number`). */
export interface StaffPage<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

/** Orders as the staff endpoints answer them (a seller's view holds only their own items). */
export type StaffOrder = Order;

/** What the product form sends for a create or an update. */
export interface ProductInput {
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  category: string;
  stock: number;
  sellerId?: number;
}

/** Loads one zero-based page of a list; `q` is a search text of 3+ characters or empty. */
export type PageLoader<T> = (page: number, size: number, q?: string) => Promise<StaffPage<T>>;

export type { Product };

