import type { Insertable } from 'kysely';
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

/** The live rows a search with `filter` matches (case-insensitive substring of name or description), in `sort` order. */
export function expectedRows(rows: BulkRow[], filter: BulkFilter, sort: BulkSort): BulkRow[] {
  const q = filter.q?.toLowerCase();
  return rows
    .filter(
      (row) =>
        !row.deleted &&
        (q === undefined || row.name.toLowerCase().includes(q) || row.description.toLowerCase().includes(q)) &&
        (filter.category === undefined || row.category === filter.category) &&
        row.id !== filter.excludeId,
    )
    .sort(ORDER[sort]);
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
