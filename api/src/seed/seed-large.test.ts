import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { freshPostgresDatabase } from '../test/harness';
import { seedLargeCatalogue } from '../test/reliability-kit';

// seed:large pauses the triggers that keep ratings and counters and skips PostgreSQL's per-row foreign-key checks for
// speed; what it leaves must read exactly as if every row had gone through them.
describe('seed:large leaves a consistent shop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-large-'));
  const adminUrl = process.env.DATABASE_URL;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let handle: DatabaseHandle;

  before(async () => {
    database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
    seedLargeCatalogue(2000, { dataDir, databaseUrl: database?.url });
    handle = createDatabase({ dataDir, databaseUrl: database?.url });
  });
  after(async () => {
    await handle?.db.destroy();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const countOf = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(handle.db)).rows[0]!.n);

  test('every product\'s rating columns are what its reviews say', async () => {
    assert.ok((await countOf(sql`select count(*) as n from reviews`)) > 0, 'the load wrote reviews');
    const wrong = await countOf(sql`select count(*) as n from products p
      left join (select product_id, count(*) as c, sum(rating) as s, sum(case when rating = 1 then 1 else 0 end) as s1,
        sum(case when rating = 2 then 1 else 0 end) as s2, sum(case when rating = 3 then 1 else 0 end) as s3,
        sum(case when rating = 4 then 1 else 0 end) as s4, sum(case when rating = 5 then 1 else 0 end) as s5
        from reviews group by product_id) r on r.product_id = p.id
      where p.rating_count <> coalesce(r.c, 0) or p.rating_sum <> coalesce(r.s, 0)
        or p.rating_rank <> case when coalesce(r.c, 0) = 0 then 0 else (r.s * 100) / r.c end
        or p.stars_1 <> coalesce(r.s1, 0) or p.stars_2 <> coalesce(r.s2, 0) or p.stars_3 <> coalesce(r.s3, 0)
        or p.stars_4 <> coalesce(r.s4, 0) or p.stars_5 <> coalesce(r.s5, 0)`);
    assert.equal(wrong, 0);
  });

  test('every item, order and review points at rows that exist', async () => {
    const orphans = await countOf(sql`select
      (select count(*) from order_items i where not exists (select 1 from orders o where o.id = i.order_id)
        or not exists (select 1 from products p where p.id = i.product_id))
      + (select count(*) from orders o where not exists (select 1 from users u where u.id = o.user_id))
      + (select count(*) from reviews r where not exists (select 1 from products p where p.id = r.product_id)
        or not exists (select 1 from users u where u.id = r.user_id)) as n`);
    assert.equal(orphans, 0);
  });

  test('the counters match the rows, and the rating trigger works again after the load', async () => {
    assert.equal(await countOf(sql`select sum(orders) as n from orders_count`), await countOf(sql`select count(*) as n from orders`));
    // The marketplace's days (0075): every order counted once, on its day, with its price.
    assert.equal(await countOf(sql`select sum(orders) as n from marketplace_days`), await countOf(sql`select count(*) as n from orders`));
    assert.equal(await countOf(sql`select sum(revenue_cents) as n from marketplace_days`), await countOf(sql`select sum(order_price_cents) as n from orders`));
    const product = await countOf(sql`select min(id) as n from products where rating_count = 0 and deleted = ${false}`);
    const buyer = await countOf(sql`select min(id) as n from users where role = 'BUYER'`);
    await sql`insert into reviews (product_id, user_id, rating, description, created_at)
      values (${product}, ${buyer}, 4, 'After the load', ${new Date().toISOString()})`.execute(handle.db);
    const rating = (await sql<{ count: number; rank: number }>`select rating_count as count, rating_rank as rank
      from products where id = ${product}`.execute(handle.db)).rows[0];
    assert.deepEqual({ count: Number(rating!.count), rank: Number(rating!.rank) }, { count: 1, rank: 400 });
  });
});
