import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { ProductSort } from './products.schemas';
import type { TextPlan } from './products-text-plan';
import { type Db, type ListingRow, notOfDisabledSeller } from './products.repository';
import { indexFinds, indexQueryText, relevanceOrder, rowMatchesQuery } from './search/word-match';
import type { WordQuery } from './search/word-query';

// What a listing's filter and sort mean: which rows (in SQL, and for one row already read), in what order, and the key
// a listing is kept under. products-query.repository.ts pages through them.

export interface ProductFilter {
  /** Words of name or description (search/word-query.ts); at least 3 characters when given. */
  q?: string | undefined;
  /** `q` as the word index is asked for it: read by products-query.repository.ts before the database is. */
  words?: WordQuery | undefined;
  category?: string | undefined;
  sellerId?: number | undefined;
  excludeId?: number | undefined;
  /** Only products with stock below this. */
  stockBelow?: number | undefined;
  /** Only products with stock above 0. */
  inStock?: boolean | undefined;
  /** Inclusive price bounds, in cents. */
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  /** Only products whose reviews average at least this many stars (whole stars, 1-4). */
  minRating?: number | undefined;
  /** Hide soft-deleted products (buyer search); staff listings show them. */
  liveOnly: boolean;
  /** Leave out disabled sellers' products (buyer search). */
  hideDisabledSellers?: boolean | undefined;
}

/** A shopper's search with no other filter (the suggestions' own). */
export const SHOPPERS: Omit<ProductFilter, 'q' | 'words'> = { liveOnly: true, hideDisabledSellers: true };

/**
 * The products a filter keeps, before select and order. SQLite, index plan: FTS5 drives, joined (a list of the matches
 * read as they stream: a capped count stops early, where `id in (…)` would first copy every match). `indexText`, for
 * a prepared read: a slot for what the word index is asked (indexQueryText), in place of the filter's words.
 */
export function matchingProducts(db: Db, dialect: DialectName, filter: ProductFilter, plan: TextPlan | null, indexText?: unknown) {
  const { q, words } = filter;
  if (q !== undefined && !words) throw new Error('matchingProducts: the search text was not read as words');
  const asked = indexText ?? (words?.length ? indexQueryText(dialect, words) : undefined);
  const where = conditions(dialect, filter, plan);
  if (dialect === 'sqlite' && plan === 'index' && asked !== undefined) {
    const joined = db
      .selectFrom('products_words')
      .innerJoin('products', 'products.id', 'products_words.rowid')
      .where(sql<SqlBool>`products_words match ${asked}`)
      .where((eb) => eb.and(where));
    // The same rows of products: only the FROM differs, so the rest of the query is written once.
    return joined as unknown as ReturnType<typeof db.selectFrom<'products'>>;
  }
  if (q !== undefined || indexText !== undefined) {
    where.push(plan === 'walk' && words ? rowMatchesQuery(dialect, words) : asked === undefined ? sql<SqlBool>`1 = 0` : indexFinds(dialect, asked));
  }
  return db.selectFrom('products').where((eb) => eb.and(where));
}

/** The filter's conditions other than its words (which the caller asks for in its own way). */
export function matchingConditions(dialect: DialectName, filter: Omit<ProductFilter, 'q' | 'words'>): Expression<SqlBool>[] {
  return conditions(dialect, filter, null);
}

/** Every condition but the text's (matchingProducts adds it). */
function conditions(dialect: DialectName, filter: Omit<ProductFilter, 'q' | 'words'>, plan: TextPlan | null): Expression<SqlBool>[] {
  // SQLite, text index plan: a unary + keeps these columns' btree indexes out, so the text index drives the query
  // (otherwise SQLite walks a whole btree index and probes every row against the list of matches).
  const textDriven = dialect === 'sqlite' && plan === 'index';
  const column = (name: string): RawBuilder<unknown> => (textDriven ? sql`+${sql.ref(`products.${name}`)}` : sql.ref(`products.${name}`));
  const where: Expression<SqlBool>[] = [];
  if (filter.liveOnly) where.push(sql<SqlBool>`${column('deleted')} = ${false}`);
  if (filter.category !== undefined) where.push(sql<SqlBool>`${column('category')} = ${filter.category}`);
  if (filter.sellerId !== undefined) where.push(sql<SqlBool>`${column('seller_id')} = ${filter.sellerId}`);
  if (filter.hideDisabledSellers) where.push(notOfDisabledSeller);
  if (filter.excludeId !== undefined) where.push(sql<SqlBool>`products.id <> ${filter.excludeId}`);
  if (filter.stockBelow !== undefined) where.push(sql<SqlBool>`${column('stock')} < ${filter.stockBelow}`);
  // "In stock" keeps nearly every product, so an index on stock never helps it; on SQLite (no statistics) the unary +
  // keeps the planner from walking that index instead of a selective one such as the category's.
  if (filter.inStock) where.push(dialect === 'sqlite' ? sql<SqlBool>`+products.stock > 0` : sql<SqlBool>`${column('stock')} > 0`);
  if (filter.minPriceCents !== undefined) where.push(sql<SqlBool>`${column('price_cents')} >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) where.push(sql<SqlBool>`${column('price_cents')} <= ${filter.maxPriceCents}`);
  if (filter.minRating !== undefined) where.push(ratedAtLeast(filter.minRating, column));
  return where;
}

/** Reviewed, and averaging at least `stars` (rating_sum / rating_count >= stars, in whole numbers: no rounding). */
export function ratedAtLeast(stars: number, column: (name: string) => RawBuilder<unknown> = (name) => sql.ref(`products.${name}`)): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${column('rating_count')} > 0 and ${column('rating_sum')} >= ${stars} * ${column('rating_count')})`;
}

/**
 * Whether a row already read belongs to the listing a filter without text names: conditions()'s rules for one row
 * (products-query.test.ts checks the two agree).
 */
export function belongsTo(row: ListingRow, filter: ProductFilter): boolean {
  if (filter.q) throw new Error('belongsTo: a text filter needs the database');
  const { liveOnly, category, sellerId, hideDisabledSellers, excludeId, stockBelow, inStock, minPriceCents, maxPriceCents, minRating } = filter;
  return (
    (!liveOnly || !row.deleted) &&
    (category === undefined || row.category === category) &&
    (sellerId === undefined || row.seller_id === sellerId) &&
    (!hideDisabledSellers || !row.seller_hidden) &&
    (excludeId === undefined || row.id !== excludeId) &&
    (stockBelow === undefined || row.stock < stockBelow) &&
    (!inStock || row.stock > 0) &&
    (minPriceCents === undefined || row.price_cents >= minPriceCents) &&
    (maxPriceCents === undefined || row.price_cents <= maxPriceCents) &&
    (minRating === undefined || (row.rating_count > 0 && row.rating_sum >= minRating * row.rating_count))
  );
}

/**
 * ORDER BY for each sort, always ending in id so equal keys page deterministically (and match the btree indexes).
 * Best match (relevance) without words is newest first.
 */
export function orderTerms(dialect: DialectName, sort: ProductSort, words?: WordQuery) {
  const lowerName = dialect === 'postgres' ? sql`lower(products.name) collate "C"` : sql`lower(products.name)`;
  switch (sort) {
    case 'createdAt,asc':
      return [sql`products.created_at asc`, sql`products.id asc`];
    case 'price,asc':
      return [sql`products.price_cents asc`, sql`products.id asc`];
    case 'price,desc':
      return [sql`products.price_cents desc`, sql`products.id desc`];
    case 'name,asc':
      return [sql`${lowerName} asc`, sql`products.id asc`];
    case 'rating,desc':
      return [sql`products.rating_rank desc`, sql`products.rating_count desc`, sql`products.id desc`];
    case 'relevance':
      if (words) return relevanceOrder(dialect, words);
      return [sql`products.created_at desc`, sql`products.id desc`];
    default:
      return [sql`products.created_at desc`, sql`products.id desc`];
  }
}

/**
 * The catalogue version moves with every change a total or a listing's order can depend on (content, deletion, a
 * product going in or out of stock, a price, a rating: migrations 0005, 0043 and 0044), except a stock level crossing
 * the low-stock threshold: listings under `stockBelow` (a seller's low-stock list) are always read afresh.
 */
export function cacheable(filter: ProductFilter): boolean {
  return filter.stockBelow === undefined;
}

/** The listing a filter and sort name, whatever the page: the key of its cached total and ordered ids. */
export function listingKey(filter: ProductFilter, sort?: ProductSort): string {
  return JSON.stringify([
    filter.q,
    filter.category,
    filter.sellerId,
    filter.excludeId,
    filter.liveOnly,
    filter.inStock ?? false,
    filter.minPriceCents ?? null,
    filter.maxPriceCents ?? null,
    filter.minRating ?? null,
    filter.hideDisabledSellers ?? false,
    sort ?? null,
  ]);
}
