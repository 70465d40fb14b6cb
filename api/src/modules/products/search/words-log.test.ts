import { sql } from 'kysely';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sweepExpiredRows, WORDS_LOG_KEPT } from '../../../plugins/sweeper';
import { changeProduct, insertProduct } from '../../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../../test/harness';
import { quickUser } from '../../../test/orders-kit';
import { readWordsVersion } from '../catalogue-cache';
import type { IdSet } from './id-sets';
import { readMatches } from './listing-reads';
import { productsNamed } from './products-named';
import { searchWords } from './search-texts';
import { WordsInMemory } from './words-in-memory';
import { matchesAt, namedAt, vocabularyAt } from '../../../test/words-kept';

// The words kept in memory are brought up to date by the products logged as changed since they were read (migration
// 0076), whoever wrote them (the API, or a tool: these tests write straight to the database): after each change the
// words applied, never read whole, answer what the database answers, on SQLite and PostgreSQL. A log that no longer
// reaches back to the words held (a restored backup, the sweeper) makes them be read whole.
describe('products: the words kept in memory follow the changes logged since', () => {
  let t: TestApp;
  let seller: number;

  before(async () => {
    t = await startTestApp();
    seller = (await quickUser(t, 'SELLER')).id;
    for (const name of ['Rustic Kettle', 'Crème Brûlée Torch', 'Heavy-Duty Lamp', 'Sleek Kettlebell']) {
      await insertProduct(t, seller, { name, description: `${name}, plain and sturdy.` });
    }
  });
  after(() => t.close());

  const at = async () => ({ version: await readWordsVersion(t.app.db), readVersion: () => readWordsVersion(t.app.db) });
  const TEXTS = ['rustic', 'kettle', 'ket', 'creme brulee', 'torch', 'heavy duty', 'lamp', 'sturdy', 'plain', 'quokka', 'wombat', 'rustic wom', 'velvet', 'zzz'];

  /** Held (applied, not read whole: `mayReadWhole` is false) and the same as the database for every text. */
  async function assertCurrent(names: WordsInMemory, texts: WordsInMemory, label: string): Promise<void> {
    const now = await at();
    await names.read(t.app.db, now, undefined, false);
    await texts.read(t.app.db, now, undefined, false);
    const named = namedAt(names, now.version);
    const matches = matchesAt(texts, now.version);
    if (!named || !matches) assert.fail(`${label}: not brought up to date`);
    for (const text of TEXTS) {
      const { words } = await searchWords(t.app.db, t.app.dialect, text);
      if (words.length === 0) continue;
      assert.deepEqual(named(words, 8), await productsNamed(t.app.db, t.app.dialect, words, 8), `${label}, ${text}: names`);
      const set: IdSet = matches(words);
      const fromDatabase = (await readMatches(t.app.db, { words })).sort((a, b) => a - b);
      const last = Math.max(0, ...fromDatabase) + 50;
      assert.deepEqual(Array.from({ length: last }, (_, id) => id).filter((id) => set.has(id)), fromDatabase, `${label}, ${text}: texts`);
    }
  }

  /** Not brought up to date from the log (whole reads forbidden: nothing at the new version), then read whole and current. */
  async function assertReadWhole(names: WordsInMemory, texts: WordsInMemory, label: string): Promise<void> {
    const now = await at();
    await names.read(t.app.db, now, undefined, false);
    assert.equal(namedAt(names, now.version), null, `${label}: not applied`);
    await names.read(t.app.db, now);
    await texts.read(t.app.db, now);
    await assertCurrent(names, texts, `${label}: read whole`);
  }

  test('added, renamed, described anew, removed, hidden: each change applied from the log answers as the database does', async () => {
    const names = new WordsInMemory('names');
    const texts = new WordsInMemory('texts');
    const start = await at();
    await names.read(t.app.db, start);
    await texts.read(t.app.db, start);
    const quokka = await insertProduct(t, seller, { name: 'Rustic Quokka Kettle', description: 'Velvet-lined.' });
    await assertCurrent(names, texts, 'added');
    await changeProduct(t, quokka, { name: 'Rustic Wombat Kettle' });
    await assertCurrent(names, texts, 'renamed');
    assert.deepEqual(await vocabularyAt(texts, await readWordsVersion(t.app.db))!('quok'), [], 'a word no product has any longer is gone');
    await changeProduct(t, quokka, { description: 'Plain, no velvet.' });
    await assertCurrent(names, texts, 'described anew');
    // Several rows in one statement, and one removed by a tool.
    await t.app.db.updateTable('products').set({ description: 'Sturdy velvet.' }).where('seller_id', '=', seller).execute();
    const torch = await t.app.db.selectFrom('products').select('id').where('name', '=', 'Crème Brûlée Torch').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('products').where('id', '=', torch.id).execute();
    await assertCurrent(names, texts, 'a statement of many rows, a row removed');
    // Hidden (deleted, a seller disabled): the version moves with nothing logged; what shoppers never see is read afresh.
    await changeProduct(t, quokka, { deleted: true });
    await assertCurrent(names, texts, 'deleted');
    const other = (await quickUser(t, 'SELLER')).id;
    await insertProduct(t, other, { name: 'Velvet Lamp' });
    await t.app.db.updateTable('users').set({ disabled: true }).where('id', '=', other).execute();
    await assertCurrent(names, texts, 'a seller disabled');
  });

  test('a request brings the words held up to its version before asking them; with none held it leaves them to the database', async () => {
    const names = new WordsInMemory('names');
    const first = await at();
    await names.upTo(t.app.db, first);
    assert.equal(namedAt(names, first.version), null, 'none held: nothing read');
    await names.read(t.app.db, first);
    const id = await insertProduct(t, seller, { name: 'Numbat Lamp' });
    const now = await at();
    // Requests at once share one application.
    await Promise.all([names.upTo(t.app.db, now), names.upTo(t.app.db, now)]);
    const { words } = await searchWords(t.app.db, t.app.dialect, 'numbat');
    assert.deepEqual(namedAt(names, now.version)?.(words, 8), [{ id, name: 'Numbat Lamp' }]);
  });

  test('a restored backup (the entry read up to is another one now) and a swept log are read whole, never applied', async () => {
    const names = new WordsInMemory('names');
    const texts = new WordsInMemory('texts');
    await names.read(t.app.db, await at());
    await texts.read(t.app.db, await at());
    // As a restore brings back an older log: the entries after it are gone, and new ones take their numbers.
    const { seq } = await t.app.db.selectFrom('words_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('words_changes').where('seq', '=', Number(seq)).execute();
    await insertProduct(t, seller, { name: 'Wombat Torch' });
    await assertReadWhole(names, texts, 'a restored log');

    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${WORDS_LOG_KEPT + 5})
      insert into words_changes (product_id, stamp) select null, i from n`.execute(t.app.db);
    await insertProduct(t, seller, { name: 'Quokka Torch' });
    const counts = await sweepExpiredRows(t.app.db, t.config);
    assert.ok(counts.wordsLogEntries > 0, 'swept');
    assert.equal(Number((await t.app.db.selectFrom('words_changes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n), WORDS_LOG_KEPT);
    await assertReadWhole(names, texts, 'a swept log');
  });
});
