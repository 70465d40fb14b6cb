// Search words chosen from the generated catalogue by how many products contain them, never by hand: the broadest
// words (in nearly every product), middling ones (a few percent) and rare ones (about one product in a thousand).
import { sql } from './api-deps.mjs';

const SAMPLE_ROWS = 20000;
const MIDDLING_SHARE = 0.03;
const RARE_SHARE = 0.001;
const PER_GROUP = 3;

/** Words of 3+ letters in a sample of live products, with the share of sampled products containing each. */
async function wordShares(db) {
  const { max } = await db.selectFrom('products').select(sql`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow();
  const step = Math.max(1, Math.floor(Number(max) / SAMPLE_ROWS));
  const rows = await db
    .selectFrom('products')
    .select(['name', 'description'])
    .where('deleted', '=', false)
    .where(sql`id % ${step} = 0`)
    .execute();
  const counts = new Map();
  for (const row of rows) {
    for (const word of new Set(`${row.name} ${row.description}`.toLowerCase().match(/[a-z]{3,}/g) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].map(([word, count]) => ({ word, count, share: count / rows.length }));
}

/** The words closest (on a log scale) to a target share; ties alphabetically, so the choice is deterministic. */
function closest(shares, target, taken, minCount) {
  return shares
    .filter((item) => !taken.has(item.word) && item.count >= minCount)
    .sort((a, b) => Math.abs(Math.log(a.share / target)) - Math.abs(Math.log(b.share / target)) || (a.word < b.word ? -1 : 1))
    .slice(0, PER_GROUP);
}

/** Cold twins' words: every sampled word in a band of shares, less the words the hot rows ask, most matches first. */
function wordsInBand(shares, low, high, taken) {
  return shares
    .filter((item) => item.share >= low && item.share <= high && !taken.has(item.word))
    .sort((a, b) => b.share - a.share || (a.word < b.word ? -1 : 1))
    .map((item) => ({ word: item.word, share: Number(item.share.toFixed(4)) }));
}

// The cold twins' bands: broad words are in a fifth of the products or more; middling ones in 1-10 %.
const BROAD_SHARE = 0.2;
const MIDDLING_BAND = [0.01, 0.1];

export async function chooseSearchWords(db) {
  const shares = await wordShares(db);
  const broad = [...shares].sort((a, b) => b.share - a.share || (a.word < b.word ? -1 : 1)).slice(0, PER_GROUP);
  const taken = new Set(broad.map((item) => item.word));
  const middling = closest(shares, MIDDLING_SHARE, taken, 2);
  for (const item of middling) taken.add(item.word);
  const rare = closest(shares, RARE_SHARE, taken, 2);
  for (const item of rare) taken.add(item.word);
  const round = (items) => items.map((item) => ({ word: item.word, share: Number(item.share.toFixed(4)) }));
  // Never asked by the hot rows (nor by the deep-page row's look-up of their last page): pages never asked before.
  const cold = { broad: wordsInBand(shares, BROAD_SHARE, 1, taken), middling: wordsInBand(shares, ...MIDDLING_BAND, taken) };
  return { broad: round(broad), middling: round(middling), rare: round(rare), cold };
}
