import { sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import { matchingProducts, type ProductFilter, ratedAtLeast } from '../products-filter';
import type { Db } from '../products.repository';

// Counts beside every filter of a search (`facets=true`): each over the search's words and its other filters, never
// its own, so a shopper sees what choosing another value would give (as shops do). Exact counts, read in one pass per
// filter left out; a search page keeps them with the page (products-list.routes.ts).

/** Price bands in dollars: [min, max) — the last open-ended (max null). */
export const PRICE_BANDS: ReadonlyArray<readonly [number, number | null]> = [
  [0, 10],
  [10, 25],
  [25, 50],
  [50, 100],
  [100, 250],
  [250, 500],
  [500, null],
];
export const RATING_STEPS = [4, 3, 2, 1] as const;

export interface Facets {
  categories: Array<{ name: string; count: number }>;
  price: Array<{ min: number; max: number | null; count: number }>;
  rating: Array<{ atLeast: number; count: number }>;
  inStock: number;
}

const bandTest = ([min, max]: readonly [number, number | null]) =>
  max === null ? sql`products.price_cents >= ${min * 100}` : sql`products.price_cents >= ${min * 100} and products.price_cents < ${max * 100}`;
const countWhere = (test: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${test} then 1 else 0 end), 0)`;

/** The facets of a shopper's search whose words are already read (filter.words). */
export async function countFacets(db: Db, dialect: DialectName, filter: ProductFilter): Promise<Facets> {
  const plan = filter.words?.length ? 'index' : null;
  const without = (changes: Partial<ProductFilter>) => matchingProducts(db, dialect, { ...filter, ...changes }, plan);

  const categoryRows = without({ category: undefined })
    .select(['products.category as name', sql<number>`count(*)`.as('count')])
    .groupBy('products.category')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('products.category')
    .execute();
  const priceRow = without({ minPriceCents: undefined, maxPriceCents: undefined })
    .select(PRICE_BANDS.map((band, index) => countWhere(bandTest(band)).as(`band${index}`)))
    .executeTakeFirstOrThrow();
  const otherRow = without({ inStock: undefined })
    .select([countWhere(sql`products.stock > 0`).as('inStock')])
    .executeTakeFirstOrThrow();
  const ratingRow = without({ minRating: undefined })
    .select(RATING_STEPS.map((step) => countWhere(ratedAtLeast(step)).as(`rating${step}`)))
    .executeTakeFirstOrThrow();
  const [categories, prices, other, ratings] = await Promise.all([categoryRows, priceRow, otherRow, ratingRow]);
  const row = (values: Record<string, unknown>, key: string) => Number(values[key] ?? 0);
  return {
    categories: categories.map(({ name, count }) => ({ name, count: Number(count) })),
    price: PRICE_BANDS.map(([min, max], index) => ({ min, max, count: row(prices, `band${index}`) })),
    rating: RATING_STEPS.map((atLeast) => ({ atLeast, count: row(ratings, `rating${atLeast}`) })),
    inStock: row(other, 'inStock'),
  };
}
