import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { changeProduct, insertProduct } from '../../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../../test/harness';
import { quickUser } from '../../../test/orders-kit';
import { createCatalogueCache, readCatalogueVersion, readWordsVersion } from '../catalogue-cache';
import { idSetOf } from './id-sets';
import { readMatches } from './listing-reads';
import { type KeptWords, productsNamed } from './products-named';
import { queryWords } from './query-words';
import { searchWords, textsFinding } from './search-texts';
import { vocabularyReader } from './vocabulary';
import type { WordQuery } from './word-query';
import { newestInAll, shareOfNewest } from './word-index';
import { WordsInMemory } from './words-in-memory';
import { SHOPPERS } from '../products-filter';
import { anyHas, matchesAt, namedAt, vocabularyAt } from '../../../test/words-kept';

/** namedAt's answer at once (null when the names are not kept at `version`). */
const named = (names: WordsInMemory, words: WordQuery, limit: number, version: number) => namedAt(names, version)?.(words, limit) ?? null;

// The products a suggestion names, found in the names' words kept in memory (words-in-memory.ts), must be the
// database's answer (products-named.ts), and whether a text finds products, from the whole texts' words, too
// (search-texts.ts textsFinding), on SQLite and PostgreSQL: the same words (each database's own), never a
// deleted product or one of a disabled seller, exact names before corrected ones, nothing used across a change.
describe('products: the words kept in memory answer what the database answers', () => {
  let t: TestApp;
  let paused: number;

  before(async () => {
    t = await startTestApp();
    const [open, other] = [await quickUser(t, 'SELLER'), await quickUser(t, 'SELLER')];
    paused = (await quickUser(t, 'SELLER')).id;
    const sellers = [open.id, other.id, paused];
    const adjectives = ['Rustic', 'Crème', 'Heavy-Duty', 'Sleek', 'Walrun'];
    const kinds = ['Kettle', 'Kettlebell', 'Brûlée Torch', 'Lamp', 'Lamp Lamp', 'Kit'];
    for (let index = 0; index < 120; index += 1) {
      await insertProduct(t, sellers[(index >> 1) % 3]!, {
        name: `${adjectives[index % 5]} ${index % 4 ? '' : 'Walrus '}${kinds[index % 6]} ${index % 7}`,
        description: index % 2 ? 'Sleek and walrus-proof.' : 'Plain.',
        deleted: index % 13 === 0,
      });
    }
    await t.app.db.updateTable('users').set({ disabled: true }).where('id', '=', paused).execute();
    // A gap in the ids (a row removed by a tool): the names kept by id must still line up with their products.
    await insertProduct(t, open.id, { name: 'Rustic Kettle Before The Gap' });
    const gap = await insertProduct(t, open.id, { name: 'Rustic Gap Kettle' });
    await insertProduct(t, open.id, { name: 'Rustic Kettle After The Gap' });
    await t.app.db.deleteFrom('products').where('id', '=', gap).execute();
  });
  after(() => t.close());

  async function keptNow(names: WordsInMemory): Promise<KeptWords> {
    const at = { version: await readCatalogueVersion(t.app.db), readVersion: () => readCatalogueVersion(t.app.db) };
    return { memory: names, at };
  }

  test('every text: the same products in the same order, from memory', async () => {
    const names = new WordsInMemory('names');
    const kept = await keptNow(names);
    await names.read(t.app.db, kept.at);
    const texts = ['rustic gap', 'the gap', 'rustic', 'rustic ket', 'ket', 'k', 'creme', 'crème brûlée', 'brulee to', 'heavy duty', 'heavy-duty la', 'lamp', 'walrus', 'walrun', 'walrnu lamp', 'sleek kettl', 'rustik kettle', 'walrus 3', 'zzz', 'sleek zzz'];
    for (const text of texts) {
      const { words } = await searchWords(t.app.db, t.app.dialect, text);
      assert.notEqual(named(names, words, 8, kept.at.version), null, `${text}: from memory`);
      const fromDatabase = await productsNamed(t.app.db, t.app.dialect, words, 8);
      assert.deepEqual(await productsNamed(t.app.db, t.app.dialect, words, 8, kept), fromDatabase, text);
      assert.ok(text.includes('zzz') || fromDatabase.length > 0, `${text} names products`);
    }
  });

  test('a write moves the version: what was read before is not used, and the new names are read afresh', async () => {
    const names = new WordsInMemory('names');
    const before = await keptNow(names);
    await names.read(t.app.db, before.at);
    const id = await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: 'Rustic Quokka Kettle' });
    const { words } = await searchWords(t.app.db, t.app.dialect, 'rustic quok');
    const now = await keptNow(names);
    assert.notEqual(now.at.version, before.at.version);
    assert.equal(named(names, words, 8, now.at.version), null);
    assert.notEqual(named(names, words, 8, before.at.version), null, 'looking at another version keeps what is kept');
    await names.read(t.app.db, now.at);
    assert.deepEqual(named(names, words, 8, now.at.version), [{ id, name: 'Rustic Quokka Kettle' }]);
    // Renamed by a tool: the version moves again, and the old name is gone from what is read next.
    await changeProduct(t, id, { name: 'Rustic Wombat Kettle' });
    const renamed = await keptNow(names);
    await names.read(t.app.db, renamed.at);
    assert.deepEqual(named(names, words, 8, renamed.at.version), []);
  });

  test('a look-up taken at a version still answers after another version is asked about', async () => {
    const names = new WordsInMemory('names');
    const { at } = await keptNow(names);
    await names.read(t.app.db, at);
    const { words } = await searchWords(t.app.db, t.app.dialect, 'rustic ket');
    const { words: nowhere } = await searchWords(t.app.db, t.app.dialect, 'sleek zzz');
    const lookUp = namedAt(names, at.version)!;
    assert.equal(anyHas(names, words, at.version), true);
    assert.equal(anyHas(names, nowhere, at.version), false);
    // A write, brought into the words held, replaces what is kept; the look-up held on to its names.
    const before = await productsNamed(t.app.db, t.app.dialect, words, 8);
    const ketch = await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: 'Rustic Ketch' });
    const now = await keptNow(names);
    await names.read(t.app.db, now.at);
    assert.equal(named(names, words, 8, at.version), null);
    assert.equal(anyHas(names, words, at.version), null);
    assert.deepEqual(lookUp(words, 8), before);
    assert.deepEqual(named(names, words, 8, now.at.version)?.[0], { id: ketch, name: 'Rustic Ketch' });
  });

  test('names read while the catalogue changed are not kept', async () => {
    const names = new WordsInMemory('names');
    const { at } = await keptNow(names);
    await names.read(t.app.db, { ...at, readVersion: async () => at.version + 1 });
    const { words } = await searchWords(t.app.db, t.app.dialect, 'rustic');
    assert.equal(named(names, words, 8, at.version), null);
  });

  test('the whole texts kept in memory find what the database finds: descriptions too, never an unseen product', async () => {
    const gone = await insertProduct(t, (await quickUser(t, 'SELLER')).id, { name: 'Gone Okapi', description: 'Only deleted.' });
    await t.app.db.updateTable('products').set({ deleted: true }).where('id', '=', gone).execute();
    await insertProduct(t, paused, { name: 'Paused Yak', description: 'Only a disabled seller has it.' });
    const texts = new WordsInMemory('texts');
    const kept = await keptNow(texts);
    await texts.read(t.app.db, kept.at);
    const last = Number((await t.app.db.selectFrom('products').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow()).last);
    const asked = ['plain', 'pla', 'proof', 'walrus proof', 'sleek plai', 'rustic plain', 'rustik plain', 'crème torch', 'lamp lamp', 'okapi', 'only', 'yak', 'disabled', 'walrus zzz', 'zzz', ''];
    const matches = matchesAt(texts, kept.at.version)!;
    for (const text of asked) {
      const { words } = await searchWords(t.app.db, t.app.dialect, text);
      assert.notEqual(anyHas(texts, words, kept.at.version), null, `${text}: from memory`);
      // Every product with the words, unseen ones too: the word index's own set (listing-reads.ts readMatches).
      if (words.length === 0) continue;
      const read = await readMatches(t.app.db, { words });
      const made = matches(words);
      assert.deepEqual(Array.from({ length: last + 2 }, (_, id) => id).filter((id) => made.has(id)), read.sort((a, b) => a - b), `${text}: the index's set`);
    }
    const filter = { ...SHOPPERS, q: 'any' };
    const fromDatabase = await textsFinding(t.app.db, t.app.dialect, asked, filter);
    assert.deepEqual(await textsFinding(t.app.db, t.app.dialect, asked, filter, {}, kept), fromDatabase);
    assert.deepEqual(
      asked.filter((_, index) => fromDatabase[index]),
      ['plain', 'pla', 'proof', 'walrus proof', 'sleek plai', 'rustic plain', 'rustik plain', 'crème torch', 'lamp lamp'],
    );
    // A plan's estimate: the share of the newest 40 ids held by products shoppers see with the words.
    const newest = await t.app.db.selectFrom('products').select(['name', 'description', 'deleted', 'seller_id']).where('id', '>', last - 40).execute();
    const plain = newest.filter((row) => !row.deleted && row.seller_id !== paused && queryWords(`${row.name} ${row.description}`).includes('plain'));
    const { words } = await searchWords(t.app.db, t.app.dialect, 'plain');
    assert.deepEqual(shareOfNewest(texts.latestIndex()!, words, 40), { fraction: plain.length / 40, catalogueSize: last });
    assert.ok(plain.length > 0);
  });

  test('the texts kept in memory are the vocabulary: the ranges the database lists, less words no product has', async () => {
    const texts = new WordsInMemory('texts');
    const { at } = await keptNow(texts);
    await texts.read(t.app.db, at);
    const fromMemory = vocabularyAt(texts, at.version)!;
    const fromDatabase = vocabularyReader(t.app.db, t.app.dialect);
    // PostgreSQL's search_terms keeps a word after its last product goes (the row removed by a tool had "gap" too).
    const hasProducts = async (term: string) => (await readMatches(t.app.db, { words: [{ word: term, exact: [term], prefix: false, completions: null, corrected: [] }] })).length > 0;
    for (const prefix of ['', 'r', 'ru', 'rustic', 'k', 'kettleb', 'cr', 'walr', 'gap', 'zzz']) {
      const listed = await fromDatabase(prefix);
      const withProducts = [];
      for (const term of listed) if (await hasProducts(term)) withProducts.push(term);
      assert.deepEqual(await fromMemory(prefix), withProducts, prefix);
      assert.ok(prefix === 'zzz' || withProducts.length > 0, `${prefix}: words`);
    }
    assert.equal(vocabularyAt(texts, at.version + 1), null, 'not kept at another version');
  });

  test('a search reads no vocabulary from the database while the texts are kept at the words version', async () => {
    const cache = createCatalogueCache();
    const words = await readWordsVersion(t.app.db);
    await cache.texts.read(t.app.db, { version: words, readVersion: () => readWordsVersion(t.app.db) });
    for (const text of ['rustik kettl', 'crème brulee', 'walrnu lamp', 'zzz']) {
      assert.deepEqual((await searchWords(t.app.db, t.app.dialect, text, { cache })).words, (await searchWords(t.app.db, t.app.dialect, text)).words, text);
    }
    assert.equal(cache.vocabulary.size, 0, 'no range read');
    assert.ok(cache.words.size > 0, 'the words read are kept');
    // Without the texts kept, the ranges are read and kept.
    const bare = createCatalogueCache();
    await searchWords(t.app.db, t.app.dialect, 'rustik kettl', { cache: bare });
    assert.ok(bare.vocabulary.size > 0);
  });

  test('texts past their limit are not kept, nor read again in this process', async () => {
    const texts = new WordsInMemory('texts', 10);
    const { at } = await keptNow(texts);
    await texts.read(t.app.db, at);
    const { words } = await searchWords(t.app.db, t.app.dialect, 'plain');
    assert.equal(anyHas(texts, words, at.version), null);
    assert.equal(texts.wants(at.version), false, 'too many at this version');
    assert.equal(texts.wants(at.version + 1), false, 'nor at a later one: SQLite would count every word again');
    assert.equal(new WordsInMemory('texts').wants(at.version + 1), true, 'within the limit: wanted');
  });
});

describe('products: the newest ids in every word (words-in-memory.ts)', () => {
  test('the same as testing every id from the highest down to the floor (fast-check)', () => {
    const list = fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { maxLength: 60 }).map((ids) => Int32Array.from(ids).sort());
    const word = fc.array(list, { maxLength: 4 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.uniqueArray(fc.integer({ min: 0, max: 300 })), fc.integer({ min: 1, max: 10 }), fc.integer({ min: -1, max: 300 }), (words, unseenIds, limit, floor) => {
        const unseen = idSetOf([unseenIds]);
        const expected: number[] = [];
        for (let id = 300; id > floor && expected.length < limit; id--) {
          if (!unseen.has(id) && words.every((lists) => lists.some((ids) => ids.includes(id)))) expected.push(id);
        }
        assert.deepEqual(newestInAll(words, unseen, limit, floor), expected);
      }),
    );
  });
});
