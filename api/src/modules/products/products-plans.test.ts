import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPlanShop } from '../../test/sqlite-plans';
import { createCatalogueCache } from './catalogue-cache';
import type { ProductFilter } from './products-filter';
import { countProducts, type PageRequest, pageProducts } from './products-query.repository';

// SQLite keeps no statistics here (no ANALYZE), so its plans follow from the SQL alone, whatever the catalogue's size
// (see test/sqlite-plans.ts). These are the plans that once read the whole table for one page.
describe('products: SQLite query plans for listing pages stay bounded', () => {
  let shop: Awaited<ReturnType<typeof startPlanShop>>;
  before(async () => (shop = await startPlanShop()));
  after(() => shop.close());

  /** Every statement a page request runs, with SQLite's plan for it, and the plan of its total's count. */
  const plansOf = async (filter: ProductFilter, request: PageRequest) => {
    const cache = createCatalogueCache();
    const page = await shop.plans!((db) => pageProducts(db, 'sqlite', filter, request, { cache, window: 10_000 }));
    // A small test catalogue's listing is read to its end with the page, which then needs no count: asked for here.
    const total = await shop.plans!((db) => countProducts(db, 'sqlite', filter, 10_000, cache));
    return [...page, ...total];
  };

  const page0 = (sort: PageRequest['sort']): PageRequest => ({ page: 0, size: 20, sort });

  test('a page of staff or shop listing reads its 20 rows by id, never by scanning a sort index against the page', async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const cases: [ProductFilter, PageRequest][] = [
      [{ liveOnly: false }, page0('createdAt,desc')],
      [{ liveOnly: true }, page0('createdAt,desc')],
      [{ liveOnly: true, category: 'Bags' }, page0('price,asc')],
      [{ liveOnly: false, q: 'lamp' }, page0('createdAt,desc')],
    ];
    for (const [filter, request] of cases) {
      for (const { sql, plan } of await plansOf(filter, request)) {
        assert.doesNotMatch(plan, /AUTOMATIC/, `no index built per request for ${JSON.stringify(filter)}: ${sql}\n${plan}`);
      }
    }
  });

  test("related products read the page's rows and the product's own row in one statement, by primary key", async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const plans = await plansOf({ liveOnly: true, category: 'Bags', excludeId: 1, hideDisabledSellers: true }, page0('createdAt,desc'));
    const rowsRead = plans.filter(({ sql }) => sql.includes('json_each'));
    assert.equal(rowsRead.length, 1, JSON.stringify(plans, null, 1));
    assert.doesNotMatch(rowsRead[0]!.plan, /SCAN products|AUTOMATIC/, `${rowsRead[0]!.sql}\n${rowsRead[0]!.plan}`);
  });

  test('"in stock" never drives the query through the stock index (it keeps nearly every product)', async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const cases: [ProductFilter, PageRequest][] = [
      [{ liveOnly: true, category: 'Bags', inStock: true }, page0('rating,desc')],
      [{ liveOnly: true, category: 'Bags', inStock: true }, page0('createdAt,desc')],
      [{ liveOnly: true, inStock: true, minPriceCents: 1000, maxPriceCents: 5000 }, page0('price,asc')],
    ];
    for (const [filter, request] of cases) {
      const plans = await plansOf(filter, request);
      assert.ok(plans.length >= 2, 'the page and its total');
      for (const { sql, plan } of plans) {
        assert.doesNotMatch(plan, /products_live_stock_idx/, `${JSON.stringify(filter)}: ${sql}\n${plan}`);
      }
    }
  });

  test("a category's page in every sort walks that category's own sort index (covering), never the whole catalogue's", async (context) => {
    if (!shop.plans) return context.skip('SQLite plans');
    const sorts: PageRequest['sort'][] = ['createdAt,desc', 'createdAt,asc', 'price,asc', 'price,desc', 'name,asc', 'rating,desc'];
    for (const sort of sorts) {
      const filter: ProductFilter = { liveOnly: true, category: 'Bags', hideDisabledSellers: true };
      // No cache: every run reads the listing's ids (a kept listing would hide the statement this test is about).
      const plans = await shop.plans!((db) => pageProducts(db, 'sqlite', filter, { page: 40, size: 20, sort }, { window: 10_000 }));
      const described = plans.map(({ sql, plan }) => `${sql}\n${plan}`).join('\n');
      // Covering: the seller's test (not a disabled seller) is answered from the index, no table read per skipped row.
      assert.match(described, /COVERING INDEX products_live_category_(created|price|name|rating)_idx/, `${sort}: ${described}`);
      assert.doesNotMatch(described, /TEMP B-TREE FOR ORDER BY|products_live_(price|name|rating)_idx/, `${sort}: ${described}`);
    }
  });
});
