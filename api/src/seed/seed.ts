import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { commissionCents, recordLedger, resolutionEntries } from '../lib/ledger';
import { disputeWindowEnd } from '../lib/seller-funds';
import { recordItemEvents } from '../lib/order-item-events';
import { hashPassword } from '../lib/passwords';
import { DEMO_CATEGORIES } from './catalogue';
import { DEMO_USERS, demoLoginLines } from './demo-users';
import { demoImageUrl, writeDemoImages, writeDemoImageSizes } from './images';
import { DEMO_CART, DEMO_WISHLIST } from './orders-plan';
import { lineRows, orderRows, type ProductInfo, productRows } from './rows';

export type SeedOutcome = 'disabled' | 'not-empty' | 'seeded';

/** The marketplace's default rate (migration 0067), which the demo's orders were bought at. */
const DEMO_COMMISSION_BP = 1000;

type Db = Kysely<Database> | Transaction<Database>;

/** Empty = no products and no users besides administrators (the bootstrap admin is created before seeding). */
async function isEmpty(db: Db): Promise<boolean> {
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (product) return false;
  const user = await db.selectFrom('users').select('id').where('role', '<>', 'ADMIN').limit(1).executeTakeFirst();
  return !user;
}

function byKey<T>(rows: T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

type SeedItem = ReturnType<typeof lineRows>['items'][number];

/**
 * The demo's items with their money (PRODUCT.md §10): bought at the marketplace's 10 %, each checkout in the ledger;
 * a resolved dispute (no refund) made the seller's share available now. Delivered items whose dispute window has
 * passed are released by the first read of money, as in a running shop.
 */
async function insertItemsWithMoney(trx: Transaction<Database>, items: SeedItem[], now: string, windowDays: number): Promise<void> {
  const priced = items.map((item) => {
    const grossCents = item.price_cents * item.quantity;
    return {
      ...item,
      commission_rate_bp: DEMO_COMMISSION_BP,
      commission_cents: commissionCents(grossCents, DEMO_COMMISSION_BP),
      funds_released_at: item.status === 'RESOLVED' ? now : null,
      dispute_window_ends_at: item.delivered_at ? disputeWindowEnd(String(item.delivered_at), windowDays) : null,
    };
  });
  await trx.insertInto('order_items').values(priced).execute();
  // The checkouts' entries are the database's (migration 0067); a resolution's are the application's.
  await recordLedger(
    trx,
    priced
      .filter((item) => item.status === 'RESOLVED')
      .flatMap((item) => resolutionEntries({ orderId: item.order_id, productId: item.product_id, sellerId: item.seller_id, grossCents: item.price_cents * item.quantity, commissionCents: item.commission_cents }, 0, now)),
  );
}

/** Inserts the whole demo marketplace in bulk; answers false (writing nothing) when the database is no longer empty. */
async function insertDemoData(trx: Transaction<Database>, dialect: DialectName, hashes: string[], now: number, windows: { resolveHours: number; disputeDays: number }): Promise<boolean> {
  // Two API processes starting together on one PostgreSQL database: the second waits here, then sees data.
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('shop-demo-seed'))`.execute(trx);
  if (!(await isEmpty(trx))) return false;

  const joined = new Date(now - 90 * 86_400_000).toISOString();
  const users = await trx
    .insertInto('users')
    .values(DEMO_USERS.map((user, index) => ({ username: user.username, email: user.email, role: user.role, password_hash: hashes[index]!, created_at: joined })))
    .returning(['id', 'username'])
    .execute();
  const userIds = new Map(users.map((user) => [user.username, user.id]));

  const products = await trx
    .insertInto('products')
    .values(productRows(userIds, now))
    .returning(['id', 'name', 'price_cents', 'image_url', 'seller_id'])
    .execute();
  const sellerNames = new Map(users.map((user) => [user.id, user.username]));
  const productInfo = new Map<string, ProductInfo>(
    products.map((row) => [
      row.name,
      { id: row.id, name: row.name, priceCents: row.price_cents, imageUrl: row.image_url, sellerId: row.seller_id, sellerName: sellerNames.get(row.seller_id)! },
    ]),
  );

  const plannedOrders = orderRows(userIds, productInfo, now);
  const orders = await trx.insertInto('orders').values(plannedOrders).returning(['id', 'user_id', 'created_at']).execute();
  // Matched by (buyer, time) rather than trusting the order RETURNING rows come back in.
  const orderKey = (row: { user_id: number; created_at?: unknown }) => `${row.user_id}@${Date.parse(String(row.created_at))}`;
  const orderIds = byKey(orders, orderKey);
  const ids = plannedOrders.map((order) => orderIds.get(orderKey(order))!.id);

  const { items, events, reviews } = lineRows(ids, userIds, productInfo, now, windows.resolveHours);
  await insertItemsWithMoney(trx, items, new Date(now).toISOString(), windows.disputeDays);
  await recordItemEvents(trx, events);
  await trx.insertInto('reviews').values(reviews).execute();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  await trx
    .insertInto('wishlist_items')
    .values(DEMO_WISHLIST.map(([buyer, name], index) => ({ user_id: userIds.get(buyer)!, product_id: productInfo.get(name)!.id, added_at: at(600 - index * 60) })))
    .execute();
  await trx
    .insertInto('cart_items')
    .values(DEMO_CART.map(([buyer, name, quantity], index) => ({ user_id: userIds.get(buyer)!, product_id: productInfo.get(name)!.id, quantity, added_at: at(120 - index * 10) })))
    .execute();
  return true;
}

/** A database seeded earlier (e.g. by another API process with its own DATA_DIR) still needs the picture files here. */
async function referencesDemoImages(db: Db): Promise<boolean> {
  const urls = DEMO_CATEGORIES.flatMap((category) => category.products.map((_, index) => demoImageUrl(category, index)));
  const row = await db.selectFrom('products').select('id').where('image_url', 'in', urls).limit(1).executeTakeFirst();
  return row !== undefined;
}

async function logDemoLogins(app: FastifyInstance): Promise<void> {
  const present = await app.db
    .selectFrom('users')
    .select('username')
    .where('username', 'in', DEMO_USERS.map((user) => user.username))
    .execute();
  if (present.length === 0) return;
  app.log.info('demo logins (role, username / password):');
  for (const line of demoLoginLines(app.config.adminUsername, app.config.adminPassword, new Set(present.map((row) => row.username)))) {
    app.log.info(`demo login: ${line}`);
  }
}

/** The demo pictures' srcset sizes, made in the background so the server starts listening without waiting for them. */
function makeDemoImageSizesLater(app: FastifyInstance): void {
  app.runInBackground('demo picture sizes (made on request instead)', async (signal) => {
    const made = await writeDemoImageSizes(app.config.dataDir, DEMO_CATEGORIES, signal);
    if (made) app.log.info({ pictures: made }, 'demo picture sizes made');
  });
}

/**
 * On an empty database and unless SEED_DEMO=false, seeds the demo marketplace (users, products with
 * pictures in DATA_DIR/uploads, orders in every status, reviews, a wishlist and a cart) in one transaction.
 * Never seeds twice: a database with any product or non-admin user is left alone.
 */
export async function seedDemoData(app: FastifyInstance): Promise<SeedOutcome> {
  if (!app.config.seedDemo) return 'disabled';
  const started = performance.now();
  if (!(await isEmpty(app.db))) {
    if (await referencesDemoImages(app.db)) {
      await writeDemoImages(app.config.dataDir, DEMO_CATEGORIES);
      makeDemoImageSizesLater(app);
    }
    await logDemoLogins(app);
    return 'not-empty';
  }
  // Hashing runs on libuv threads while the pictures are drawn on this one.
  const hashing = Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  const [hashes] = await Promise.all([hashing, writeDemoImages(app.config.dataDir, DEMO_CATEGORIES)]);
  makeDemoImageSizesLater(app);
  const now = Date.now();
  let seeded: boolean;
  try {
    seeded = await app.db.transaction().execute((trx) => insertDemoData(trx, app.dialect, hashes, now, { resolveHours: app.config.disputeResolveHours, disputeDays: app.config.disputeWindowDays }));
  } catch (error) {
    // Another process seeding at the same moment (e.g. unique usernames on SQLite) is not a failure.
    if (!(await isEmpty(app.db))) seeded = false;
    else throw error;
  }
  if (seeded) {
    const products = DEMO_CATEGORIES.reduce((sum, category) => sum + category.products.length, 0);
    app.log.info({ users: DEMO_USERS.length, products, ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }
  await logDemoLogins(app);
  return seeded ? 'seeded' : 'not-empty';
}
