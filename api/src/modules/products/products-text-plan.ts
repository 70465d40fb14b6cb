import { sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { CatalogueCache, TextStats } from './catalogue-cache';
import type { Db } from './products.repository';
import { shareOfNewest } from './search/word-index';
import { fts5Query, rowMatchesQuery } from './search/word-match';
import { type WordQuery, wordQueryKey } from './search/word-query';

/**
 * How a text search finds its rows. 'index': the word index gives every match, which are then sorted (cheap for rare
 * words, costly for words in most products). 'walk': the sort order's btree index is read in order and each row is
 * tested for the words until the page is full (cheap for broad words, costly for rare ones). The cost of each is
 * estimated from the share of a fixed sample that matches, so both stay bounded whatever the catalogue's size.
 * 'probe' (SQLite only): the text index's matches are listed once (no table reads), then the sort order's index is
 * read in order and each entry probed against that list (no table reads either): rare words on large catalogues.
 */
export type TextPlan = 'index' | 'walk' | 'probe';

const SAMPLE_SIZE = 1000;
// Walk when the rows to walk are fewer than this many times the matches to fetch: the values bench/text-plans.mjs
// found cheapest by timing every plan over rare to broad words, every sort and pages 1-96 at 100,000 and 1,000,000
// products (bench/results/trials/2026-11-27T1553-text-plans-sqlite-100000.json, …T1601-…-sqlite-1000000.json,
// …T1602-…-postgres-100000.json, …T1608-…-postgres-1000000.json). SQLite reads a walked row and tests its text with
// GLOB, far dearer than probing an index entry, so only the first pages of the broadest words walk. PostgreSQL's
// planner, left to itself, already reads the sort index for a word in most products; a forced walk (a transaction
// with its planner told to) rarely pays.
const WALK_ADVANTAGE = { postgres: 1 / 48, sqlite: 1 / 48 };


// PostgreSQL: the newest live products, each tested on its own row.
function sampleShare(db: Db, query: WordQuery) {
  return sql<{ seen: number; hits: number; size: number }>`
    select count(*) as seen,
      coalesce(sum(case when ${rowMatchesQuery('postgres', query)} then 1 else 0 end), 0) as hits,
      (select coalesce(max(id), 0) from products) as size
    from (select id, search_words from products where deleted = ${false} order by created_at desc limit ${SAMPLE_SIZE}) as products`.execute(db);
}

// SQLite: the products with the highest ids (the newest, roughly), counted by FTS5 alone over that rowid range.
function sampleShareFts5(db: Db, query: WordQuery) {
  return sql<{ seen: number; hits: number; size: number }>`
    with top as (select coalesce(max(id), 0) as size from products)
    select min(${SAMPLE_SIZE}, top.size) as seen, top.size as size,
      (select count(*) from products_words where products_words match ${fts5Query(query)} and rowid > top.size - ${SAMPLE_SIZE}) as hits
    from top`.execute(db);
}

/**
 * Share of the newest live products that match, and the catalogue's rough size, kept per word query for a while: from
 * the texts' words when they are kept in memory (search/words-in-memory.ts), else by a statement (2-9 ms on SQLite's
 * process at 100,000 products for a word query never asked before, one-off).
 */
export async function textStats(db: Db, dialect: DialectName, cache: CatalogueCache, query: WordQuery): Promise<TextStats> {
  const measure = async () => {
    // From the words kept at any version: an estimate, so an older version's words will do, as a share measured minutes
    // ago does.
    const inMemory = cache.texts.latestIndex();
    if (inMemory) return shareOfNewest(inMemory, query, SAMPLE_SIZE);
    const { rows } = dialect === 'postgres' ? await sampleShare(db, query) : await sampleShareFts5(db, query);
    const row = rows[0];
    const seen = Number(row?.seen ?? 0);
    return { fraction: seen ? Number(row?.hits ?? 0) / seen : 0, catalogueSize: Number(row?.size ?? 0) };
  };
  return (await cache.textStats.fetch(wordQueryKey(query), { context: measure }))!;
}

/**
 * Walk when reading `matchesNeeded` matches in sort order (each row passing the other filters with `otherFraction`)
 * costs less than fetching and sorting every match of the text index. (The factors are parameters for
 * bench/text-plans.mjs, which prices other values with these same rules.)
 */
export function chooseTextPlan(dialect: DialectName, stats: TextStats, matchesNeeded: number, otherFraction = 1, walkAdvantage = WALK_ADVANTAGE[dialect]): TextPlan {
  if (stats.fraction <= 0) return 'index';
  const walkRows = matchesNeeded / (stats.fraction * otherFraction);
  const indexRows = stats.fraction * stats.catalogueSize;
  return walkRows < walkAdvantage * indexRows ? 'walk' : 'index';
}

// SQLite: an index entry probed against the list of matches costs about an eighth of fetching a matching row with its
// filters' columns: the value bench/text-plans.mjs found cheapest, with WALK_ADVANTAGE, at both sizes (the same
// results files). Re-run it when the search SQL changes.
const PROBE_ADVANTAGE = 8;

/** SQLite, for a page whose sort index covers its filters: probe when walking index entries beats fetching every match. */
export function refineForSqlite(plan: TextPlan, stats: TextStats, matchesNeeded: number, probeAdvantage = PROBE_ADVANTAGE): TextPlan {
  if (plan !== 'index') return plan;
  const entries = matchesNeeded / Math.max(stats.fraction, 1 / Math.max(1, stats.catalogueSize));
  return entries < probeAdvantage * stats.fraction * stats.catalogueSize ? 'probe' : 'index';
}
