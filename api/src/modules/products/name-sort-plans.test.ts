import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { insertBulk } from '../../test/bulk-catalogue';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';
import { matchingProducts, orderTerms, type ProductFilter } from './products-filter';

const postgresOnly = process.env.DATABASE_URL ? false : 'PostgreSQL only: SQLite reads lower(name) from its index as it is';

// Migration 0070: on PostgreSQL a listing page by name reads its ids from the name index alone, as the other sorts do
// from theirs; before it, the index lacked `name`, which its `lower(name)` names, and every id skipped cost a table visit.
describe('products: a page by name reads the name index alone (PostgreSQL)', () => {
  let t: TestApp;
  const category = `Names${process.pid}`;

  before(async () => {
    if (postgresOnly) return;
    t = await startTestApp();
    const seller = await quickUser(t, 'SELLER');
    await insertBulk(t, 3000, (index) => ({
      seller_id: seller.id,
      name: `Item ${(index * 7919) % 3000}`,
      description: 'Sorted by name',
      price_cents: 100 + index,
      image_url: 'https://images.example.test/item.png',
      category,
      stock: 5,
      deleted: index % 50 === 0,
      created_at: new Date(Date.UTC(2025, 0, 1) + index * 1000).toISOString(),
      updated_at: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    }));
    // As autovacuum would after a load: statistics, and the visibility map an index-only scan relies on.
    await sql`vacuum analyze products`.execute(t.app.db);
  });
  after(() => t?.close());

  /** The plan of a deep page's ids, as the listing asks for them, with the planner kept off a sort of the whole table. */
  async function planOf(filter: ProductFilter): Promise<string> {
    let ids = matchingProducts(t.app.db, 'postgres', filter, null).select('products.id');
    for (const term of orderTerms('postgres', 'name,asc')) ids = ids.orderBy(term);
    const page = ids.limit(120).offset(1980).compile();
    return t.app.db.transaction().execute(async (trx) => {
      // A small test table would otherwise be read whole and sorted: the question is which index scan the page gets.
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true)`.execute(trx);
      const result = await trx.executeQuery(CompiledQuery.raw(`explain (format json) ${page.sql}`, [...page.parameters]));
      return JSON.stringify(result.rows);
    });
  }

  test("a category's shop page and the whole shop's, by name", { skip: postgresOnly }, async () => {
    const shopper = { liveOnly: true, hideDisabledSellers: true };
    const cases: [ProductFilter, string][] = [
      [{ ...shopper, category }, 'products_live_category_name_idx'],
      [shopper, 'products_live_name_idx'],
    ];
    for (const [filter, index] of cases) {
      const plan = await planOf(filter);
      assert.match(plan, new RegExp(`"Node Type":"Index Only Scan"[^}]*"Index Name":"${index}"`), plan);
    }
  });
});
