import { distance } from 'fastest-levenshtein';
import type { Insertable } from 'kysely';
import { stemmer } from 'stemmer';
import type { ProductsTable } from '../db/schema';
import type { TestApp } from './harness';

/** What a bulk test remembers of each inserted product, to compute the answers the API must give. */
export interface BulkRow {
  id: number;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  createdAt: string;
  deleted: boolean;
}

export type BulkSort = 'createdAt,desc' | 'createdAt,asc' | 'price,asc' | 'price,desc' | 'name,asc';

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The order the API promises for each sort: ties broken by id in the sort's direction, names by lower case. */
const ORDER: Record<BulkSort, (a: BulkRow, b: BulkRow) => number> = {
  'createdAt,desc': (a, b) => compare(b.createdAt, a.createdAt) || b.id - a.id,
  'createdAt,asc': (a, b) => compare(a.createdAt, b.createdAt) || a.id - b.id,
  'price,asc': (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  'price,desc': (a, b) => b.priceCents - a.priceCents || b.id - a.id,
  'name,asc': (a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id,
};

export interface BulkFilter {
  q?: string;
  category?: string;
  excludeId?: number;
}

const wordsOf = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Edits from a to b as PRODUCT.md counts typos: Levenshtein's distance, or one swap of neighbouring letters (1) plus Levenshtein's distance after it. */
function withSwaps(a: string, b: string): number {
  const swaps = Array.from({ length: Math.max(0, a.length - 1) }, (_, at) => `${a.slice(0, at)}${a[at + 1]}${a[at]}${a.slice(at + 2)}`);
  return Math.min(distance(a, b), ...swaps.map((swapped) => 1 + distance(swapped, b)));
}

/**
 * Whether a shopper's word finds a word of the text (PRODUCT.md, "Search"): the same word or another form of it (one
 * stem), the start of it for the last word, or within the typo budget, word to word or stem to stem (1 typo from 5
 * letters, 2 from 9; the first letter is never corrected).
 */
function wordFinds(typed: string, text: string, last: boolean): boolean {
  if (text === typed || stemmer(text) === stemmer(typed) || (last && text.startsWith(typed))) return true;
  const budget = typed.length < 5 ? 0 : typed.length < 9 ? 1 : 2;
  if (budget === 0 || text[0] !== typed[0]) return false;
  const ends = last ? Array.from({ length: 2 * budget + 1 }, (_, k) => typed.length - budget + k) : [text.length];
  if (withSwaps(stemmer(typed), stemmer(text)) <= budget) return true;
  return ends.some((end) => end >= 1 && end <= text.length && withSwaps(typed, text.slice(0, end)) <= budget);
}

/** Whether every word of `q` finds a word of the name or the description. */
export function textMatches(q: string, name: string, description: string): boolean {
  const typed = wordsOf(q);
  const own = [...wordsOf(name), ...wordsOf(description)];
  return typed.length > 0 && typed.every((word, index) => own.some((text) => wordFinds(word, text, index === typed.length - 1)));
}

/** The live rows a search with `filter` matches (every word of q, as PRODUCT.md says), in `sort` order. */
export function expectedRows(rows: BulkRow[], filter: BulkFilter, sort: BulkSort): BulkRow[] {
  const { q } = filter;
  return rows
    .filter(
      (row) =>
        !row.deleted &&
        (q === undefined || textMatches(q, row.name, row.description)) &&
        (filter.category === undefined || row.category === filter.category) &&
        row.id !== filter.excludeId,
    )
    .sort(ORDER[sort]);
}

const BULK_START = Date.UTC(2025, 0, 1);

/** A plain live product for insertBulk, in stock, created `index` seconds after 2025-01-01; `fields` name the rest. */
export function bulkProduct(index: number, fields: Pick<Insertable<ProductsTable>, 'seller_id' | 'name' | 'price_cents' | 'category'>): Insertable<ProductsTable> {
  return {
    description: 'Bulk',
    image_url: 'https://images.example.test/bulk.png',
    stock: 5,
    deleted: false,
    created_at: new Date(BULK_START + index * 1000).toISOString(),
    updated_at: new Date(BULK_START).toISOString(),
    ...fields,
  };
}

/** Inserts `count` products made by `make(index)` in batches of 500; answers what was stored, in insertion order. */
export async function insertBulk(t: TestApp, count: number, make: (index: number) => Insertable<ProductsTable>): Promise<BulkRow[]> {
  const rows: BulkRow[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => make(start + offset));
    const inserted = await t.app.db.insertInto('products').values(batch).returning('id').execute();
    inserted.forEach(({ id }, offset) => {
      const source = batch[offset]!;
      rows.push({
        id,
        name: source.name,
        description: source.description,
        category: source.category,
        priceCents: source.price_cents,
        createdAt: String(source.created_at),
        deleted: Boolean(source.deleted),
      });
    });
  }
  return rows;
}
