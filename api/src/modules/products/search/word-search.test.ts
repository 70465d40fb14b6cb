import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { DEMO_CATEGORIES } from '../../../seed/catalogue';
import { insertProduct } from '../../../test/catalog-factory';
import { startWithCast, type TestUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { RELEVANCE_GOALS, type RelevanceCase, scoreRelevance } from '../../../test/relevance';

// Issue 31's shopper behaviours against the real server (run on SQLite and on PostgreSQL: both must answer alike).
describe('products: search by words, forms, prefixes and typos (the demo catalogue)', () => {
  let t: TestApp, seller: TestUser;
  let speaker: number;
  /** The demo catalogue's products by name. */
  const idOf = new Map<string, number>();
  const found = async (q: string, sort = 'createdAt,desc'): Promise<number[]> => {
    const response = await t.http.get(`/api/products/search?q=${encodeURIComponent(q)}&sort=${sort}&size=100`);
    assert.equal(response.status, 200, `${q}: ${response.text}`);
    return response.body.content.map((product: { id: number }) => product.id);
  };

  before(async () => {
    ({ t, seller } = await startWithCast('seller'));
    // The demo shop's catalogue, so a search must also leave out every other product.
    for (const category of DEMO_CATEGORIES) {
      for (const product of category.products) {
        const id = await insertProduct(t, seller.id, { name: product.name, description: product.description, category: category.name });
        idOf.set(product.name, id);
        if (product.name === 'Portable Bluetooth Speaker') speaker = id;
      }
    }
  });
  after(() => t.close());

  test('the demo speaker is found by words in any order, a plural, a typo and a word being typed', async () => {
    for (const q of ['bluetooth speaker', 'Speaker', 'speaker bluetooth', 'portable speaker', 'speakers', 'bluetoth speaker', 'speaker blueto', 'portabel', 'PORTABLE  bluetooth speakers']) {
      assert.deepEqual(await found(q), [speaker], q);
    }
    for (const q of ['speaker headphones', 'bluetooth speaker stand', 'peaker']) assert.deepEqual(await found(q), [], q);
  });

  test('case and accents never matter; another form of a word finds it', async () => {
    const torch = await insertProduct(t, seller.id, { name: 'Crème brûlée torch', description: 'Caramelises sugar in seconds.' });
    const gaiters = await insertProduct(t, seller.id, { name: 'Trail run gaiters', description: 'Keep grit out of your shoes.' });
    for (const q of ['creme brulee', 'CRÈME', 'Brûlée TORCHES', 'caramelise']) assert.deepEqual(await found(q), [torch], q);
    for (const q of ['running gaiters', 'runs gaiter']) assert.deepEqual(await found(q), [gaiters], q);
    assert.deepEqual(await found('bluetoth'), await found('bluetooth'), 'a typo finds what the word finds');
  });

  test('typos: none under 5 letters, 1 from 5 to 8, 2 from 9, never in the first letter', async () => {
    const lamp = await insertProduct(t, seller.id, { name: 'Desk lamp', description: 'Waterproof outdoor housing.' });
    assert.deepEqual(await found('lamb desk'), [], 'a 4-letter word is not corrected');
    assert.deepEqual(await found('dezk lamp'), [], 'nor a 4-letter word with the typo elsewhere');
    assert.deepEqual(await found('outdor lamp'), [lamp], 'one typo in 6 letters');
    assert.deepEqual(await found('otdor lamp'), [], 'two typos in 5 letters');
    assert.deepEqual(await found('wateproof lamp'), [lamp], 'one typo in 10 letters');
    assert.deepEqual(await found('waaterprof lamp'), [lamp], 'two typos in 10 letters');
    assert.deepEqual(await found('waaterprrf lamp'), [], 'three typos in 10 letters');
    assert.deepEqual(await found('vaterproof lamp'), [], 'a typo in the first letter');
  });

  test('best match: exact before corrected, then name before description, then newest', async () => {
    const inDescription = await insertProduct(t, seller.id, { name: 'Walnut shelf', description: 'Holds a zither or two.' });
    const corrected = await insertProduct(t, seller.id, { name: 'Walnut zithar case', description: 'Padded.' });
    const inName = await insertProduct(t, seller.id, { name: 'Walnut zither', description: 'Hand made.' });
    const older = await insertProduct(t, seller.id, { name: 'Maple zither', description: 'Hand made.' });
    await t.app.db.updateTable('products').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', older).execute();
    assert.deepEqual(await found('zither', 'relevance'), [inName, older, inDescription, corrected]);
    assert.deepEqual(await found('walnut zither', 'relevance'), [inName, inDescription, corrected]);
    assert.deepEqual(await found('zither', 'createdAt,desc'), [inName, corrected, inDescription, older], 'other sorts keep their order');
    const newestFirst = await found('walnut', 'createdAt,desc');
    assert.deepEqual(await found('walnut', 'relevance'), newestFirst, 'equal matches: newest first');
  });

  test('suggestions as one types: searches that complete the last word, categories, then the best products', async () => {
    const suggest = async (q: string) => {
      const response = await t.http.get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
      assert.equal(response.status, 200, `${q}: ${response.text}`);
      return response.body.suggestions as Array<{ text: string; kind: string; productId?: number }>;
    };
    const blu = await suggest('blu');
    assert.deepEqual(blu.filter((s) => s.kind === 'query').map((s) => s.text), ['bluetooth']);
    assert.ok(blu.some((s) => s.kind === 'product' && s.productId === speaker && s.text === 'Portable Bluetooth Speaker'), JSON.stringify(blu));
    assert.deepEqual((await suggest('portable blu')).filter((s) => s.kind === 'query').map((s) => s.text), ['portable bluetooth']);
    // A typo in the word being typed (7 letters: one forgiven).
    assert.ok((await suggest('blutoot')).some((s) => s.kind === 'product' && s.productId === speaker));
    assert.deepEqual((await suggest('kitch')).filter((s) => s.kind === 'category').map((s) => s.text), ['Home & Kitchen']);
    for (const q of ['sp', 'ga', 'bo', 'e']) assert.ok((q.length < 2 ? true : (await suggest(q)).length <= 8), q);
    assert.deepEqual(await suggest('qqqqqq'), []);
    const short = await t.http.get('/api/products/suggest?q=%20e%20');
    assert.equal(short.status, 400);
    assert.equal(short.body.error, 'Suggestions need at least 2 characters.');
  });

  test('product suggestions are named by the words, wherever else the words appear, and follow a rename', async () => {
    const productsSuggested = async (q: string) => {
      const response = await t.http.get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
      assert.equal(response.status, 200, `${q}: ${response.text}`);
      return (response.body.suggestions as Array<{ kind: string; productId?: number }>).filter((s) => s.kind === 'product').map((s) => s.productId);
    };
    const bench = await insertProduct(t, seller.id, { name: 'Quokka bench', description: 'Cedar slats.' });
    const stool = await insertProduct(t, seller.id, { name: 'Cedar footstool', description: 'Goes with the quokka bench.' });
    assert.deepEqual(await productsSuggested('quokka'), [bench], 'a product whose description alone has the word is not named by it');
    await t.app.db.updateTable('products').set({ name: 'Quokka footstool' }).where('id', '=', stool).execute();
    assert.deepEqual(await productsSuggested('quokka'), [stool, bench], 'renamed: newest first');
    // The last word one letter long: every name word starting with it.
    assert.deepEqual(await productsSuggested('quokka f'), [stool]);
    assert.deepEqual(await productsSuggested('quokka b'), [bench]);
    await t.app.db.updateTable('products').set({ name: 'Cedar footstool' }).where('id', '=', stool).execute();
    assert.deepEqual(await productsSuggested('quokka f'), [], 'the old name is gone from the names');
  });

  test('"Did you mean": a search that finds nothing offers the closest words the shop knows, when they find products', async () => {
    const search = async (q: string) => (await t.http.get(`/api/products/search?q=${encodeURIComponent(q)}`)).body;
    const typo = await search('vluetooth speaker');
    assert.equal(typo.totalElements, 0, 'a typo in the first letter is not corrected by the search');
    assert.equal(typo.didYouMean, 'bluetooth speaker');
    assert.ok((await search(typo.didYouMean)).content.some((product: { id: number }) => product.id === speaker));
    assert.equal((await search('qqqqqqqq')).didYouMean, undefined, 'nothing close');
    assert.equal((await search('speaker')).didYouMean, undefined, 'found: no correction');
    const filtered = await t.http.get(`/api/products/search?q=${encodeURIComponent('vluetooth')}&category=Books`);
    assert.equal(filtered.body.didYouMean, undefined, 'the correction must find products with the same filters');
  });

  test('facets: counts beside every filter, each over the words and the other filters but never its own', async () => {
    const facetsOf = async (query: string) => {
      const response = await t.http.get(`/api/products/search?${query}&facets=true`);
      assert.equal(response.status, 200, response.text);
      return response.body;
    };
    const all = await facetsOf('q=bluetooth');
    assert.equal(all.totalElements, 2);
    assert.deepEqual(all.facets.categories, [{ name: 'Electronics', count: 2 }]);
    assert.equal(all.facets.price.reduce((sum: number, band: { count: number }) => sum + band.count, 0), 2, 'every product in one band');
    assert.deepEqual(all.facets.price.map((band: { min: number; max: number | null }) => [band.min, band.max]), [[0, 10], [10, 25], [25, 50], [50, 100], [100, 250], [250, 500], [500, null]]);
    assert.equal(all.facets.inStock, 2);
    assert.deepEqual(all.facets.rating.map((step: { atLeast: number }) => step.atLeast), [4, 3, 2, 1]);
    // Another category chosen: no products, yet the category counts still say where the words are.
    const elsewhere = await facetsOf(`q=bluetooth&category=${encodeURIComponent('Books')}`);
    assert.equal(elsewhere.totalElements, 0);
    assert.deepEqual(elsewhere.facets.categories, [{ name: 'Electronics', count: 2 }]);
    assert.equal(elsewhere.facets.inStock, 0, 'the other facets keep the category filter');
    // A price range leaves the price bands whole and narrows the rest.
    const cheap = await facetsOf('q=bluetooth&maxPrice=1');
    assert.equal(cheap.totalElements, 0);
    assert.equal(cheap.facets.price.reduce((sum: number, band: { count: number }) => sum + band.count, 0), 2);
    assert.deepEqual(cheap.facets.categories, []);
    // Counts follow the words; without facets=true the answer has none.
    assert.notDeepEqual((await facetsOf('q=speaker')).facets, all.facets);
    assert.equal((await t.http.get('/api/products/search?q=bluetooth')).body.facets, undefined);
    const everything = await facetsOf('size=1');
    assert.equal(everything.facets.categories.reduce((sum: number, row: { count: number }) => sum + row.count, 0), everything.totalElements);
  });

  test('the relevance set (bench/relevance/demo-queries.json): recall@20 ≥ 0.95 overall and ≥ 0.9 for typos', async (context) => {
    const set = JSON.parse(readFileSync(new URL('../../../../../bench/relevance/demo-queries.json', import.meta.url), 'utf8')) as {
      queries: Array<{ q: string; kind: string; means: string[] }>;
    };
    assert.ok(set.queries.length >= 60);
    const cases: RelevanceCase[] = [];
    for (const { q, kind, means } of set.queries) {
      const meant = means.map((name) => idOf.get(name) ?? assert.fail(`no demo product ${name}`));
      cases.push({ q, kind, meant, top: await found(q, 'relevance') });
    }
    const score = scoreRelevance(cases);
    for (const { kind, recallAt20, mrr, queries } of score.kinds) context.diagnostic(`${kind}: recall@20 ${recallAt20}, MRR ${mrr} (${queries} queries)`);
    const missed = score.missed.join(', ');
    assert.ok(score.overall.recallAt20 >= RELEVANCE_GOALS.recallAt20, `recall@20 ${score.overall.recallAt20}; missed: ${missed}`);
    assert.ok(score.typos.recallAt20 >= RELEVANCE_GOALS.typoRecallAt20, `typo recall@20 ${score.typos.recallAt20}; missed: ${missed}`);
  });
});
