import { type Expression, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { CatalogueCache, TextStats } from './catalogue-cache';
import type { Db } from './products.repository';

/**
 * How a text search finds its rows. 'index': the text index gives every match, which are then sorted (cheap for rare
 * words, costly for words in most products). 'walk': the sort order's btree index is read in order and each row is
 * tested for the text until the page is full (cheap for broad words, costly for rare ones). The cost of each is
 * estimated from the share of a fixed sample that matches, so both stay bounded whatever the catalogue's size.
 */
export type TextPlan = 'index' | 'walk';

const SAMPLE_SIZE = 1000;
const STATS_TTL_MS = 10 * 60_000;
// A walked row is read in index order; an index match is fetched at random and then sorted: about twice the cost.
const WALK_ADVANTAGE = 2;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function likePattern(q: string): string {
  return `%${escapeLike(q)}%`;
}

/**
 * The per-row test the walk uses. PostgreSQL: the same per-column test the index plan rechecks with, so both plans
 * match exactly the same rows. SQLite: LIKE folds ASCII case only, exactly as the FTS5 trigram index does for ASCII
 * text, so the walk is used for ASCII search text only (see canWalk).
 */
export function rowMatches(dialect: DialectName, q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  if (dialect === 'postgres') {
    return sql<SqlBool>`(lower(products.name) like lower(${pattern}) escape '\\' or lower(products.description) like lower(${pattern}) escape '\\')`;
  }
  return sql<SqlBool>`(products.name like ${pattern} escape '\\' or products.description like ${pattern} escape '\\')`;
}

export function canWalk(dialect: DialectName, q: string): boolean {
  // eslint-disable-next-line no-control-regex
  return dialect === 'postgres' || /^[\x00-\x7f]*$/.test(q);
}

/** Share of the newest live products that match, and the catalogue's rough size; cached per text for a while. */
export async function textStats(db: Db, dialect: DialectName, cache: CatalogueCache, q: string): Promise<TextStats> {
  const cached = cache.textStats.get(q);
  if (cached && Date.now() - cached.measuredAt < STATS_TTL_MS) return cached;
  const { rows } = await sql<{ seen: number; hits: number; size: number }>`
    select count(*) as seen,
      coalesce(sum(case when ${rowMatches(dialect, q)} then 1 else 0 end), 0) as hits,
      (select coalesce(max(id), 0) from products) as size
    from (select name, description from products where deleted = ${false} order by created_at desc limit ${SAMPLE_SIZE}) as products`.execute(db);
  const row = rows[0];
  const seen = Number(row?.seen ?? 0);
  const stats = { fraction: seen ? Number(row?.hits ?? 0) / seen : 0, catalogueSize: Number(row?.size ?? 0), measuredAt: Date.now() };
  cache.textStats.set(q, stats);
  return stats;
}

/**
 * Walk when reading `matchesNeeded` matches in sort order (each row passing the other filters with `otherFraction`)
 * costs less than fetching and sorting every match of the text index.
 */
export function chooseTextPlan(stats: TextStats, matchesNeeded: number, otherFraction = 1): TextPlan {
  if (stats.fraction <= 0) return 'index';
  const walkRows = matchesNeeded / (stats.fraction * otherFraction);
  const indexRows = stats.fraction * stats.catalogueSize;
  return walkRows < WALK_ADVANTAGE * indexRows ? 'walk' : 'index';
}
