import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../database';

// Every card shows a product's average stars and review count, and the catalogue sorts by rating: both read three
// columns of the product row, kept by triggers on reviews (so every writer counts, inside the review's own
// transaction), instead of an aggregate over reviews per card. rating_rank is the average × 100, truncated (0 without
// reviews): an integer sort key that both dialects compute alike. None of these columns bumps the catalogue version
// (0005 watches name, description, category and deleted only), so a review never empties the search caches.
const SET_FROM_REVIEWS = sql`rating_count = (select count(*) from reviews where reviews.product_id = products.id),
  rating_sum = (select coalesce(sum(rating), 0) from reviews where reviews.product_id = products.id)`;
const SET_RANK = sql`rating_rank = case when rating_count = 0 then 0 else (rating_sum * 100) / rating_count end`;

/** PostgreSQL: the functions the review trigger runs, as this migration writes them (0069's down puts them back). */
export async function createPgRatingFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function apply_review_rating(product integer, count_change integer, sum_change integer) returns void
    language sql as $$
      update products set rating_count = rating_count + count_change, rating_sum = rating_sum + sum_change,
        rating_rank = case when rating_count + count_change = 0 then 0
          else ((rating_sum + sum_change) * 100) / (rating_count + count_change) end
      where id = product;
    $$`.execute(db);
  await sql`create or replace function reviews_keep_rating() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform apply_review_rating(old.product_id, -1, -old.rating); end if;
      if tg_op in ('UPDATE', 'INSERT') then perform apply_review_rating(new.product_id, 1, new.rating); end if;
      return null;
    end $$`.execute(db);
}

/** SQLite: the review triggers' names (one per kind of write). */
export const SQLITE_RATING_TRIGGERS = ['reviews_rating_update', 'reviews_rating_delete', 'reviews_rating_insert'] as const;

/**
 * SQLite: the review triggers, each moving the product's rating columns for the review row written; `more` adds
 * columns to the same update (0069's star counts), given the row's reference and the change's sign.
 */
export async function createSqliteRatingTriggers(db: Kysely<unknown>, more?: (ref: (column: string) => RawBuilder<unknown>, sign: RawBuilder<unknown>) => RawBuilder<unknown>): Promise<void> {
  const apply = (row: 'new' | 'old', sign: 1 | -1) => {
    const ref = (column: string) => sql.raw(`${row}.${column}`);
    const countAfter = sql`rating_count + ${sql.raw(String(sign))}`;
    const sumAfter = sql`rating_sum + ${sql.raw(String(sign))} * ${ref('rating')}`;
    const extra = more ? sql`, ${more(ref, sql.raw(String(sign)))}` : sql``;
    return sql`update products set rating_count = ${countAfter}, rating_sum = ${sumAfter},
      rating_rank = case when ${countAfter} = 0 then 0 else ((${sumAfter}) * 100) / (${countAfter}) end${extra}
      where id = ${ref('product_id')};`;
  };
  await sql`create trigger reviews_rating_insert after insert on reviews begin ${apply('new', 1)} end`.execute(db);
  await sql`create trigger reviews_rating_delete after delete on reviews begin ${apply('old', -1)} end`.execute(db);
  await sql`create trigger reviews_rating_update after update of rating, product_id on reviews begin
    ${apply('old', -1)} ${apply('new', 1)} end`.execute(db);
}

export function productRatingsMigration(dialect: DialectName): Migration {
  const pgsql = dialect === 'postgres';

  async function up(db: Kysely<unknown>): Promise<void> {
    for (const column of ['rating_count', 'rating_sum', 'rating_rank']) {
      await sql`alter table products add column ${sql.id(column)} integer not null default 0`.execute(db);
    }
    // Backfill from the reviews written before this migration.
    await sql`update products set ${SET_FROM_REVIEWS} where id in (select product_id from reviews)`.execute(db);
    await sql`update products set ${SET_RANK} where rating_count > 0`.execute(db);
    // Best first, then the most reviewed, then newest: every term descending, so one backward index scan serves a page.
    await sql`create index products_live_rating_idx on products (deleted, rating_rank, rating_count, id)`.execute(db);

    if (pgsql) {
      await createPgRatingFunctions(db);
      await sql`create trigger reviews_rating after insert or delete or update of rating, product_id on reviews
        for each row execute function reviews_keep_rating()`.execute(db);
      return;
    }
    await createSqliteRatingTriggers(db);
  }

  async function down(db: Kysely<unknown>): Promise<void> {
    if (pgsql) {
      await sql`drop trigger reviews_rating on reviews`.execute(db);
      await sql`drop function reviews_keep_rating()`.execute(db);
      await sql`drop function apply_review_rating(integer, integer, integer)`.execute(db);
    } else {
      for (const name of SQLITE_RATING_TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await db.schema.dropIndex('products_live_rating_idx').execute();
    for (const column of ['rating_rank', 'rating_sum', 'rating_count']) {
      await sql`alter table products drop column ${sql.id(column)}`.execute(db);
    }
  }

  return { up, down };
}
