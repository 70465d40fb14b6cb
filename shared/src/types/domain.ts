// The API contract: generated from the server's schemas (contract.gen.ts, `npm run contract`), never copied by hand.
// Only shapes the server has no schema for are written here.
import type { Product } from './contract.gen';

export type * from './contract.gen';

/** A Spring-style page of any listing (`page` is zero-based on the server). */
export interface SearchResultPage<T = Product> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}
