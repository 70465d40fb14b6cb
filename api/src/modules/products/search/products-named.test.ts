import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { changeProduct, insertProduct } from '../../../test/catalog-factory';
import { startWithCast, type TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';

// The products a suggestion names (GET /api/products/suggest): the newest live products whose name has the words,
// whether they are among the newest products (PostgreSQL finds those by a walk of the newest rows, when one of the
// newest 64 has the name) or older ones (then by the names' index), on SQLite and on PostgreSQL alike.
describe('products: the products a suggestion names', () => {
  let t: TestApp, seller: TestUser;
  const oldest: number[] = [];
  const newest: number[] = [];

  const named = async (q: string): Promise<number[]> => {
    const response = await t.http.get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
    assert.equal(response.status, 200, `${q}: ${response.text}`);
    return (response.body.suggestions as Array<{ kind: string; productId?: number }>).filter((s) => s.kind === 'product').map((s) => s.productId!);
  };

  before(async () => {
    ({ t, seller } = await startWithCast('seller'));
    for (let index = 0; index < 10; index++) oldest.push(await insertProduct(t, seller.id, { name: `Zebra mug ${index}`, description: 'Holds tea.' }));
    await insertProduct(t, seller.id, { name: 'Zebra mug, retired', deleted: true });
    // More products after them than the newest rows PostgreSQL walks (512), none named by the words.
    const now = new Date().toISOString();
    const filler = Array.from({ length: 600 }, (_, index) => ({
      seller_id: seller.id,
      name: `Plain cup ${index}`,
      description: 'Goes with a zebra mug.',
      price_cents: 500,
      image_url: 'https://images.example.test/product.png',
      category: 'Kitchen',
      stock: 5,
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.insertInto('products').values(filler).execute();
    for (let index = 0; index < 12; index++) newest.push(await insertProduct(t, seller.id, { name: `Yak bell ${index}`, description: 'Rings.' }));
  });
  after(() => t.close());

  test('a name among the newest products: the newest 8 of them', async () => {
    assert.deepEqual(await named('yak'), newest.slice(-8).reverse());
  });

  test('names older than every newer product: still the newest 8 live ones, never a deleted one, nor a description', async () => {
    assert.deepEqual(await named('zebra'), oldest.slice(-8).reverse());
    // The last word being typed: a search completing it ("zebra mug") takes one of the 8 places.
    assert.deepEqual(await named('zebra mu'), oldest.slice(-7).reverse());
  });

  test('a name with the word as typed comes before a newer one that has only a correction of it', async () => {
    const typed = await insertProduct(t, seller.id, { name: 'Walrus stool', description: 'Sturdy.' });
    const corrected = await insertProduct(t, seller.id, { name: 'Walrun stool', description: 'Sturdy.' });
    assert.deepEqual(await named('walrus'), [typed, corrected]);
    assert.deepEqual(await named('walrun'), [corrected, typed]);
  });

  test('names among the newest 512 but none among the newest 64, then one of them too: the same newest-first answer', async () => {
    const ibis: number[] = [];
    for (let index = 0; index < 3; index++) ibis.push(await insertProduct(t, seller.id, { name: `Ibis lamp ${index}`, description: 'Glows.' }));
    for (let index = 0; index < 70; index++) await insertProduct(t, seller.id, { name: `Plain saucer ${index}`, description: 'Round.' });
    assert.deepEqual(await named('ibis'), [...ibis].reverse());
    ibis.push(await insertProduct(t, seller.id, { name: 'Ibis lamp, new', description: 'Glows.' }));
    assert.deepEqual(await named('ibis'), [...ibis].reverse());
  });

  test('a completion only a description has is offered while it finds products, each letter typed asking the same, and not after the catalogue changed', async () => {
    const queries = async (q: string): Promise<string[]> => {
      const response = await t.http.get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
      return (response.body.suggestions as Array<{ kind: string; text: string }>).filter((s) => s.kind === 'query').map((s) => s.text);
    };
    const only = await insertProduct(t, seller.id, { name: 'Heron vase', description: 'Glazed in quetzalgreen.' });
    // Asked as a completion by every start of the word (the answer kept from the first under the catalogue version).
    for (const q of ['quetz', 'quetza', 'quetzal', 'quetz']) assert.deepEqual(await queries(q), ['quetzalgreen'], q);
    // Deleted by a tool: the version moves, and no start of the word offers it any more.
    await changeProduct(t, only, { deleted: true });
    for (const q of ['quetz', 'quetza', 'quetzal']) assert.deepEqual(await queries(q), [], q);
  });
});
