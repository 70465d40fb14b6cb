import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ProductSort } from './products.schemas';
import { type Db, PRODUCT_COLUMNS, type ProductDto, productsWithSeller, toProductDto } from './products.repository';

export interface ProductFilter {
  /** Case-insensitive substring of name or description; at least 3 characters when given. */
  q?: string | undefined;
  category?: string | undefined;
  sellerId?: number | undefined;
  excludeId?: number | undefined;
  /** Only products with stock below this. */
  stockBelow?: number | undefined;
  /** Hide soft-deleted products (buyer search); staff listings show them. */
  liveOnly: boolean;
}

export interface PageRequest {
  page: number;
  size: number;
  sort: ProductSort;
}

export interface ProductPage {
  content: ProductDto[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

type Eb = ExpressionBuilder<Database, 'products'>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Text match served by the trigram index. SQLite: the FTS5 trigram table, queried with the text as one quoted phrase
 * (so quotes, operators and * in it are literal). PostgreSQL: the GIN index over lower(name || ' ' || description),
 * then a per-column recheck so a match never spans the name/description boundary (as on SQLite).
 */
function textMatch(dialect: DialectName, q: string): Expression<SqlBool> {
  if (dialect === 'sqlite') {
    const phrase = `"${q.replaceAll('"', '""')}"`;
    return sql<SqlBool>`products.id in (select rowid from products_fts where products_fts match ${phrase})`;
  }
  const pattern = `%${escapeLike(q)}%`;
  return sql<SqlBool>`(lower(products.name || ' ' || products.description) like lower(${pattern}) escape '\\'
    and (lower(products.name) like lower(${pattern}) escape '\\' or lower(products.description) like lower(${pattern}) escape '\\'))`;
}

function whereFilter(dialect: DialectName, filter: ProductFilter) {
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.liveOnly) conditions.push(eb('products.deleted', '=', false));
    if (filter.category !== undefined) conditions.push(eb('products.category', '=', filter.category));
    if (filter.sellerId !== undefined) conditions.push(eb('products.seller_id', '=', filter.sellerId));
    if (filter.excludeId !== undefined) conditions.push(eb('products.id', '<>', filter.excludeId));
    if (filter.stockBelow !== undefined) conditions.push(eb('products.stock', '<', filter.stockBelow));
    if (filter.q) conditions.push(textMatch(dialect, filter.q));
    return eb.and(conditions);
  };
}

/** ORDER BY for each sort, always ending in id so equal keys page deterministically (and match the btree indexes). */
function orderTerms(dialect: DialectName, sort: ProductSort) {
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
    default:
      return [sql`products.created_at desc`, sql`products.id desc`];
  }
}

export async function countProducts(db: Db, dialect: DialectName, filter: ProductFilter): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select(sql<number>`count(*)`.as('count'))
    .where(whereFilter(dialect, filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One zero-based page of products matching the filter, with the Spring-style totals. */
export async function pageProducts(db: Db, dialect: DialectName, filter: ProductFilter, request: PageRequest): Promise<ProductPage> {
  const { page, size, sort } = request;
  let query = productsWithSeller(db).select(PRODUCT_COLUMNS).where(whereFilter(dialect, filter));
  for (const term of orderTerms(dialect, sort)) query = query.orderBy(term);
  const [rows, totalElements] = await Promise.all([
    query.limit(size).offset(page * size).execute(),
    countProducts(db, dialect, filter),
  ]);
  return {
    content: rows.map(toProductDto),
    totalPages: Math.ceil(totalElements / size),
    totalElements,
    number: page,
    size,
  };
}
