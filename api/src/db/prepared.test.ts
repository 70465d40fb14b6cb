import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../test/catalog-factory';
import { startTestApp, type TestApp } from '../test/harness';
import { quickUser } from '../test/orders-kit';
import { readNumberColumn, readNumberSet } from './prepared';

// Lists of ids read as bare numbers (the memory listings' orders and sets), on SQLite and PostgreSQL alike.
describe('db: numbers read as a column or as a set', () => {
  let t: TestApp;
  const ids: number[] = [];

  before(async () => {
    t = await startTestApp();
    const seller = await quickUser(t, 'SELLER');
    for (let index = 0; index < 12; index++) ids.push(await insertProduct(t, seller.id, { name: `Tally ${index}`, category: index % 3 ? 'Tallies' : 'Others' }));
  });
  after(() => t.close());

  test('a column keeps the query order; a set holds the same members, and an empty one none', async () => {
    const products = () => t.app.db.selectFrom('products').select('products.id').where('products.category', '=', 'Tallies');
    const inOrder = await readNumberColumn(t.app.db, products().orderBy('products.id', 'desc'));
    const expected = ids.filter((_, index) => index % 3 !== 0);
    assert.deepEqual(inOrder, [...expected].reverse());
    assert.deepEqual((await readNumberSet(t.app.db, products())).sort((a, b) => a - b), expected);
    assert.deepEqual(await readNumberSet(t.app.db, products().where('products.id', '<', 0)), []);
    assert.deepEqual(await readNumberColumn(t.app.db, products().where('products.id', '<', 0)), []);
  });
});
