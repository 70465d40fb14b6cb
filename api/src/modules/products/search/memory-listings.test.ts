import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bulkProduct, insertBulk } from '../../../test/bulk-catalogue';
import { changeProduct, insertProduct } from '../../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../../test/harness';
import { quickUser } from '../../../test/orders-kit';
import { readCatalogueVersion } from '../catalogue-cache';
import type { ProductFilter } from '../products-filter';
import { countProducts, pageProducts } from '../products-query.repository';
import { searchWords } from './search-texts';
import type { ProductSort } from '../products.schemas';
import { bestMatchFromMemory } from './best-match';
import { type MemoryListing, MemoryListings, orderSortOf } from './memory-listings';
import type { WordQuery } from './word-query';
import { WordsInMemory } from './words-in-memory';

const SORTS: ProductSort[] = ['createdAt,desc', 'createdAt,asc', 'price,asc', 'price,desc', 'name,asc', 'rating,desc'];

// Listings of words alone answered from memory (memory-listings.ts) must list what the database lists, page for page,
// on SQLite and PostgreSQL: never a deleted product or one of a disabled seller, ties in the database's order,
// nothing kept across a change.
describe('products: listings from memory agree with the database', () => {
  let t: TestApp;
  const word = `quillon${process.pid}`;
  const shopper = (text: string): ProductFilter => ({ q: text, liveOnly: true, hideDisabledSellers: true });

  before(async () => {
    t = await startTestApp();
    const [open, other, paused] = [await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER')];
    const sellers = [open.id, other.id, paused.id];
    for (let index = 0; index < 90; index += 1) {
      // Repeating prices, names differing only in case and ratings with ties, so every sort falls back to the id.
      const id = await insertProduct(t, sellers[index % 3]!, {
        name: `${index % 2 ? 'Brass' : 'brass'} ${index % 5 ? word : 'plain'} ${index % 7}`,
        description: index % 4 ? `A ${word} of number ${index}` : `Number ${index}`,
        priceCents: 100 * (index % 6),
        category: `${word} shelf ${index % 2}`,
        deleted: index % 11 === 0,
      });
      if (index % 3 === 1) await changeProduct(t, id, { rating_count: 1, rating_sum: index % 5, rating_rank: 100 * (index % 5) });
    }
    await t.app.db.updateTable('users').set({ disabled: true }).where('id', '=', paused.id).execute();
  });
  after(() => t.close());

  /** The listing as the database alone reads it (no cache: no memory). */
  async function fromDatabase(text: string, sort: ProductSort, page: number, size: number) {
    return (await pageProducts(t.app.db, t.app.dialect, shopper(text), { page, size, sort })).content.map((product) => product.id);
  }

  /** A listing of `text` at the catalogue version now, with the texts' words read whole into memory for it. */
  async function listingOf(text: string, sort: ProductSort): Promise<MemoryListing> {
    const { words } = await searchWords(t.app.db, t.app.dialect, text);
    const version = await readCatalogueVersion(t.app.db);
    const at = { version, readVersion: () => readCatalogueVersion(t.app.db) };
    const texts = new WordsInMemory('texts');
    await texts.read(t.app.db, at);
    return { members: { words }, sort, ...at, texts: texts.indexAt(version) };
  }

  /** Reads the listing's sort's order to its end, as read-ahead does (best match lists from the newest-first order). */
  async function readWholeOrder(memory: MemoryListings, listing: MemoryListing) {
    while (await memory.readOrderAhead(t.app.db, listing, orderSortOf(listing.sort)));
  }

  test('every page in every sort, and the count, for one word and for two', async () => {
    const memory = new MemoryListings();
    for (const text of [word, `brass ${word}`, 'plai']) {
      const { words } = await searchWords(t.app.db, t.app.dialect, text);
      for (const sort of SORTS) {
        const listing = await listingOf(text, sort);
        await readWholeOrder(memory, listing);
        for (const [page, size] of [[0, 7], [1, 7], [5, 7], [9, 7], [0, 100]] as const) {
          const kept = await memory.readIds(t.app.db, listing, page * size, size);
          assert.deepEqual(kept, await fromDatabase(text, sort, page, size), `${text} ${sort} page ${page} of ${size}`);
        }
      }
      const version = await readCatalogueVersion(t.app.db);
      assert.equal(memory.count({ words }, version), await countProducts(t.app.db, t.app.dialect, shopper(text)), `count of ${text}`);
    }
  });

  test("a category's pages come from memory once the sort's order is whole, and agree with the database", async () => {
    const memory = new MemoryListings();
    const category = `${word} shelf 1`;
    const byCategory: ProductFilter = { category, liveOnly: true, hideDisabledSellers: true };
    const version = await readCatalogueVersion(t.app.db);
    for (const sort of SORTS) {
      const listing = { ...(await listingOf(word, sort)), members: { category } };
      // No order read yet: the database lists the category's first pages from its index.
      assert.equal(await memory.readIds(t.app.db, listing, 0, 7), null, sort);
      await readWholeOrder(memory, listing);
      for (const [page, size] of [[0, 7], [3, 7], [0, 100]] as const) {
        const kept = await memory.readIds(t.app.db, listing, page * size, size);
        const listed = (await pageProducts(t.app.db, t.app.dialect, byCategory, { page, size, sort })).content.map((product) => product.id);
        assert.deepEqual(kept, listed, `${sort} page ${page} of ${size}`);
      }
    }
    assert.equal(memory.count({ category }, version), await countProducts(t.app.db, t.app.dialect, byCategory), 'count of the category');
  });

  test('a listing at another version (a request straddling a write) is the database\'s, and leaves what is kept as it is', async () => {
    const memory = new MemoryListings();
    const listing = await listingOf(word, 'name,asc');
    await readWholeOrder(memory, listing);
    assert.deepEqual(await memory.readIds(t.app.db, listing, 7, 7), await fromDatabase(word, 'name,asc', 1, 7));
    assert.equal(await memory.readIds(t.app.db, { ...listing, sort: 'rating,desc' }, 7, 7), null, "another sort's order is not read yet");
    const other = listing.version + 1;
    assert.equal(await memory.readIds(t.app.db, { ...listing, version: other }, 7, 7), null);
    assert.equal(memory.count(listing.members, other), null);
    assert.equal(memory.hasWholeOrder('name,asc', other), false);
    assert.equal(memory.hasWholeOrder('name,asc', listing.version), true, 'still kept at its own version');
    assert.equal(memory.count(listing.members, listing.version), await countProducts(t.app.db, t.app.dialect, shopper(word)));
  });

  test('a request whose set is read while read-ahead moves on to a newer version keeps its page, and leaves the newer version kept', async () => {
    const memory = new MemoryListings();
    const category = `${word} shelf 0`;
    const listing = { ...(await listingOf(word, 'price,asc')), members: { category } };
    await readWholeOrder(memory, listing);
    // The category's set is being read (a statement) when read-ahead starts on the next version.
    const page = memory.readIds(t.app.db, listing, 0, 5);
    const next = { version: listing.version + 1, readVersion: async () => listing.version + 1 };
    await readWholeOrder(memory, { ...next, members: listing.members, sort: 'price,asc' });
    const byCategory: ProductFilter = { category, liveOnly: true, hideDisabledSellers: true };
    assert.deepEqual(await page, (await pageProducts(t.app.db, t.app.dialect, byCategory, { page: 0, size: 5, sort: 'price,asc' })).content.map((product) => product.id));
    assert.equal(memory.hasWholeOrder('price,asc', next.version), true, "the newer version's order is still kept");
  });

  test("without the texts' words in memory, or without the sort's whole order, a text's listing is the database's: nothing is kept", async () => {
    const memory = new MemoryListings();
    const listing = await listingOf(word, 'price,asc');
    assert.equal(await memory.readIds(t.app.db, listing, 0, 5), null, 'no order read');
    assert.equal(memory.count(listing.members, listing.version), null);
    await readWholeOrder(memory, listing);
    assert.equal(await memory.readIds(t.app.db, { ...listing, texts: null }, 0, 5), null, 'no words');
    assert.equal(memory.count(listing.members, listing.version), null);
  });

  test('best match from memory, made from the newest-first listing: every page as the database orders it', async () => {
    const memory = new MemoryListings();
    const [texts, names] = [new WordsInMemory('texts'), new WordsInMemory('names')];
    // "plain" is then typed right and also within a typo of "plait": products with "plain" itself rank first.
    const seller = await quickUser(t, 'SELLER');
    for (const index of [1, 2, 3]) await insertProduct(t, seller.id, { name: `plait ${word} ${index}`, description: `Number ${index}`, category: `${word} shelf 0` });
    let first = true;
    // One word (in the name or only in the description), typos, a word typed right with corrections, a prefix.
    for (const text of [word, `brasz ${word}`, 'plain', 'brass plai', `${word} numbr`]) {
      const listing = await listingOf(text, 'relevance');
      await texts.read(t.app.db, listing);
      await names.read(t.app.db, listing);
      const { words } = listing.members as { words: WordQuery };
      if (/brasz|plain/.test(text)) assert.ok(words.some((typed) => typed.corrected.length > 0), `${text}: corrections`);
      const bestMatch = bestMatchFromMemory(texts, names, listing.version, words);
      assert.ok(bestMatch, `${text}: both kinds of words are kept`);
      const inMemory = { ...listing, texts: texts.indexAt(listing.version), bestMatch };
      if (first) {
        assert.equal(await memory.readIds(t.app.db, inMemory, 0, 5), null, 'no newest-first order read yet: the database answers');
        await readWholeOrder(memory, inMemory);
        first = false;
      }
      for (const [page, size] of [[0, 5], [3, 5], [0, 100]] as const) {
        assert.deepEqual(await memory.readIds(t.app.db, inMemory, page * size, size), await fromDatabase(text, 'relevance', page, size), `${text} page ${page} of ${size}`);
      }
    }
    // Not the newest-first order under another name: the word in a name ranks above the word only in a description.
    assert.notDeepEqual(await fromDatabase(word, 'relevance', 0, 100), await fromDatabase(word, 'createdAt,desc', 0, 100));
  });

  test('an order read while the catalogue changes is not used or kept; a new version is read afresh', async () => {
    const memory = new MemoryListings();
    const listing = await listingOf(word, 'price,desc');
    let reads = 0;
    // The version moves between the read-ahead's read of it and the order's first chunk.
    const moving = { ...listing, readVersion: async () => listing.version + 1 + reads++ };
    assert.equal(await memory.readOrderAhead(t.app.db, moving, 'price,desc'), true);
    // Its chunks might not join up: the order is not kept.
    assert.equal(memory.hasWholeOrder('price,desc', listing.version), false);
    assert.equal(await memory.readIds(t.app.db, listing, 0, 5), null);
    await readWholeOrder(memory, listing);
    assert.deepEqual(await memory.readIds(t.app.db, listing, 0, 5), await fromDatabase(word, 'price,desc', 0, 5));

    // A tool's write moves the version (a trigger): the same memory reads the new order.
    const cheapFirst = { ...listing, sort: 'price,asc' as const };
    await readWholeOrder(memory, cheapFirst);
    const before = await memory.readIds(t.app.db, cheapFirst, 0, 100);
    const [dearest] = await fromDatabase(word, 'price,desc', 0, 1);
    await changeProduct(t, dearest!, { price_cents: 0 });
    const after = await listingOf(word, 'price,asc');
    assert.notEqual(after.version, listing.version);
    assert.equal(await memory.readIds(t.app.db, after, 0, 100), null, "the new version's order is not read yet");
    await readWholeOrder(memory, after);
    const kept = await memory.readIds(t.app.db, after, 0, 100);
    assert.deepEqual(kept, await fromDatabase(word, 'price,asc', 0, 100));
    assert.ok(kept!.indexOf(dearest!) < before!.indexOf(dearest!), 'the product moved towards the cheap end');
  });

  test("an order longer than its first chunk, a disabled seller's products among it: pages across the chunks", async () => {
    const [open, paused] = [await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER')];
    const long = `ferrule${process.pid}`;
    // 6,000 products, every third of a seller then disabled: the first chunk (4,096 live products) holds some 2,730 a
    // shopper sees, so pages 27 and 28 (of 100) sit on either side of its edge, page 39 is the last. Until the second
    // chunk is read the order is not whole, and the database answers.
    await insertBulk(t, 6000, (index) =>
      bulkProduct(index, { seller_id: index % 3 === 0 ? paused.id : open.id, name: `Item ${long} ${index % 13}`, price_cents: (index * 7919) % 900, category: 'Chunks' }),
    );
    await t.app.db.updateTable('users').set({ disabled: true }).where('id', '=', paused.id).execute();
    const memory = new MemoryListings();
    for (const sort of ['createdAt,desc', 'price,asc'] as const) {
      const listing = await listingOf(long, sort);
      assert.equal(await memory.readOrderAhead(t.app.db, listing, sort), true);
      assert.equal(await memory.readIds(t.app.db, listing, 0, 100), null, `${sort}: one chunk read`);
      await readWholeOrder(memory, listing);
      for (const page of [0, 26, 27, 28, 39, 27, 0]) {
        assert.deepEqual(await memory.readIds(t.app.db, listing, page * 100, 100), await fromDatabase(long, sort, page, 100), `${sort} page ${page}`);
      }
    }
  });

  test("through the API: pages of a word in each sort are the database's, and a price change shows at once", async () => {
    for (const sort of SORTS) {
      for (const page of [0, 2, 4]) {
        const response = await t.http.get(`/api/products/search?q=${word}&sort=${sort}&page=${page}&size=9`);
        assert.equal(response.status, 200, response.text);
        assert.deepEqual(
          response.body.content.map((product: { id: number }) => product.id),
          await fromDatabase(word, sort, page, 9),
          `${sort} page ${page}`,
        );
      }
    }
    const [cheapest] = await fromDatabase(word, 'price,asc', 0, 1);
    await changeProduct(t, cheapest!, { price_cents: 999_999 });
    const response = await t.http.get(`/api/products/search?q=${word}&sort=price,desc&page=0&size=1`);
    assert.deepEqual(
      response.body.content.map((product: { id: number }) => product.id),
      [cheapest],
    );
  });
});
