// `npm run seed:large -- --products 100000 [--database-url postgres://…] [--data-dir ./data] [--seed 20240601] [--quick]`
// Fills an EMPTY database (SQLite in --data-dir, or PostgreSQL at --database-url) with a large generated shop.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedLarge } from './lib/seed-large.mjs';

const text = { type: 'string' };
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean' }, products: text, 'database-url': text, 'data-dir': text, seed: text,
    sellers: text, buyers: text, orders: text,
  },
});
const products = Number(args.products ?? (args.quick ? 2000 : 100000));
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a positive whole number');
  process.exit(2);
}
const databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;
const dataDir = path.resolve(args['data-dir'] ?? process.env.DATA_DIR ?? './data');
const overrides = {};
for (const name of ['sellers', 'buyers', 'orders']) if (args[name] !== undefined) overrides[name] = Number(args[name]);

console.log(`seed:large: ${products} products into ${databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//…@') : path.join(dataDir, 'shop.sqlite')}`);
try {
  const result = await seedLarge({ products, databaseUrl, dataDir, seed: Number(args.seed ?? 20240601), overrides });
  console.log(JSON.stringify(result.counts));
  console.log(`Every generated seller and buyer signs in with the password "${result.password}".`);
} catch (error) {
  console.error(`seed:large failed: ${error.message}`);
  process.exit(1);
}
