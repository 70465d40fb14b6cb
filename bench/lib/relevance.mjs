// Issue 31's relevance rows: both sets in bench/relevance/ asked through the running API with sort=relevance, scored
// by recall@20 and MRR per kind (api/src/test/relevance.ts, the scoring the API test uses too). What a query means is
// read from the database (product names), never through the search being measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../../api/src/db/database.ts';
import { scoreRelevance } from '../../api/src/test/relevance.ts';
import { ROOT, startApi } from './processes.mjs';

const readSet = (name) => JSON.parse(readFileSync(path.join(ROOT, 'bench', 'relevance', name), 'utf8')).queries;

/** Lower case, accents taken off, cut into words at anything not a letter or digit (as the word index cuts). */
const nameWords = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

async function liveNames({ dataDir, databaseUrl }) {
  const { db } = createDatabase({ dataDir, databaseUrl });
  try {
    return await db.selectFrom('products').select(['id', 'name']).where('deleted', '=', false).execute();
  } finally {
    await db.destroy();
  }
}

/** Each query's first 20 ids (best match), one request at a time: relevance, not speed. */
async function ask(baseUrl, queries, meantOf) {
  const cases = [];
  for (const query of queries) {
    const response = await fetch(`${baseUrl}/api/products/search?q=${encodeURIComponent(query.q)}&sort=relevance&size=20`);
    if (!response.ok) throw new Error(`relevance: "${query.q}" answered ${response.status}`);
    const top = (await response.json()).content.map((product) => product.id);
    cases.push({ q: query.q, kind: query.kind, top, meant: meantOf(query) });
  }
  return cases;
}

/** The scores and each query's first 20 (to compare the databases' answers). */
function result(cases) {
  return { ...scoreRelevance(cases), tops: Object.fromEntries(cases.map((item) => [item.q, item.top])) };
}

/** The generated set against the bench's own catalogue; a query none of whose meant products exist here is left out. */
export async function generatedRelevance({ baseUrl, dataDir, databaseUrl }) {
  const products = (await liveNames({ dataDir, databaseUrl })).map((row) => ({ id: row.id, words: nameWords(row.name) }));
  const meantOf = (query) => {
    const patterns = query.means.nameWords.map((word) => (word.endsWith('*') ? { prefix: word.slice(0, -1) } : { word }));
    return products
      .filter((product) => patterns.every((pattern) => product.words.some((word) => (pattern.prefix ? word.startsWith(pattern.prefix) : word === pattern.word))))
      .map((product) => product.id);
  };
  const queries = readSet('generated-queries.json').filter((query) => meantOf(query).length > 0);
  return result(await ask(baseUrl, queries, meantOf));
}

/** The demo set against a fresh API that seeds the demo shop (its own data directory or PostgreSQL database). */
export async function demoRelevance({ dataDir, databaseUrl, jwtSecret }) {
  const api = await startApi({ dataDir, databaseUrl, jwtSecret, workers: 1, seedDemo: true });
  try {
    const idsByName = new Map();
    for (const row of await liveNames({ dataDir, databaseUrl })) idsByName.set(row.name, [...(idsByName.get(row.name) ?? []), row.id]);
    const idsOf = (name) => {
      const ids = idsByName.get(name);
      if (!ids) throw new Error(`relevance: no demo product "${name}"`);
      return ids;
    };
    const meantOf = (query) => query.means.flatMap(idsOf);
    return result(await ask(api.url, readSet('demo-queries.json'), meantOf));
  } finally {
    await api.stop();
  }
}

/** How many queries of a set the two databases answered with the same first 20, in the same order. */
export function sameAnswers(a, b) {
  const queries = Object.keys(a.tops);
  const same = queries.filter((q) => JSON.stringify(a.tops[q]) === JSON.stringify(b.tops?.[q])).length;
  return { same, of: queries.length };
}
