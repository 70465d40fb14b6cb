import { sql } from 'kysely';
import type { DialectName } from '../../../db/database';
import { preparedRead } from '../../../db/prepared';
import type { Db } from '../products.repository';
import { matchingConditions, SHOPPERS } from '../products-filter';
import type { KeptAt } from './memory-listings';
import { nameIndexQueryText, nameMatch, storedNameMatch, storedNameQueryText } from './word-match';
import { nameOf, type Names, newestIn } from './word-index';
import type { WordQuery } from './word-query';
import type { WordsInMemory } from './words-in-memory';

// The products a suggestion names (GET /api/products/suggest): the newest live ones whose name has the words, from
// the names kept in memory (words-in-memory.ts) when they are kept at the version, else from the database. Each
// statement is built once (prepared reads, the words' texts its values): building one per suggestion cost about as
// much as running it.

type Named = Array<{ id: number; name: string }>;

/** Words kept in memory (words-in-memory.ts: the names', or the whole texts'), asked at the words' version `at`. */
export interface KeptWords {
  memory: WordsInMemory;
  at: KeptAt;
}

/**
 * Up to `limit` live products of sellers not disabled whose name holds every word (a form, a completion, a correction),
 * newest (highest id) first, those named by the words as typed (a form or a completion) before those named only by a
 * correction: an exact match ranks above a corrected one, as in "Best match". From memory when the names are kept at
 * the version (`kept`); else from the database.
 */
export async function productsNamed(db: Db, dialect: DialectName, words: WordQuery, limit: number, kept?: KeptWords): Promise<Named> {
  if (words.length === 0) return [];
  const inMemory = kept?.memory.indexAt(kept.at.version);
  const names = inMemory?.names;
  if (inMemory && names) return exactBeforeCorrected(words, limit, async (query) => withNames(newestIn(inMemory, query, limit), names));
  const read = (query: WordQuery) =>
    dialect === 'postgres'
      ? namedOnPostgres(db, { name: nameIndexQueryText('postgres', query), stored: storedNameQueryText(query), limit })
      : namedOnSqlite(db, { name: nameIndexQueryText('sqlite', query), limit });
  return exactBeforeCorrected(words, limit, read);
}

/** The products `ids` with their names (one gone is left out). */
export function withNames(ids: readonly number[], names: Names): Named {
  return ids.flatMap((id) => {
    const name = nameOf(names, id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/**
 * The rule of both sources: names with the words as typed (a form or a completion) first, then for the places left
 * those named only by a correction, which are asked only then (sparing the common case their lists: a word of 5+
 * letters has up to 12).
 */
async function exactBeforeCorrected<T extends { id: number }>(words: WordQuery, limit: number, read: (query: WordQuery) => Promise<T[]>): Promise<T[]> {
  if (words.every((word) => word.corrected.length === 0)) return read(words);
  const exact = await read(words.map((word) => ({ ...word, corrected: [] })));
  if (exact.length >= limit) return exact;
  const found = new Set(exact.map((item) => item.id));
  return [...exact, ...(await read(words)).filter((item) => !found.has(item.id))].slice(0, limit);
}

/** SQLite reads them in the names' word index's own order, so it stops after `limit` whatever the number of matches. */
const namedOnSqlite = preparedRead((db: Db, { name, limit }: { name: string; limit: number }) =>
  db
    .selectFrom('products_name_words')
    .innerJoin('products', 'products.id', 'products_name_words.rowid')
    .select(['products.id', 'products.name'])
    .where(nameMatch('sqlite', name))
    .where((eb) => eb.and(matchingConditions('sqlite', SHOPPERS)))
    .orderBy(sql`products_name_words.rowid desc`)
    .limit(limit),
  { planEachCall: true },
);

/** The newest products PostgreSQL tests one by one for a name before it asks the names' index. */
const NEWEST_WALKED = 512;
/** The newest it tests first: when none of these has the name, the rest are not walked (the index is asked at once). */
const NEWEST_TRIED = 64;

/**
 * PostgreSQL: the names' GIN index lists every match before the newest are kept, and a word common in names (the
 * start of one being typed: "co" in one name of seven) then fetches thousands of rows, where the newest few hundred
 * products hold its newest `limit`. So the newest NEWEST_WALKED products are tested first by their stored words (a
 * name word weighs A), and only when fewer than `limit` of them match is the index asked; one statement either way.
 * The walk starts only when one of the newest NEWEST_TRIED has the name: most names being typed ("rustic kett") are
 * in a few dozen products, none of them among the newest, and walking 512 rows for nothing cost several times the
 * index's answer (harness, 2026-11-29). There `+ 0` keeps the planner from walking the primary key backwards until
 * enough names match (all of it when none does): the index lists the matches and the newest are kept. A named
 * statement: its shape fixes the plan whatever the words, and planning it for each call cost PostgreSQL about a quarter
 * of the statement's time.
 */
const namedOnPostgres = preparedRead((_db: Db, { name, stored, limit }: { name: string; stored: string; limit: number }) => {
  const live = matchingConditions('postgres', SHOPPERS);
  const newestNamed = (walked: number) =>
    sql`(select * from products order by id desc limit ${sql.lit(walked)}) products where ${sql.join([storedNameMatch(stored), ...live], sql` and `)}`;
  return sql<{ id: number; name: string }>`with tried as (select 1 from ${newestNamed(NEWEST_TRIED)} limit 1),
    newest as (
      select products.id, products.name from ${newestNamed(NEWEST_WALKED)} and exists (select 1 from tried)
      order by products.id desc limit ${limit})
    select id, name from (
      select id, name from newest where (select count(*) from newest) = ${limit}
      union all
      (select products.id, products.name from products
        where ${sql.join([nameMatch('postgres', name), ...live], sql` and `)} and (select count(*) from newest) < ${limit}
        order by products.id + 0 desc limit ${limit})) named
    order by id desc`;
});
