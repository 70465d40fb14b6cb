import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../test/harness';
import { quickUser } from '../../test/orders-kit';
import { belongsTo, type ProductFilter } from './products-filter';
import { pageProducts } from './products-query.repository';
import { listingRowReads } from './products.repository';

// Related products decide their total from the product's own row (belongsTo) instead of a statement per request:
// that test must say what the SQL conditions say, for every combination of the filters a listing without text has.
describe('products: belongsTo agrees with the listing SQL for every filter', () => {
  let t: TestApp;
  const mine: number[] = [];
  let sellers: number[] = [];
  const categories = [`Agree A ${process.pid}`, `Agree B ${process.pid}`];

  before(async () => {
    t = await startTestApp();
    const [open, paused] = [await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER')];
    sellers = [open.id, paused.id];
    for (const sellerId of sellers) {
      for (const category of categories) {
        for (const [stock, priceCents, deleted] of [[0, 500, false], [3, 1500, false], [20, 2500, false], [5, 1500, true]] as const) {
          mine.push(await insertProduct(t, sellerId, { category, stock, priceCents, deleted }));
        }
      }
    }
    // Stars: unreviewed, exactly 4.0, just under 4 (3.99), 2.0 — spread over sellers, categories, stock and prices.
    const stars = [null, [4, 1], [399, 100], [2, 1]] as const;
    for (const [index, id] of mine.entries()) {
      const given = stars[(index + (index >> 2)) % stars.length];
      if (given) {
        const [sum, count] = given;
        await t.app.db.updateTable('products').set({ rating_sum: sum, rating_count: count, rating_rank: Math.trunc((sum * 100) / count) }).where('id', '=', id).execute();
      }
    }
    await t.app.db.updateTable('users').set({ disabled: true }).where('id', '=', paused.id).execute();
  });
  after(() => t.close());

  test('the same products, for 2,304 filters', async () => {
    const rows = await listingRowReads(t.app.db).many(mine);
    assert.equal(rows.length, mine.length);
    const choices = {
      liveOnly: [true, false],
      category: [undefined, ...categories],
      sellerId: [undefined, sellers[0]],
      hideDisabledSellers: [false, true],
      excludeId: [undefined, mine[1]],
      stockBelow: [undefined, 10],
      inStock: [undefined, true],
      minPriceCents: [undefined, 1500],
      maxPriceCents: [undefined, 1500],
      minRating: [undefined, 4, 2],
    };
    let filters: ProductFilter[] = [{ liveOnly: true }];
    for (const [key, values] of Object.entries(choices)) {
      filters = filters.flatMap((filter) => values.map((value) => ({ ...filter, [key]: value })));
    }
    assert.equal(filters.length, 2304);
    for (const filter of filters) {
      const page = await pageProducts(t.app.db, t.dialect, filter, { page: 0, size: 10_000, sort: 'createdAt,desc' });
      const bySql = page.content.map((product) => product.id).filter((id) => mine.includes(id)).sort((a, b) => a - b);
      const byRow = rows.filter((row) => belongsTo(row, filter)).map((row) => row.id).sort((a, b) => a - b);
      assert.deepEqual(byRow, bySql, JSON.stringify(filter));
    }
  });
});
