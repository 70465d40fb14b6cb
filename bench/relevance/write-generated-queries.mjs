#!/usr/bin/env node
// Writes generated-queries.json: issue 31's relevance set over the bench's generated catalogue (lib/generate.mjs).
// Each query is made from the name of one of the first 2,000 generated products (the same on every machine and at
// every catalogue size from --products 2000 up), changed the way a shopper would type it; what the shopper means is
// stated as name words ("char*" = a word starting so), and the bench finds those products by reading every name, never
// through the search it measures. Run by hand after changing the generator: node bench/relevance/write-generated-queries.mjs
import { writeFileSync } from 'node:fs';
import { productRows } from '../lib/generate.mjs';
import { createRandom } from '../lib/random.mjs';

const SOURCE_PRODUCTS = 2000;
/** seed-large.mjs's default seed: the catalogue every bench run loads. */
const CATALOGUE_SEED = 20240601;
const COUNTS = { order: 8, plural: 8, typo1: 10, typo2: 6, prefix: 8, accent: 6, multi: 7, category: 7 };

const words = (name) => name.split(/[^A-Za-z0-9]+/).filter(Boolean);
const lower = (list) => list.map((word) => word.toLowerCase());
const interior = (word) => word.length >= 5;

/** Another form a shopper might type: the plural of the last word. */
function plural(word) {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * One typo away: two neighbouring letters swapped, or one left out (never the first letter). The word typed keeps the
 * 5 letters the typo budget asks for one typo (a 5-letter word is only ever swapped): "heay" is a 4-letter word no
 * shop corrects.
 */
function oneTypo(word, random) {
  const at = random.int(1, word.length - 2);
  const swap = word.length === 5 || random.chance(0.5);
  if (swap && word[at] !== word[at + 1]) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (word.length === 5) return word.slice(0, 1) + word[2] + word[1] + word.slice(3);
  return word.slice(0, at) + word.slice(at + 1);
}

/** Two typos: a letter left out, then one doubled further on (the word typed keeps its 9+ letters). */
function twoTypos(word, random) {
  const left = random.int(1, Math.floor(word.length / 2) - 1);
  const shorter = word.slice(0, left) + word.slice(left + 1);
  const doubled = random.int(left + 1, shorter.length - 1);
  return shorter.slice(0, doubled) + shorter[doubled] + shorter.slice(doubled);
}

const ACCENTS = { a: 'à', e: 'é', i: 'î', o: 'ô', u: 'ü', c: 'ç' };
const accented = (word) => word.replace(/[aeiouc]/g, (letter) => ACCENTS[letter]);

// Each kind: whether a product's name suits it, and the query and meant name words made from it.
const KINDS = {
  order: { suits: (w) => w.length >= 2, make: (w) => ({ q: [...w].reverse().join(' '), means: lower(w) }) },
  plural: { suits: (w) => !/s$/i.test(w.at(-1)), make: (w) => ({ q: [...w.slice(0, -1), plural(w.at(-1))].join(' ').toLowerCase(), means: lower(w) }) },
  typo1: {
    suits: (w) => w.some((word) => interior(word) && word.length <= 8),
    make: (w, random) => {
      const at = w.findIndex((word) => interior(word) && word.length <= 8);
      return { q: w.map((word, index) => (index === at ? oneTypo(word, random) : word)).join(' ').toLowerCase(), means: lower(w) };
    },
  },
  typo2: {
    suits: (w) => w.some((word) => word.length >= 9),
    make: (w, random) => {
      const at = w.findIndex((word) => word.length >= 9);
      return { q: w.map((word, index) => (index === at ? twoTypos(word, random) : word)).join(' ').toLowerCase(), means: lower(w) };
    },
  },
  prefix: {
    suits: (w) => w.at(-1).length >= 6,
    make: (w) => {
      const start = w.at(-1).slice(0, 4).toLowerCase();
      return { q: [...w.slice(0, -1), start].join(' ').toLowerCase(), means: [...lower(w.slice(0, -1)), `${start}*`] };
    },
  },
  accent: { suits: (w) => w.join('').match(/[aeiouc]/gi)?.length >= 3, make: (w) => ({ q: lower(w).map(accented).join(' '), means: lower(w) }) },
  multi: { suits: (w) => w.length >= 3, make: (w) => ({ q: w.join(' ').toLowerCase(), means: lower(w) }) },
  // The product's kind alone (its noun, without the adjective): every product of that kind is meant.
  category: { suits: () => true, make: (w, random, noun) => ({ q: noun.toLowerCase(), means: lower(words(noun)) }) },
};

const rows = productRows(SOURCE_PRODUCTS, [1], 1, Date.now(), CATALOGUE_SEED).filter((row) => !row.deleted);
const random = createRandom(31);
const asked = new Set();
const queries = [];
for (const [kind, count] of Object.entries(COUNTS)) {
  let made = 0;
  for (let tries = 0; made < count && tries < 10_000; tries += 1) {
    const row = rows[random.int(0, rows.length - 1)];
    const nameWords = words(row.name);
    if (!KINDS[kind].suits(nameWords)) continue;
    // The noun is what follows the adjective (and the material, when the name has one).
    const noun = row.description.split(' made of ')[0].split(' ').slice(1).join(' ');
    const query = KINDS[kind].make(nameWords, random, noun);
    if (asked.has(query.q)) continue;
    asked.add(query.q);
    queries.push({ q: query.q, kind, means: { nameWords: query.means }, from: row.name });
    made += 1;
  }
}

const file = new URL('./generated-queries.json', import.meta.url);
const about =
  "Issue 31's relevance set over the bench's generated catalogue (written by write-generated-queries.mjs from the first 2,000 products of seed " +
  `${CATALOGUE_SEED}). Each query means every live product whose name has all of means.nameWords (case and accents folded; "char*" = a word starting "char"). ` +
  'Kinds as in demo-queries.json; typo1 and typo2 are one or two typos (a neighbouring swap counting as one), in words typed with the 5 or 9 letters the typo budget asks.';
// One query a line, as demo-queries.json is laid out.
writeFileSync(file, `{\n  "about": ${JSON.stringify(about)},\n  "queries": [\n${queries.map((query) => `    ${JSON.stringify(query)}`).join(',\n')}\n  ]\n}\n`);
console.log(`${queries.length} queries written to ${file.pathname}`);
