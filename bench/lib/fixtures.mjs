import { performance } from 'node:perf_hooks';
// What the load scenarios need from a seeded database: ids, categories, signed-in buyers and sellers,
// stocked products for checkout, and the stock snapshot the checkout invariants are checked against.
import { createDatabase } from '../../api/src/db/database.ts';
import { sql } from './api-deps.mjs';
import { GENERATED_PASSWORD } from './generate.mjs';
import { shuffled } from './random.mjs';
import { chooseSearchWords } from './search-words.mjs';

export async function readFixtures({ dataDir, databaseUrl, buyerCount, sellerCount }) {
  const { db } = createDatabase({ dataDir, databaseUrl });
  try {
    const categoryCounts = (
      await db.selectFrom('products').select(['category', sql`count(*)`.as('count')]).where('deleted', '=', false).groupBy('category').orderBy('category').execute()
    ).map((row) => ({ name: row.category, count: Number(row.count) }));
    const categories = categoryCounts.map((row) => row.name);
    const liveRows = await db.selectFrom('products').select(['id', 'category']).where('deleted', '=', false).orderBy('id').execute();
    const live = liveRows.map((row) => row.id);
    const step = Math.max(1, Math.floor(live.length / 2000));
    const productIds = live.filter((_, index) => index % step === 0);
    // The cold twins' keys: every live product once, in an order that sends neighbours to different rows and pages.
    const everyProduct = shuffled(liveRows, 20261126);
    const everyReviewed = shuffled(
      (await db.selectFrom('reviews').select('product_id').distinct().execute()).map((row) => row.product_id),
      20261127,
    );
    const reviewed = (
      await db.selectFrom('reviews').select(['product_id', sql`count(*)`.as('n')]).groupBy('product_id').orderBy(sql`count(*)`, 'desc').orderBy('product_id').limit(200).execute()
    ).map((row) => row.product_id);
    // Buyers with orders, each with one of their orders (for the order-detail scenario).
    const buyers = await db
      .selectFrom('users')
      .innerJoin('orders', 'orders.user_id', 'users.id')
      .select(['users.id', 'users.username', sql`min(orders.id)`.as('orderId')])
      .where('users.role', '=', 'BUYER')
      .groupBy(['users.id', 'users.username'])
      .orderBy('users.id')
      .limit(buyerCount)
      .execute();
    // Other buyers for the sign-in row, signed in first just before it (see loginScenario): none of them signed in before.
    const signInBuyers = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('role', '=', 'BUYER')
      .where('id', 'not in', buyers.length ? buyers.map((buyer) => buyer.id) : [0])
      .orderBy('id')
      .limit(buyerCount)
      .execute();
    const sellers = await db.selectFrom('users').select(['id', 'username']).where('role', '=', 'SELLER').orderBy('id').limit(sellerCount).execute();
    // Checkout buys one unit of products that have plenty, so stock never runs out during a run.
    const stocked = await db
      .selectFrom('products')
      .select(['id', 'price_cents', 'stock'])
      .where('deleted', '=', false)
      .where('stock', '>=', 200)
      .orderBy('id')
      .limit(3000)
      .execute();
    // The last units: a few live products with 1-9 left, which many buyers then race for.
    const scarce = await db
      .selectFrom('products')
      .select(['id', 'price_cents', 'stock'])
      .where('deleted', '=', false)
      .where('stock', '>=', 1)
      .where('stock', '<=', 9)
      .orderBy('id')
      .limit(5)
      .execute();
    const wordGroups = await chooseSearchWords(db);
    const images = (await db.selectFrom('products').select('image_url').distinct().where('image_url', 'like', '/api/uploads/%').limit(50).execute()).map((row) => row.image_url);
    const words = [...wordGroups.broad, ...wordGroups.middling, ...wordGroups.rare].map((item) => item.word);
    return { categories, categoryCounts, liveProducts: live.length, productIds, reviewed, buyers, signInBuyers, sellers, stocked, scarce, words, wordGroups, images, everyProduct, everyReviewed };
  } finally {
    await db.destroy();
  }
}

/** Stock of the checkout products and the last order id, taken before any checkout runs. */
export async function checkoutSnapshot({ dataDir, databaseUrl, productIds }) {
  const { db } = createDatabase({ dataDir, databaseUrl });
  try {
    const lastOrder = await db.selectFrom('orders').select(sql`coalesce(max(id), 0)`.as('id')).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', productIds).execute();
    return { lastOrderId: Number(lastOrder.id), stock: Object.fromEntries(rows.map((row) => [row.id, row.stock])) };
  } finally {
    await db.destroy();
  }
}

/**
 * Waits until the outbox holds nothing due (the API processes send it: plugins/mail.ts), so the next write scenario
 * does not pay for the last one's e-mails. Answers how many messages were waiting and how long they took to go.
 */
export async function outboxDrained({ dataDir, databaseUrl, timeoutMs = 180_000 }) {
  const { db } = createDatabase({ dataDir, databaseUrl });
  const due = async () => Number((await db.selectFrom('mail_outbox').select(sql`count(*)`.as('n')).where('status', 'in', ['QUEUED', 'SENDING']).executeTakeFirstOrThrow()).n);
  try {
    const started = performance.now();
    const waiting = await due();
    let left = waiting;
    while (left > 0 && performance.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      left = await due();
    }
    const seconds = (performance.now() - started) / 1000;
    return { waiting, left, seconds: Number(seconds.toFixed(1)), perSecond: waiting && !left ? Math.round(waiting / seconds) : null };
  } finally {
    await db.destroy();
  }
}

/**
 * After the checkouts: no stock below zero anywhere, and for every product the units the new orders sold equal the
 * stock taken from it (and no product outside the checkout set lost stock).
 */
export async function checkInvariants({ dataDir, databaseUrl, snapshot }) {
  const { db: database } = createDatabase({ dataDir, databaseUrl });
  try {
    // One consistent snapshot: a checkout still in flight when the load stopped must not commit between two reads.
    // (SQLite: a read transaction in WAL mode already sees one snapshot.)
    const transaction = databaseUrl ? database.transaction().setIsolationLevel('repeatable read') : database.transaction();
    return await transaction.execute((db) => invariantsIn(db, snapshot));
  } finally {
    await database.destroy();
  }
}

async function invariantsIn(db, snapshot) {
  const negative = await db.selectFrom('products').select(sql`count(*)`.as('n')).where('stock', '<', 0).executeTakeFirstOrThrow();
  const ids = Object.keys(snapshot.stock).map(Number);
  const now = new Map((await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).execute()).map((row) => [row.id, row.stock]));
  const soldRows = await db
    .selectFrom('order_items')
    .select(['product_id', sql`sum(quantity)`.as('units')])
    .where('order_id', '>', snapshot.lastOrderId)
    .groupBy('product_id')
    .execute();
  const sold = new Map(soldRows.map((row) => [row.product_id, Number(row.units)]));
  const orders = await db.selectFrom('orders').select(sql`count(*)`.as('n')).where('id', '>', snapshot.lastOrderId).executeTakeFirstOrThrow();
  let stockTaken = 0;
  const mismatches = [];
  for (const id of ids) {
    const taken = snapshot.stock[id] - (now.get(id) ?? 0);
    stockTaken += taken;
    if (taken !== (sold.get(id) ?? 0)) mismatches.push({ productId: id, stockTaken: taken, unitsSold: sold.get(id) ?? 0 });
  }
  for (const [id, units] of sold) if (!(id in snapshot.stock)) mismatches.push({ productId: id, stockTaken: null, unitsSold: units });
  const unitsSold = [...sold.values()].reduce((sum, units) => sum + units, 0);
  return {
    negativeStockProducts: Number(negative.n),
    ordersCreated: Number(orders.n),
    unitsSold,
    stockTaken,
    mismatches: mismatches.slice(0, 10),
    ok: Number(negative.n) === 0 && unitsSold === stockTaken && mismatches.length === 0,
  };
}

/** Signs accounts in through the real API (a few at a time: argon2 is meant to be slow). */
export async function signIn(baseUrl, accounts, parallel = 4, password = GENERATED_PASSWORD) {
  const signedIn = [];
  let index = 0;
  async function worker() {
    while (index < accounts.length) {
      const account = accounts[index++];
      const response = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: account.username, password }),
      });
      if (!response.ok) throw new Error(`login of ${account.username} failed: ${response.status} ${await response.text()}`);
      const body = await response.json();
      signedIn.push({ ...account, id: body.id, username: account.username, token: body.token });
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return signedIn.sort((a, b) => a.id - b.id);
}
