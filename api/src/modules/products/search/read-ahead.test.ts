import { sql } from 'kysely';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bulkProduct, insertBulk } from '../../../test/bulk-catalogue';
import { changeProduct, insertProduct } from '../../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../../test/harness';
import { quickUser } from '../../../test/orders-kit';
import { createCatalogueCache, readCatalogueVersion, readWordsVersion } from '../catalogue-cache';
import type { ProductFilter } from '../products-filter';
import { countProducts, pageProducts } from '../products-query.repository';
import type { ProductSort } from '../products.schemas';
import { type ListingSources, ReadAhead, WordsAhead } from './read-ahead';
import { WordsInMemory } from './words-in-memory';
import { searchWords } from './search-texts';
import { anyHas } from '../../../test/words-kept';

const SORTS: ProductSort[] = ['createdAt,desc', 'createdAt,asc', 'price,asc', 'price,desc', 'name,asc', 'rating,desc'];

// What is read ahead is what a shopper's search would read: the same pages as the database's, on SQLite and
// PostgreSQL, all at once while the process is quiet, a step at a time while it is busy (the app gives PostgreSQL's
// processes busy steps only).
describe('read ahead: sort orders and words read ahead of shoppers', () => {
  let t: TestApp;
  const word = `tessera${process.pid}`;
  const category = `${word} tray`;
  const shopper: ProductFilter = { q: word, liveOnly: true, hideDisabledSellers: true };
  let versionReads = 0;

  before(async () => {
    t = await startTestApp();
    const seller = await quickUser(t, 'SELLER');
    for (let index = 0; index < 60; index += 1) {
      await insertProduct(t, seller.id, {
        name: `${index % 3 ? word : 'plain'} bowl ${index % 4}`,
        description: `Number ${index}`,
        priceCents: 100 * (index % 5),
        category: index % 2 ? category : 'Other',
        deleted: index % 13 === 0,
      });
    }
  });
  after(() => t.close());

  const sources = (): ListingSources => ({
    db: t.app.db,
    dialect: t.app.dialect,
    cache: createCatalogueCache(),
    catalogueVersion: () => {
      versionReads += 1;
      return readCatalogueVersion(t.app.db);
    },
    wordsVersion: () => readWordsVersion(t.app.db),
  });
  const fromDatabase = async (filter: ProductFilter, sort: ProductSort, page: number, size: number) =>
    (await pageProducts(t.app.db, t.app.dialect, filter, { page, size, sort })).content.map((product) => product.id);

  test("a quiet process reads every order ahead: a word's pages made from the words in memory, and a category's from its set, agree with the database", async () => {
    const from = sources();
    await new ReadAhead(from, () => true, Infinity).look();
    await new WordsAhead(from, () => true, { quiet: 0, busy: 60_000 }).look();
    const { words } = await searchWords(t.app.db, t.app.dialect, word);
    const version = await readCatalogueVersion(t.app.db);
    const at = { version, readVersion: () => readCatalogueVersion(t.app.db) };
    const texts = from.cache.texts.indexAt(await readWordsVersion(t.app.db));
    assert.notEqual(texts, null);
    for (const sort of SORTS) {
      const wordPage = await from.cache.memoryListings.readIds(t.app.db, { ...at, members: { words }, sort, texts }, 10, 10);
      assert.deepEqual(wordPage, await fromDatabase(shopper, sort, 1, 10), `${word} ${sort}`);
      const categoryPage = await from.cache.memoryListings.readIds(t.app.db, { ...at, members: { category }, sort }, 5, 5);
      assert.deepEqual(categoryPage, await fromDatabase({ category, liveOnly: true, hideDisabledSellers: true }, sort, 1, 5), `${category} ${sort}`);
    }
    assert.equal(from.cache.memoryListings.count({ words }, version), await countProducts(t.app.db, t.app.dialect, shopper));
  });

  test('a busy process reads ahead a step per look, then only the version', async () => {
    const from = sources();
    const ahead = new ReadAhead(from, () => false, 0);
    const version = await readCatalogueVersion(t.app.db);
    await ahead.look();
    assert.equal(from.cache.memoryListings.hasWholeOrder('createdAt,desc', version), true, 'one step: the first sort order');
    assert.equal(from.cache.memoryListings.hasWholeOrder('rating,desc', version), false, 'and only that');
    // Six orders: far fewer steps than this.
    for (let look = 0; look < 100; look += 1) await ahead.look();
    for (const sort of SORTS) assert.equal(from.cache.memoryListings.hasWholeOrder(sort, version), true, sort);
    versionReads = 0;
    await ahead.look();
    assert.equal(versionReads, 1, 'everything read: a look reads the version alone');
  });

  test("the words are read whole once the version has held (at once while quiet) and at a process's first quiet moment; words held are brought up to date at once", async () => {
    const { words } = await searchWords(t.app.db, t.app.dialect, word);
    // The names' and the whole texts' words (words-in-memory.ts): a description's word is found in the texts alone.
    const { words: described } = await searchWords(t.app.db, t.app.dialect, 'number');
    const quiet = sources();
    await new WordsAhead(quiet, () => true, { quiet: 0, busy: 60_000 }).look();
    const version = await readWordsVersion(t.app.db);
    assert.equal(anyHas(quiet.cache.names, words, version), true);
    assert.equal(anyHas(quiet.cache.names, described, version), false);
    assert.equal(anyHas(quiet.cache.texts, described, version), true);

    // Busy: read once the version has held for the time given (a minute: not yet; none: at once), not while it moves.
    const busy = sources();
    const patient = new WordsAhead(busy, () => false, { quiet: 0, busy: 60_000 });
    await patient.look();
    await patient.look();
    assert.equal(anyHas(busy.cache.texts, words, version), null, 'busy, held for less than a minute: not read');
    await new WordsAhead(busy, () => false, { quiet: 0, busy: 0 }).look();
    assert.equal(anyHas(busy.cache.names, words, version), true, 'held long enough: read');
    assert.equal(anyHas(busy.cache.texts, described, version), true);
    const { words: added } = await searchWords(t.app.db, t.app.dialect, 'quagga');
    await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: `Quagga ${word} cover` });
    await patient.look();
    assert.equal(anyHas(busy.cache.texts, added, await readWordsVersion(t.app.db)), true, 'a write moved the version: brought up to date at once, though busy');
    assert.equal(anyHas(busy.cache.names, added, await readWordsVersion(t.app.db)), true);

    // PostgreSQL's rule (a quarter of a minute quiet or busy): a process with none yet reads them in its first quiet
    // moment; a later version is brought up to date at once, but a whole read (the log no longer reaching back) waits.
    const started = sources();
    const slow = new WordsAhead(started, () => true, { quiet: 60_000, busy: 60_000 });
    await slow.look();
    const first = await readWordsVersion(t.app.db);
    assert.equal(anyHas(started.cache.texts, described, first), true, 'none yet: read at once while quiet');
    await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: `${word} handle` });
    await slow.look();
    assert.equal(anyHas(started.cache.texts, described, await readWordsVersion(t.app.db)), true, 'a later version: brought up to date');
    await sql`delete from words_changes`.execute(t.app.db);
    await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: `${word} hinge` });
    await slow.look();
    assert.equal(anyHas(started.cache.texts, described, await readWordsVersion(t.app.db)), null, 'the log no longer reaches back: a whole read waits');
  });

  test("the words are kept under their own version: a sell-out or a price moves the catalogue's, not theirs; a rename moves both", async () => {
    const from = sources();
    const lid = await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: `${word} lid`, stock: 1 });
    await new WordsAhead(from, () => true, { quiet: 0, busy: 60_000 }).look();
    const { words } = await searchWords(t.app.db, t.app.dialect, word);
    const kept = await readWordsVersion(t.app.db);
    assert.equal(anyHas(from.cache.names, words, kept), true);
    const catalogue = await readCatalogueVersion(t.app.db);
    await changeProduct(t, lid, { stock: 0 });
    await changeProduct(t, lid, { price_cents: 4321 });
    assert.notEqual(await readCatalogueVersion(t.app.db), catalogue, 'a sell-out moves the catalogue version');
    assert.equal(await readWordsVersion(t.app.db), kept, 'and not the words version');
    assert.equal(anyHas(from.cache.names, words, await readWordsVersion(t.app.db)), true, 'the words are still kept');
    await changeProduct(t, lid, { name: 'Renamed lid' });
    assert.notEqual(await readWordsVersion(t.app.db), kept, 'a rename moves the words version');
    assert.equal(anyHas(from.cache.names, words, await readWordsVersion(t.app.db)), null, 'not kept at the new one');
  });

  test('texts past their limit are not kept, nor read again in this process', async () => {
    const from = sources();
    from.cache.texts = new WordsInMemory('texts', 10);
    await new WordsAhead(from, () => true, { quiet: 0, busy: 0 }).look();
    const version = await readWordsVersion(t.app.db);
    const { words } = await searchWords(t.app.db, t.app.dialect, word);
    assert.equal(anyHas(from.cache.texts, words, version), null);
    assert.equal(from.cache.texts.wants(version), false, 'not read again at this version');
    assert.equal(from.cache.texts.wants(version + 1), false, 'nor at a later one');
    assert.equal(anyHas(from.cache.names, words, version), true, 'the names are read whatever their number');
  });

  test('once everything is read, a look reads only the version; after a change, the next quiet look reads the new catalogue', async () => {
    const from = sources();
    const ahead = new ReadAhead(from, () => true, Infinity);
    await ahead.look();
    versionReads = 0;
    await ahead.look();
    assert.equal(versionReads, 1);

    const seller = await quickUser(t, 'SELLER');
    await insertProduct(t, seller.id, { name: `${word} lid`, category });
    await ahead.look();
    const version = await readCatalogueVersion(t.app.db);
    for (const sort of SORTS) assert.equal(from.cache.memoryListings.hasWholeOrder(sort, version), true, sort);
  });
});

// A word's listing stays with the database until the orders are whole; once they are (read ahead), its matches are made
// from the words in memory and every page of it is a slice of memory.
describe('read ahead: a rare word once the orders are whole', () => {
  let t: TestApp;
  const rare = `gimbal${process.pid}`;
  const shopper: ProductFilter = { q: rare, liveOnly: true, hideDisabledSellers: true };

  before(async () => {
    t = await startTestApp();
    const seller = await quickUser(t, 'SELLER');
    // 1,300 products; the word in 6 of the oldest 300 only, so the newest 1,000 (the share's sample) hold none of it.
    await insertBulk(t, 1300, (index) =>
      bulkProduct(index, { seller_id: seller.id, name: `Item ${index < 300 && index % 50 === 7 ? rare : 'common'} ${index % 9}`, price_cents: (index * 7919) % 900, category: 'Bulk' }),
    );
  });
  after(() => t.close());

  test('before: the database answers and nothing is kept; after: its pages come from memory, counted there, as the database lists them', async () => {
    const cache = createCatalogueCache();
    const { words } = await searchWords(t.app.db, t.app.dialect, rare);
    const version = await readCatalogueVersion(t.app.db);
    const page = async (sort: ProductSort, number: number, options = {}) =>
      (await pageProducts(t.app.db, t.app.dialect, shopper, { page: number, size: 2, sort }, options)).content.map((product) => product.id);
    await page('price,asc', 1, { cache });
    assert.equal(cache.memoryListings.count({ words }, version), null);

    const sources: ListingSources = { db: t.app.db, dialect: t.app.dialect, cache, catalogueVersion: () => readCatalogueVersion(t.app.db), wordsVersion: () => readWordsVersion(t.app.db) };
    await new ReadAhead(sources, () => true, Infinity).look();
    await new WordsAhead(sources, () => true, { quiet: 0, busy: 60_000 }).look();
    assert.equal(cache.memoryListings.count({ words }, version), null, 'no set is read ahead');
    for (const sort of SORTS) {
      for (const number of [0, 1, 2, 3]) assert.deepEqual(await page(sort, number, { cache }), await page(sort, number), `${sort} page ${number}`);
    }
    assert.equal(cache.memoryListings.count({ words }, version), 6);
  });
});
