import assert from 'node:assert/strict';
import { test } from 'node:test';
import { suggestionsFor } from './suggestions';
import { readWordQuery, type WordQuery, wordReader } from './word-query';

// Which searches a suggestion asks the database about: a completion that names one of the products it suggests, or
// that a name kept in memory has, is known to find products already (the API tests check the suggestions themselves
// on both databases).
const vocabulary = async (prefix: string) => ['dinner', 'dinnerware', 'diner', 'lightweight', 'plate'].filter((term) => term.startsWith(prefix));

async function suggest(text: string, named: Array<{ id: number; name: string }>, finds: (text: string) => boolean, namesKept?: (query: WordQuery) => boolean) {
  const asked: string[][] = [];
  const list = await suggestionsFor({
    ...(namesKept ? { anyNameHas: namesKept } : {}),
    query: await readWordQuery(text, wordReader(vocabulary)),
    categories: { list: [], words: [] },
    products: async () => named,
    textsFind: async (texts) => {
      asked.push([...texts]);
      return texts.map(finds);
    },
  });
  return { asked, queries: list.filter((item) => item.kind === 'query').map((item) => item.text) };
}

test('a completion named by a suggested product is not asked; the others offered before three are known are, in one statement', async () => {
  const plate = { id: 7, name: 'Lightweight Ceramic Dinner Plate' };
  // "dinner" names the plate; "dinnerware" does not, so the database is asked about it alone.
  const some = await suggest('lightweight dinn', [plate], (text) => text.endsWith('dinnerware'));
  assert.deepEqual(some.asked, [['lightweight dinnerware']]);
  assert.deepEqual(some.queries, ['lightweight dinner', 'lightweight dinnerware']);
  // Nothing named: every completion is asked, once.
  const none = await suggest('lightweight dinn', [], (text) => text.endsWith('dinner'));
  assert.deepEqual(none.asked, [['lightweight dinner', 'lightweight dinnerware']]);
  assert.deepEqual(none.queries, ['lightweight dinner']);
  // A name with the word before but not the completion's word answers nothing about it.
  const other = await suggest('lightweight dinn', [{ id: 8, name: 'Lightweight Plate' }], () => false);
  assert.deepEqual(other.asked, [['lightweight dinner', 'lightweight dinnerware']]);
  assert.deepEqual(other.queries, []);
});

test('once three completions are named by suggested products, the database is not asked at all', async () => {
  const named = [
    { id: 3, name: 'Dinner Plate' },
    { id: 2, name: 'Diner Mug' },
    { id: 1, name: 'Dinnerware Set' },
  ];
  const { asked, queries } = await suggest('din', named, () => true);
  assert.deepEqual(asked, []);
  assert.deepEqual(queries, ['diner', 'dinner', 'dinnerware']);
});

test('a completion some name has, by the names kept in memory, is not asked; one no name has is', async () => {
  // The memory's answer, for the words it is asked about, as for one name "Lightweight Dinner Plate" (not suggested).
  const asks: string[][] = [];
  const namesKept = (query: WordQuery) => {
    asks.push(query.map((word) => word.word));
    return query.every((word) => ['lightweight', 'dinner', 'plate'].some((name) => name.startsWith(word.word)));
  };
  const { asked, queries } = await suggest('lightweight dinn', [], (text) => text.endsWith('dinnerware'), namesKept);
  assert.deepEqual(asks, [['lightweight', 'dinner'], ['lightweight', 'dinnerware']]);
  assert.deepEqual(asked, [['lightweight dinnerware']], 'only the completion no name has');
  assert.deepEqual(queries, ['lightweight dinner', 'lightweight dinnerware']);
});
