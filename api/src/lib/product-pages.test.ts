import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ListingAnswerCache, ProductDetailCache } from './product-pages';

const answer = (body: string) => ({ row: body, body, etag: `W/"${body}"` });

/** A cache that hears every notice (PostgreSQL with its LISTEN connection up). */
function listeningCache(): ProductDetailCache {
  const pages = new ProductDetailCache();
  pages.setListening(true);
  return pages;
}

describe('product pages cache: an answer is trusted only when no notice may have outdated it', () => {
  test('never trusted while the notices are not heard; remembered for the row comparison', () => {
    const pages = new ProductDetailCache();
    pages.keep(1, answer('a'), pages.readStarts());
    assert.equal(pages.trusted(1), undefined);
    assert.equal(pages.remembered(1)?.body, 'a');
  });

  test('a notice for the product during its read leaves the answer untrusted; other products are not affected', () => {
    const pages = listeningCache();
    const readOne = pages.readStarts();
    const readTwo = pages.readStarts();
    pages.notice('1');
    pages.keep(1, answer('old'), readOne);
    pages.keep(2, answer('two'), readTwo);
    assert.equal(pages.trusted(1), undefined, 'read before the notice: may be the old row');
    assert.equal(pages.trusted(2)?.body, 'two');
    pages.keep(1, answer('new'), pages.readStarts());
    assert.equal(pages.trusted(1)?.body, 'new', 'read after the notice');
    pages.notice('1');
    assert.equal(pages.trusted(1), undefined, 'a notice drops the answer');
  });

  test('a notice may list several products', () => {
    const pages = listeningCache();
    for (const id of [1, 2, 3]) pages.keep(id, answer(String(id)), pages.readStarts());
    pages.notice('1,3');
    assert.equal(pages.trusted(1), undefined);
    assert.equal(pages.trusted(2)?.body, '2');
    assert.equal(pages.trusted(3), undefined);
  });

  test("'*' (or a payload it cannot read) drops everything and outdates every read in flight", () => {
    const pages = listeningCache();
    pages.keep(1, answer('one'), pages.readStarts());
    const inFlight = pages.readStarts();
    pages.notice('*');
    assert.equal(pages.trusted(1), undefined);
    pages.keep(2, answer('two'), inFlight);
    assert.equal(pages.trusted(2), undefined);
    pages.keep(2, answer('two'), pages.readStarts());
    pages.notice('not-an-id');
    assert.equal(pages.trusted(2), undefined);
  });

  test('losing the notices drops everything; a read from before they came back is not trusted', () => {
    const pages = listeningCache();
    pages.keep(1, answer('one'), pages.readStarts());
    const inFlight = pages.readStarts();
    pages.setListening(false);
    assert.equal(pages.trusted(1), undefined);
    pages.setListening(true);
    pages.keep(1, answer('one'), inFlight);
    assert.equal(pages.trusted(1), undefined);
  });

  test('when old notices are forgotten, reads older than them are refused rather than risked', () => {
    const pages = listeningCache();
    const early = pages.readStarts();
    pages.notice('7');
    for (let id = 1_000; id < 1_000 + 60_000; id += 1) pages.notice(String(id));
    pages.keep(7, answer('old'), early);
    assert.equal(pages.trusted(7), undefined, "product 7's notice is forgotten, but it came after the read began");
    pages.keep(8, answer('eight'), pages.readStarts());
    assert.equal(pages.trusted(8)?.body, 'eight');
  });

  test('with a change stamp (SQLite): trusted while the stamp reads as it did before the read, never without one', () => {
    const pages = new ProductDetailCache();
    let stamp: string | undefined = '1:0';
    pages.useChangeStamp(() => stamp);
    pages.keep(1, answer('one'), pages.readStarts());
    assert.equal(pages.trusted(1, pages.readStarts())?.body, 'one');
    assert.equal(pages.trusted(1), undefined, 'no start, no trust');
    const before = pages.readStarts();
    stamp = '2:0';
    assert.equal(pages.trusted(1, pages.readStarts()), undefined, 'written since');
    // A read that began before the write keeps the stamp of its start: it is not trusted under the new one.
    pages.keep(1, answer('one'), before);
    assert.equal(pages.trusted(1, pages.readStarts()), undefined);
    pages.keep(1, answer('one'), pages.readStarts());
    assert.equal(pages.trusted(1, pages.readStarts())?.body, 'one', 're-read under the new stamp');
    stamp = undefined;
    assert.equal(pages.trusted(1, pages.readStarts()), undefined, 'a transaction is open: no stamp to trust');
  });
});

describe('listing answers: reused only while no change may have outdated them', () => {
  const listed = (body: string) => ({ body, etag: `W/"${body}"` });
  // A page listing products 1 and 2.
  const onIt = { productIds: [1, 2], inStockOnly: false };

  test('PostgreSQL: any change outdates every listing, including a read in flight; product pages keep theirs', () => {
    const pages = listeningCache();
    const listings = new ListingAnswerCache(pages);
    listings.keep('a', listed('a'), onIt, pages.readStarts());
    assert.equal(listings.trusted('a', pages.readStarts())?.body, 'a');
    pages.keep(5, answer('five'), pages.readStarts());
    const inFlight = pages.readStarts();
    pages.notice('99');
    assert.equal(listings.trusted('a', pages.readStarts()), undefined, 'product 99, on no page, may now be in (or out of) it');
    listings.keep('b', listed('b'), onIt, inFlight);
    assert.equal(listings.trusted('b', pages.readStarts()), undefined, 'read while the change came');
    listings.keep('a', listed('a2'), onIt, pages.readStarts());
    assert.equal(listings.trusted('a', pages.readStarts())?.body, 'a2');
    pages.notice('+');
    assert.equal(listings.trusted('a', pages.readStarts()), undefined, 'a product was added');
    assert.equal(pages.trusted(5)?.body, 'five', "an added product changes no product's page");
  });

  test('PostgreSQL: a sale outdates the listings it is on and those filtered to products in stock, no others', () => {
    const pages = listeningCache();
    const listings = new ListingAnswerCache(pages);
    listings.keep('on', listed('on'), onIt, pages.readStarts());
    listings.keep('off', listed('off'), { productIds: [3, 4], inStockOnly: false }, pages.readStarts());
    listings.keep('in-stock', listed('in-stock'), { productIds: [3, 4], inStockOnly: true }, pages.readStarts());
    const inFlight = pages.readStarts();
    pages.notice('sold:2,7');
    assert.equal(listings.trusted('on', pages.readStarts()), undefined, "product 2's stock is on it");
    assert.equal(listings.trusted('off', pages.readStarts())?.body, 'off', 'neither sold product is on it, and no listing sorts by stock');
    assert.equal(listings.trusted('in-stock', pages.readStarts()), undefined, 'product 7 may have sold out of it');
    listings.keep('on-read-meanwhile', listed('x'), onIt, inFlight);
    assert.equal(listings.trusted('on-read-meanwhile', pages.readStarts()), undefined, 'read while its product was sold');
    listings.keep('off-read-meanwhile', listed('y'), { productIds: [3], inStockOnly: false }, inFlight);
    assert.equal(listings.trusted('off-read-meanwhile', pages.readStarts())?.body, 'y');

    pages.soldHere([3]);
    assert.equal(listings.trusted('off', pages.readStarts()), undefined, 'sold through this process');
    listings.keep('later', listed('later'), { productIds: [5], inStockOnly: false }, pages.readStarts());
    pages.notice('5');
    assert.equal(listings.trusted('later', pages.readStarts()), undefined, 'an edit of a product on it');
    listings.keep('later', listed('later'), { productIds: [5], inStockOnly: false }, pages.readStarts());
    pages.notice('sold:not-an-id');
    assert.equal(listings.trusted('later', pages.readStarts()), undefined, 'an unreadable notice counts as everything');
  });

  test('PostgreSQL: never trusted while the notices are not heard', () => {
    const pages = listeningCache();
    const listings = new ListingAnswerCache(pages);
    listings.keep('a', listed('a'), onIt, pages.readStarts());
    pages.setListening(false);
    assert.equal(listings.trusted('a', pages.readStarts()), undefined);
    listings.keep('a', listed('a'), onIt, pages.readStarts());
    assert.equal(listings.trusted('a', pages.readStarts()), undefined, 'kept while deaf: still not trusted');
  });

  test('SQLite: trusted while the change stamp reads as it did before the read', () => {
    const pages = new ProductDetailCache();
    let stamp: string | undefined = 's1';
    pages.useChangeStamp(() => stamp);
    const listings = new ListingAnswerCache(pages);
    const before = pages.readStarts();
    listings.keep('a', listed('a'), onIt, before);
    assert.equal(listings.trusted('a', pages.readStarts())?.body, 'a');
    stamp = 's2';
    assert.equal(listings.trusted('a', pages.readStarts()), undefined, 'written since');
    listings.keep('a', listed('a'), onIt, before);
    assert.equal(listings.trusted('a', pages.readStarts()), undefined, 'a read that began before the write');
    stamp = undefined;
    listings.keep('c', listed('c'), onIt, pages.readStarts());
    assert.equal(listings.trusted('c', pages.readStarts()), undefined, 'a transaction is open: no stamp to trust');
  });
});
