import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { openSqlite } from '../../db/database';
import type { Database } from '../../db/schema';
import { wrapSqliteDatabase } from '../../db/sqlite-driver';
import { startTestApp, type TestApp } from '../../test/harness';
import { createCatalogueCache } from './catalogue-cache';
import { type PageRequest, type ProductFilter, pageProducts } from './products-query.repository';

// SQLite keeps no statistics here (no ANALYZE), so its plans follow from the SQL alone, whatever the catalogue's size:
// a plan read off an empty shop is the plan the shop runs at 1,000,000 products. These are the plans that once read
// the whole table for one page (tens of milliseconds each at 100,000 products).
describe('products: SQLite query plans for listing pages stay bounded', () => {
  let t: TestApp;
  let raw: ReturnType<typeof openSqlite>;

  before(async () => {
    t = await startTestApp();
    if (t.dialect === 'sqlite') raw = openSqlite(t.config.dataDir);
  });
  after(async () => {
    raw?.close();
    await t.close();
  });

  /** Every statement a page request runs, with SQLite's plan for it (the second call, so caches are warm as in use). */
  async function plansOf(filter: ProductFilter, request: PageRequest): Promise<{ sql: string; plan: string }[]> {
    const captured: CompiledQuery[] = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: wrapSqliteDatabase(raw) }),
      log: (event) => void (event.level === 'query' && captured.push(event.query)),
    });
    const cache = createCatalogueCache();
    await pageProducts(db, 'sqlite', filter, request, { cache, window: 10_000 });
    captured.length = 0;
    await pageProducts(db, 'sqlite', filter, request, { cache, window: 10_000 });
    return captured.map((query) => {
      const parameters = query.parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
      const rows = raw.prepare(`explain query plan ${query.sql}`).all(...parameters) as { detail: string }[];
      return { sql: query.sql, plan: rows.map((row) => row.detail).join(' | ') };
    });
  }

  const page0 = (sort: PageRequest['sort']): PageRequest => ({ page: 0, size: 20, sort });

  test('a page of staff or shop listing reads its 20 rows by id, never by scanning a sort index against the page', async (context) => {
    if (t.dialect !== 'sqlite') return context.skip('SQLite plans');
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

  test('"in stock" never drives the query through the stock index (it keeps nearly every product)', async (context) => {
    if (t.dialect !== 'sqlite') return context.skip('SQLite plans');
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
});
