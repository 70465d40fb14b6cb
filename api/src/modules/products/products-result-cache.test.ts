import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { changeProduct, insertProduct } from '../../test/catalog-factory';
import { startWithCast, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type CatalogueCache, createCatalogueCache, freshCatalogueReads, listingVersionReader, readCatalogueVersion, readWordsVersion, versionReadOnce } from './catalogue-cache';
import { pageProducts } from './products-query.repository';
import type { ProductSort } from './products.schemas';
import { ReadAhead } from './search/read-ahead';

// A category's listings come from memory (search/memory-listings.ts, kept per catalogue version) or, with a filter,
// from the database: every change that moves a product into, out of or within a listing must show on the very next
// page read, and walking the pages must never skip or repeat a product. Pages of 5 over a 40-product category.
describe('products: cached listing orders follow every change at once', () => {
  let t: TestApp, seller: TestUser;
  const CATEGORY = 'Cached shelf';
  let ids: number[] = [];

  before(async () => {
    ({ t, seller } = await startWithCast('seller'));
    for (let index = 0; index < 40; index += 1) {
      ids.push(await insertProduct(t, seller.id, { name: `Shelf item ${index}`, category: CATEGORY, priceCents: 1000 + index * 10, stock: 5 }));
    }
  });
  after(() => t.close());

  /** Every page of the listing in order (size 5), checking no product appears twice; answers the ids. */
  async function walk(query: string): Promise<number[]> {
    const seen: number[] = [];
    for (let page = 0; ; page += 1) {
      const response = await t.http.get(`/api/products/search?category=${encodeURIComponent(CATEGORY)}&${query}&page=${page}&size=5`);
      assert.equal(response.status, 200, response.text);
      seen.push(...response.body.content.map((product: { id: number }) => product.id));
      if (page + 1 >= response.body.totalPages) {
        assert.equal(response.body.totalElements, seen.length, `${query}: the total matches the rows walked`);
        break;
      }
    }
    assert.equal(new Set(seen).size, seen.length, `${query}: no product twice`);
    return seen;
  }

  const page = async (query: string, number: number) =>
    (await t.http.get(`/api/products/search?category=${encodeURIComponent(CATEGORY)}&${query}&page=${number}&size=5`)).body as {
      content: { id: number; stock: number; price: number }[];
      totalElements: number;
    };

  test('a price change moves a product to its new place in the price order, on the next read', async () => {
    assert.deepEqual(await walk('sort=price,asc'), ids);
    const moved = ids[30]!;
    await changeProduct(t, moved, { price_cents: 1 });
    const after = await walk('sort=price,asc');
    assert.equal(after[0], moved, 'now the cheapest');
    assert.deepEqual(after.slice(1), ids.filter((id) => id !== moved));
    ids = after;
  });

  test('a sale that leaves stock keeps the cached order, and the page shows the new stock', async () => {
    const first = await page('sort=price,asc', 0);
    await changeProduct(t, first.content[1]!.id, { stock: 2 });
    const again = await page('sort=price,asc', 0);
    assert.deepEqual(again.content.map((product) => product.id), first.content.map((product) => product.id));
    assert.equal(again.content[1]!.stock, 2);
  });

  test('selling out drops a product from "in stock only" at once; a restock brings it back', async () => {
    const inStock = await walk('sort=price,asc&inStock=true');
    const soldOut = inStock[7]!;
    await changeProduct(t, soldOut, { stock: 0 });
    assert.deepEqual(await walk('sort=price,asc&inStock=true'), inStock.filter((id) => id !== soldOut));
    await changeProduct(t, soldOut, { stock: 4 });
    assert.deepEqual(await walk('sort=price,asc&inStock=true'), inStock);
  });

  test('a new rating reorders "top rated" at once', async () => {
    const rated = await walk('sort=rating,desc');
    const climber = rated[rated.length - 1]!;
    // What a review's trigger writes (migration 0020): the aggregate the rating order reads.
    await changeProduct(t, climber, { rating_count: 1, rating_sum: 5, rating_rank: 500 });
    const after = await walk('sort=rating,desc');
    assert.equal(after[0], climber);
    assert.deepEqual(after.slice(1), rated.filter((id) => id !== climber));
  });

  test("a page of a text search reads the catalogue version once: its words and its listing under the same one", async () => {
    const cache = createCatalogueCache();
    const reads = freshCatalogueReads(t.app.db);
    let versionReads = 0;
    const counted = { ...reads, catalogueVersion: () => ((versionReads += 1), reads.catalogueVersion()) };
    const filter = { q: 'shelf item', liveOnly: true, hideDisabledSellers: true };
    const read = (page: number, sort: ProductSort) => pageProducts(t.app.db, t.dialect, filter, { page, size: 5, sort }, { cache, reads: counted, window: 10_000 });
    // Every order read ahead, and the text's matches by its first page (each read checked against the version after
    // it): each other sort's first page is then sliced from memory, a listing never read before.
    await new ReadAhead({ db: t.app.db, dialect: t.dialect, cache, catalogueVersion: reads.catalogueVersion, wordsVersion: reads.wordsVersion }, () => true, Infinity).look();
    await read(0, 'price,asc');
    for (const sort of ['name,asc', 'createdAt,desc', 'rating,desc'] as const) {
      versionReads = 0;
      assert.equal((await read(1, sort)).content.length, 5);
      assert.equal(versionReads, 1, sort);
    }
  });

  test('the listing, catalogue and words versions come in one read, each as it reads on its own; a page handed them reads them no more', async () => {
    const versions = listingVersionReader(t.app.db);
    const listingAlone = async () => String((await t.app.db.selectFrom('listing_version').select((eb) => eb.fn.sum<number>('version').as('version')).executeTakeFirst())?.version ?? 0);
    const eachAlone = async () => ({ listing: await listingAlone(), catalogue: await readCatalogueVersion(t.app.db), words: await readWordsVersion(t.app.db) });
    const before = await versions();
    assert.deepEqual(before, await eachAlone());
    // A sale that leaves stock moves the listing version (pages show stock) but not the catalogue's.
    await changeProduct(t, ids[0]!, { stock: 4 });
    const afterSale = await versions();
    assert.notEqual(afterSale.listing, before.listing);
    assert.equal(afterSale.catalogue, before.catalogue);
    // A sell-out moves the catalogue version (in-stock listings change) but no word: the words' version holds.
    await changeProduct(t, ids[0]!, { stock: 0 });
    const afterSellOut = await versions();
    assert.notEqual(afterSellOut.catalogue, before.catalogue);
    assert.equal(afterSellOut.words, before.words);
    await changeProduct(t, ids[0]!, { name: 'Shelf item renamed', stock: 5 });
    const afterRename = await versions();
    assert.deepEqual(afterRename, await eachAlone());
    assert.notEqual(afterRename.catalogue, afterSellOut.catalogue);
    assert.notEqual(afterRename.words, before.words);
    let versionReads = 0;
    const reads = freshCatalogueReads(t.app.db);
    const counted = { ...reads, catalogueVersion: () => ((versionReads += 1), reads.catalogueVersion()), wordsVersion: () => ((versionReads += 1), reads.wordsVersion()) };
    const once = versionReadOnce(counted, afterRename);
    assert.equal(await once.catalogueVersion(), afterRename.catalogue);
    assert.equal(await once.wordsVersion(), afterRename.words);
    assert.equal(versionReads, 0);
  });

  test("what memory keeps is checked against the version as it reads now, not the request's", async () => {
    const fresh = freshCatalogueReads(t.app.db);
    const filter = { category: CATEGORY, liveOnly: true, hideDisabledSellers: true };
    const category = { category: CATEGORY };
    // A request reads its version, then (after `between`) its page: the category's set, read and kept by that page
    // once the sort's order is whole (read ahead at the version first).
    const request = async (cache: CatalogueCache, between: () => Promise<void>) => {
      const once = versionReadOnce(fresh);
      const version = await once.catalogueVersion();
      while (await cache.memoryListings.readOrderAhead(t.app.db, { version, readVersion: once.catalogueVersion }, 'name,asc'));
      await between();
      await pageProducts(t.app.db, t.dialect, filter, { page: 0, size: 5, sort: 'name,asc' }, { cache, reads: once, window: 10_000 });
      return version;
    };
    const quiet = createCatalogueCache();
    assert.equal(quiet.memoryListings.count(category, await request(quiet, async () => undefined)), 40, 'kept when nothing changed');
    // A change after the request read its version: the set read afterwards is of the new catalogue, not kept.
    const busy = createCatalogueCache();
    const before = await request(busy, async () => void (await changeProduct(t, ids[0]!, { price_cents: 123 })));
    assert.equal(busy.memoryListings.count(category, before), null);
  });

  test('a deep page read before a delete and a create shifts by exactly those products afterwards', async () => {
    const newest = await walk('sort=createdAt,desc');
    const before = await page('sort=createdAt,desc', 6);
    assert.deepEqual(before.content.map((product) => product.id), newest.slice(30, 35));
    await changeProduct(t, newest[2]!, { deleted: true });
    const created = await insertProduct(t, seller.id, { name: 'Shelf newcomer', category: CATEGORY });
    const want = [created, ...newest.filter((id) => id !== newest[2])];
    const shifted = await page('sort=createdAt,desc', 6);
    assert.deepEqual(shifted.content.map((product) => product.id), want.slice(30, 35));
    assert.equal(shifted.totalElements, want.length);
    assert.deepEqual(await walk('sort=createdAt,desc'), want);
  });
});
