import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database';
import { createPgRatingFunctions, createSqliteRatingTriggers, SQLITE_RATING_TRIGGERS } from './0020-product-ratings';

// A product page shows how many reviews gave 5, 4, 3, 2 and 1 stars. Counting them per request read every review of
// the product (its row, for the stars), so the most-reviewed products, the pages shoppers open most, cost the most.
// The counts are now five columns of the product row, kept by 0020's review triggers in the same update as
// rating_count and rating_sum, so any writer counts and a page reads one row.
const STARS = [1, 2, 3, 4, 5] as const;
const column = (stars: number) => sql.id(`stars_${stars}`);

/** `stars_N = stars_N + (change when the review's stars are N)` for each N: one review's place in the counts. */
function starChanges(stars: RawBuilder<unknown>, change: RawBuilder<unknown>) {
  return sql.join(STARS.map((n) => sql`${column(n)} = ${column(n)} + case when ${stars} = ${sql.lit(n)} then ${change} else 0 end`));
}

export function reviewStarCountsMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';

  async function up(db: Kysely<unknown>): Promise<void> {
    for (const n of STARS) await sql`alter table products add column ${column(n)} integer not null default 0`.execute(db);
    // Backfill from the reviews written before this migration, one pass over them.
    const counted = sql`select product_id, ${sql.join(STARS.map((n) => sql`sum(case when rating = ${sql.lit(n)} then 1 else 0 end) as ${column(n)}`))}
      from reviews group by product_id`;
    await sql`update products set ${sql.join(STARS.map((n) => sql`${column(n)} = counted.${column(n)}`))}
      from (${counted}) as counted where products.id = counted.product_id`.execute(db);

    if (pgsql) {
      // The same trigger (0020's reviews_rating) calls one function that moves the rating columns and the star count.
      await sql`create function apply_review(product integer, stars integer, change integer) returns void
        language sql as $$
          update products set rating_count = rating_count + change, rating_sum = rating_sum + change * stars,
            rating_rank = case when rating_count + change = 0 then 0
              else ((rating_sum + change * stars) * 100) / (rating_count + change) end,
            ${starChanges(sql.raw('stars'), sql.raw('change'))}
          where id = product;
        $$`.execute(db);
      await sql`create or replace function reviews_keep_rating() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then perform apply_review(old.product_id, old.rating, -1); end if;
          if tg_op in ('UPDATE', 'INSERT') then perform apply_review(new.product_id, new.rating, 1); end if;
          return null;
        end $$`.execute(db);
      await sql`drop function apply_review_rating(integer, integer, integer)`.execute(db);
      return;
    }
    await replaceSqliteTriggers(db, (ref, sign) => starChanges(ref('rating'), sign));
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      await createPgRatingFunctions(db);
      await sql`drop function apply_review(integer, integer, integer)`.execute(db);
    } else {
      await replaceSqliteTriggers(db);
    }
    for (const n of STARS) await sql`alter table products drop column ${column(n)}`.execute(db);
  }

  return { up, down };
}

/** SQLite: 0020's review triggers written again, with (going up) or without (going down) the star counts. */
async function replaceSqliteTriggers(db: Kysely<unknown>, more?: Parameters<typeof createSqliteRatingTriggers>[1]): Promise<void> {
  for (const name of SQLITE_RATING_TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db);
  await createSqliteRatingTriggers(db, more);
}
