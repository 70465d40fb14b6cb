// Loads a large generated data set straight into an empty, migrated database (SQLite or PostgreSQL),
// through the app's own database factory and migrations. Bulk multi-row INSERTs inside one transaction.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from './api-deps.mjs';
import { LOW_STOCK_BELOW } from '../../api/src/lib/stock-rules.ts';
import { Kysely, SqliteDialect } from './api-deps.mjs';
import { createDatabase, openSqlite } from '../../api/src/db/database.ts';
import { wrapSqliteDatabase } from '../../api/src/db/sqlite-driver.ts';
import { insertPostgres, insertSqlite } from './bulk-insert.mjs';
import { migrateToLatest } from '../../api/src/db/migrations/index.ts';
import { RANDOM_VERSION } from '../../api/src/db/migrations/0058-versions-only.ts';
import { countMarketplaceDays } from '../../api/src/db/migrations/0075-marketplace-days.ts';
import { hashPassword } from '../../api/src/lib/passwords.ts';
import { encodePng } from '../../api/src/seed/png.ts';
import { CATEGORY_NAMES, GENERATED_PASSWORD, categoryImageName, countsFor, orderRows, productRows, userRows } from './generate.mjs';

async function assertEmpty(db) {
  const count = async (query) => Number((await query.select(sql`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const products = await count(db.selectFrom('products'));
  const orders = await count(db.selectFrom('orders'));
  const users = await count(db.selectFrom('users').where('role', '<>', 'ADMIN'));
  if (products || orders || users) {
    throw new Error(`The target database is not empty (${products} products, ${orders} orders, ${users} buyers/sellers): seed:large only fills an empty one.`);
  }
}

async function nextId(db, table) {
  const row = await db.selectFrom(table).select(sql`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

/** One picture per category under DATA_DIR/uploads, so product cards show real images served by the API. */
export async function writeCategoryImages(dataDir) {
  const directory = path.join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });
  await Promise.all(
    CATEGORY_NAMES.map(async (category, index) => {
      const hue = (index * 137) % 360;
      const colour = (lightness) => hslToRgb(hue, 0.55, lightness);
      writeFileSync(path.join(directory, categoryImageName(category)), await gradientPng(320, colour(0.85), colour(0.55)));
    }),
  );
}

/** A size x size diagonal gradient between two RGB colours with a soft disc in the middle. */
function gradientPng(size, from, to) {
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * size);
      const dx = x - size / 2;
      const dy = y - size / 2;
      const disc = dx * dx + dy * dy < (size / 4) ** 2 ? 0.35 : 0;
      for (let c = 0; c < 3; c += 1) {
        const value = from[c] + (to[c] - from[c]) * t;
        rgb[(y * size + x) * 3 + c] = Math.round(value + (255 - value) * disc);
      }
    }
  }
  return encodePng(size, size, rgb);
}

function hslToRgb(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
}

/**
 * Fills an empty database with `products` products and the scaled counts of sellers, buyers, orders and reviews.
 * Answers the counts written and the seconds each part took.
 */
export async function seedLarge({ products, databaseUrl, dataDir, seed = 20240601, overrides = {}, log = console.log }) {
  const started = performance.now();
  const counts = countsFor(products, overrides);
  mkdirSync(dataDir, { recursive: true });
  // SQLite: the raw connection too, so bulk rows skip Kysely (same connection, so inside its transaction).
  const raw = databaseUrl ? null : openSqlite(dataDir);
  // A failed load is thrown away (only an empty database is ever loaded), so it need not survive a power cut.
  raw?.pragma('synchronous = OFF');
  // The generated rows reference each other correctly by construction; checking every foreign key per row triples the cost.
  raw?.pragma('foreign_keys = OFF');
  const { db, dialect } = raw
    ? { db: new Kysely({ dialect: new SqliteDialect({ database: wrapSqliteDatabase(raw) }) }), dialect: 'sqlite' }
    : createDatabase({ dataDir, databaseUrl });
  const insertAll = (trx, _dialect, table, rows) => (raw ? insertSqlite(raw, table, rows, log) : insertPostgres(trx, table, rows, log));
  const timings = {};
  const time = async (name, work) => {
    const t0 = performance.now();
    const result = await work();
    timings[name] = (performance.now() - t0) / 1000;
    log(`  ${name}: ${timings[name].toFixed(1)} s`);
    return result;
  };
  try {
    await migrateToLatest(db, dialect);
    await assertEmpty(db);
    await writeCategoryImages(dataDir);
    log(`Generating ${counts.products.toLocaleString('en-US')} products, ${counts.orders.toLocaleString('en-US')} orders and their items and reviews (seed ${seed})…`);
    const passwordHash = await hashPassword(GENERATED_PASSWORD);
    const now = Date.now();
    const firstUserId = await nextId(db, 'users');
    const users = userRows(counts, passwordHash, firstUserId, now);
    const sellers = users.filter((user) => user.role === 'SELLER');
    const buyerIds = users.filter((user) => user.role === 'BUYER').map((user) => user.id);
    const productList = productRows(products, sellers.map((user) => user.id), await nextId(db, 'products'), now, seed);
    const { orders, items, reviews } = orderRows({
      orders: counts.orders,
      buyerIds,
      products: productList,
      sellerNames: new Map(sellers.map((user) => [user.id, user.username])),
      firstOrderId: await nextId(db, 'orders'),
      firstReviewId: await nextId(db, 'reviews'),
      now,
      seed,
    });
    log(`Loading ${dialect}: ${users.length} users, ${productList.length} products, ${orders.length} orders, ${items.length} order items, ${reviews.length} reviews`);
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`set local maintenance_work_mem = '1GB'`.execute(trx);
      const counters = await pauseCounterTriggers(trx, dialect);
      const restore = await time('drop secondary indexes', () => dropSecondaryIndexes(trx, dialect, BULK_TABLES));
      const skipsChecks = await skipForeignKeyChecks(trx, dialect);
      await time('users', () => insertAll(trx, dialect, 'users', users));
      await time('products', () => insertProducts(trx, dialect, productList, insertAll));
      await time('orders', () => insertAll(trx, dialect, 'orders', orders));
      await time('order items', () => insertAll(trx, dialect, 'order_items', items));
      await time('reviews', () => insertAll(trx, dialect, 'reviews', reviews));
      if (skipsChecks) await sql`set local session_replication_role = default`.execute(trx);
      await counters.resume();
      await time('rebuild indexes', () => restore());
      if (dialect === 'postgres') {
        // Explicit ids leave the identity sequences behind; the next sign-up or checkout must not collide.
        for (const table of ['users', 'products', 'orders', 'reviews']) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
        }
      }
    });
    // Statistics and the visibility map, as autovacuum would leave them shortly after a real bulk load.
    if (dialect === 'postgres') await time('vacuum analyze', () => sql`vacuum analyze`.execute(db));
    const seconds = (performance.now() - started) / 1000;
    log(`Loaded in ${seconds.toFixed(1)} s`);
    return {
      dialect,
      counts: { users: users.length, sellers: sellers.length, buyers: buyerIds.length, products: productList.length, orders: orders.length, orderItems: items.length, reviews: reviews.length },
      seconds,
      timings,
      password: GENERATED_PASSWORD,
    };
  } finally {
    await db.destroy();
  }
}

const BULK_TABLES = ['products', 'orders', 'order_items', 'reviews'];

/**
 * PostgreSQL checks every inserted row's foreign keys with a trigger of its own; the generated rows are consistent by
 * construction, so a superuser's load switches those checks off for the inserts (as pg_restore --disable-triggers
 * does). Others keep them, only slower. SQLite's load already runs with foreign keys off.
 */
async function skipForeignKeyChecks(trx, dialect) {
  if (dialect !== 'postgres') return false;
  const { rows } = await sql`select rolsuper as superuser from pg_roles where rolname = current_user`.execute(trx);
  if (!rows[0]?.superuser) return false;
  await sql`set local session_replication_role = replica`.execute(trx);
  return true;
}

// The counter triggers (migrations 0044-0048, 0059, 0075: catalogue version on ratings, orders count, order lists' and
// reviews' counters, low stock per seller, the marketplace's days) update one small row per product, order, item and
// review. Replayed row by row that is hundreds of thousands of updates of a few rows (PostgreSQL also queues them to
// commit, and an index cannot be rebuilt while they wait), so the load switches them off and sets the counters once:
// the orders count, the days, low stock per seller, and a bump of the versions (an order list's counter that has no
// row yet reads as 0, and nothing was cached before the load).
const COUNTER_TRIGGERS = {
  postgres: [
    { table: 'products', trigger: 'products_catalogue_version_rating' },
    { table: 'orders', trigger: 'order_versions_orders' },
    { table: 'order_items', trigger: 'order_versions_items' },
    // They gather the owners (and the orders count's change) the two above apply at commit (0059).
    { table: 'orders', trigger: 'order_owners_orders_insert' },
    { table: 'order_items', trigger: 'order_owners_items_insert' },
    // The marketplace's days (0075): gathered per statement, applied at commit.
    { table: 'orders', trigger: 'order_days_insert' },
    { table: 'orders', trigger: 'order_days_moved' },
    { table: 'reviews', trigger: 'reviews_version_change' },
    // A review's rating would update its product row once per review; generate.mjs sets the products' columns.
    { table: 'reviews', trigger: 'reviews_rating' },
    { table: 'products', trigger: 'products_low_stock_change' },
    { table: 'products', trigger: 'products_low_stock_update' },
    // The words' log (0076) would name every product; it is started afresh instead.
    { table: 'products', trigger: 'products_words_log_insert' },
  ],
  // SQLite cannot switch a trigger off: they are dropped and put back as the migrations wrote them.
  sqlite: [
    'products_catalogue_version_rating',
    // The words' version (0074), moved once per product row on SQLite.
    'products_words_version_insert',
    'products_words_log_insert',
    'orders_count_insert',
    'marketplace_days_insert',
    'order_versions_orders_insert',
    'order_versions_items_insert',
    'reviews_version_insert',
    'reviews_rating_insert',
    'products_low_stock_insert',
  ],
};

/** Switches the counter triggers off for the load; `resume` sets what they keep and switches them back on. */
async function pauseCounterTriggers(trx, dialect) {
  let restore;
  if (dialect === 'postgres') {
    const triggers = COUNTER_TRIGGERS.postgres;
    for (const { table, trigger } of triggers) await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(trx);
    restore = async () => {
      for (const { table, trigger } of triggers) await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(trx);
    };
  } else {
    const names = COUNTER_TRIGGERS.sqlite;
    const definitions = (await sql`select name, sql from sqlite_master where type = 'trigger' and name in (${sql.join(names)})`.execute(trx)).rows;
    for (const { name } of definitions) await sql`drop trigger ${sql.id(name)}`.execute(trx);
    restore = async () => {
      for (const { sql: definition } of definitions) await sql.raw(definition).execute(trx);
    };
  }
  return {
    resume: async () => {
      // PostgreSQL spreads the count over several rows (0052); after the load it is all in the first.
      await sql`delete from orders_count where id <> 1`.execute(trx);
      await sql`update orders_count set orders = (select count(*) from orders) where id = 1`.execute(trx);
      await countMarketplaceDays(trx, dialect);
      await sql`delete from low_stock_counts`.execute(trx);
      await sql`insert into low_stock_counts (seller_id, products)
        select seller_id, count(*) from products where deleted = ${false} and stock < ${LOW_STOCK_BELOW} group by seller_id`.execute(trx);
      for (const table of ['catalogue_version', 'words_version', 'reviews_version']) await sql`update ${sql.table(table)} set version = version + 1 where id = 1`.execute(trx);
      // A log started afresh: a process holding the words reads them whole (its entry is gone).
      await sql`delete from words_changes`.execute(trx);
      await sql`insert into words_changes (product_id, stamp) values (null, ${RANDOM_VERSION[dialect]})`.execute(trx);
      await restore();
    },
  };
}

/**
 * Building an index once over all rows is much faster than updating it row by row, so the secondary indexes
 * (not those behind primary keys or unique constraints) are dropped for the load and re-created from their
 * own stored definitions, exactly as the migrations wrote them. Answers the function that re-creates them.
 */
async function dropSecondaryIndexes(trx, dialect, tables) {
  const definitions = [];
  for (const table of tables) {
    const found =
      dialect === 'postgres'
        ? await sql`select indexname as name, indexdef as definition from pg_indexes
            where schemaname = current_schema() and tablename = ${table}
              and indexname not in (select conname from pg_constraint)`.execute(trx)
        : await sql`select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name = ${table} and sql is not null
              and name not in (select name from pragma_index_list(${table}) where "unique" = 1)`.execute(trx);
    definitions.push(...found.rows);
  }
  for (const { name } of definitions) await sql`drop index ${sql.id(name)}`.execute(trx);
  return async () => {
    for (const { definition } of definitions) await sql.raw(definition).execute(trx);
  };
}

/**
 * SQLite: the FTS5 word indexes over products (every one whose content is the products table: the words of name and
 * description, 0062, and of the name alone, 0071) are filled once after the rows (a 'rebuild') instead of row by row
 * through their insert triggers, which is several times faster; the triggers are put back exactly as the migrations
 * wrote them.
 */
async function insertProducts(trx, dialect, rows, insertAll) {
  if (dialect !== 'sqlite') return insertAll(trx, dialect, 'products', rows);
  // Every insert trigger (the word index's, the catalogue version's) is dropped for the load and put back as written.
  const triggers = (await sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'products' and sql like '%after insert%'`.execute(trx)).rows;
  for (const { name } of triggers) await sql`drop trigger ${sql.id(name)}`.execute(trx);
  await insertAll(trx, dialect, 'products', rows);
  const indexes = (await sql`select name from sqlite_master where type = 'table' and sql like 'create virtual table%using fts5%content=''products''%'`.execute(trx)).rows;
  for (const { name } of indexes) await sql`insert into ${sql.table(name)}(${sql.id(name)}) values ('rebuild')`.execute(trx);
  await sql`update catalogue_version set version = version + 1`.execute(trx);
  for (const { sql: definition } of triggers) await sql.raw(definition).execute(trx);
}
