// Bulk writes on PostgreSQL (issue 30): orders written in one transaction, as an import or a tool would, with every
// trigger of the schema in place. Linear means 4 times the orders cost about 4 times the time.
import { createDatabase } from '../../api/src/db/database.ts';
import { migrateToLatest } from '../../api/src/db/migrations/index.ts';
import { createBenchDatabase, dropBenchDatabase, withDatabase } from './postgres.mjs';

export const BULK_ORDER_SIZES = [2_000, 8_000, 32_000];

/** A fresh, migrated database with one seller, one buyer and one product; answers its URL. */
async function freshShop(name) {
  const url = await createBenchDatabase(name);
  const { db } = createDatabase({ dataDir: '.', databaseUrl: url });
  try {
    await migrateToLatest(db, 'postgres');
  } finally {
    await db.destroy();
  }
  await withDatabase(url, async (client) => {
    const now = new Date().toISOString();
    const user = (role) =>
      client.query(`insert into users (username, email, password_hash, role, disabled, created_at) values ($1, $2, 'x', $3, false, $4)`, [role, `${role}@bench.test`, role, now]);
    await user('SELLER');
    await user('BUYER');
    await client.query(`insert into products (seller_id, name, description, price_cents, image_url, category, stock, deleted, created_at, updated_at)
      select id, 'Bulk mug', 'A mug.', 100, 'https://images.example.test/mug.png', 'Bulk', 1000000, false, $1, $1 from users where role = 'SELLER'`, [now]);
  });
  return url;
}

/** `orders` orders of one item each, inserted in one transaction (two statements); seconds from BEGIN to COMMIT. */
async function timeBulkOrders(url, orders) {
  return withDatabase(url, async (client) => {
    const started = performance.now();
    await client.query('begin');
    await client.query(
      `insert into orders (user_id, order_price_cents, address_full_name, address_street, address_city, address_state_zip_country, payment_method, created_at)
       select (select id from users where role = 'BUYER'), 100, 'Ada', '1 Market St', 'Springfield', 'SP 1', 'PAYNOW', now() from generate_series(1, $1)`,
      [orders],
    );
    await client.query(
      `insert into order_items (order_id, product_id, product_name, image_url, quantity, price_cents, seller_id, seller_name, status)
       select o.id, p.id, p.name, p.image_url, 1, 100, p.seller_id, 'SELLER', 'PENDING' from orders o cross join products p`,
    );
    await client.query('commit');
    const seconds = (performance.now() - started) / 1000;
    const counted = (await client.query(`select (select sum(orders) from orders_count) as kept, (select count(*) from orders) as real`)).rows[0];
    if (Number(counted.kept) !== orders || Number(counted.real) !== orders) throw new Error(`bulk orders: counted ${counted.kept}, stored ${counted.real}, wrote ${orders}`);
    return seconds;
  });
}

/** Each size on a database of its own; one row per size. */
export async function measureBulkOrders({ runId, say }) {
  const rows = [];
  for (const orders of BULK_ORDER_SIZES) {
    const name = `bench_bulk_${runId}_${orders}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
    const url = await freshShop(name);
    try {
      const seconds = await timeBulkOrders(url, orders);
      say(`  ${`Bulk: ${orders.toLocaleString('en-US')} orders in one transaction`.padEnd(44)} ${seconds.toFixed(2)} s`);
      rows.push({ orders, seconds: Number(seconds.toFixed(3)) });
    } finally {
      await dropBenchDatabase(name);
    }
  }
  return rows;
}
