import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Migration, type RawBuilder, sql } from 'kysely';
import { insertProduct } from '../../test/catalog-factory';
import { startTestApp, type TestApp } from '../../test/harness';
import { mailMigration } from './0063-mail';
import { nameSortIndexOnlyMigration } from './0070-name-sort-index-only';
import { nameWordsMigration } from './0071-name-words';
import { newestOrderIndexMigration } from './0072-newest-order-index';
import { nameWordListsMigration } from './0073-name-word-lists';
import { reviewsPageIndexMigration } from './0078-reviews-page-index';

describe('migrations', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test('every migration ran on this dialect', async () => {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.app.db);
    assert.deepEqual(
      rows.rows.map((row) => row.name),
      ['0001-initial', '0002-products-indexes', '0003-orders-indexes', '0004-search-index-pending-list', '0005-catalogue-version', '0010-login-attempts', '0011-image-uploads', '0015-shared-uploads', '0020-product-ratings', '0025-order-item-milestones', '0040-order-item-events', '0041-notifications', '0042-seller-counts-indexes', '0043-catalogue-version-stock-price', '0044-catalogue-version-rating', '0045-users-version', '0046-orders-count', '0047-order-versions', '0048-stock-out-of-indexes', '0049-open-disputes-index', '0050-product-change-notices', '0051-cheaper-product-notices', '0052-striped-order-counters', '0053-products-added-notice', '0054-account-change-notices', '0055-token-generation', '0056-used-stream-tickets', '0057-disabled-sellers', '0058-versions-only', '0059-linear-bulk-writes', '0060-listing-version', '0061-category-sort-indexes', '0062-word-search', '0063-mail', '0064-mail-message-id-unindexed', '0065-product-import-jobs', '0066-dashboard-indexes', '0067-marketplace-money', '0068-checkout-at-once', '0069-review-star-counts', '0070-name-sort-index-only', '0071-name-words', '0072-newest-order-index', '0073-name-word-lists', '0074-words-version', '0075-marketplace-days', '0076-words-changes', '0077-users-list-version', '0078-reviews-page-index'],
    );
  });

  test('0070 gives the name indexes the name, and takes it back down', { skip: process.env.DATABASE_URL ? false : 'PostgreSQL only: on SQLite it changes nothing' }, async () => {
    const db = t.app.db;
    const definitions = async () =>
      (await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname in ('products_live_category_name_idx', 'products_live_name_idx') order by indexname`.execute(db)).rows.map((row) =>
        row.indexdef.replace(/^.* USING btree /, ''),
      );
    const migration = nameSortIndexOnlyMigration('postgres');
    const now = ['(deleted, category, lower(name) COLLATE "C", id) INCLUDE (seller_id, name)', '(deleted, lower(name) COLLATE "C", id) INCLUDE (seller_id, name)'];
    assert.deepEqual(await definitions(), now);
    await migration.down!(db as never);
    assert.deepEqual(await definitions(), ['(deleted, category, lower(name) COLLATE "C", id) INCLUDE (seller_id)', '(deleted, lower(name) COLLATE "C", id)']);
    await migration.up(db as never);
    assert.deepEqual(await definitions(), now);
  });

  /**
   * A PostgreSQL index redefined to end with the id (0072, 0078): its definition now, the plan of each query reading it
   * in order with no sort (plain index scans only, as the planner picks on a large catalogue: this one is nearly
   * empty), and the migration down to `before` and up again.
   */
  async function assertEndsWithId(index: string, migration: Migration, now: string, before: string, queries: RawBuilder<unknown>[]) {
    const db = t.app.db;
    const definition = async () =>
      (await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = ${index}`.execute(db)).rows.map((row) => row.indexdef.replace(/^.* USING btree /, ''));
    assert.deepEqual(await definition(), [now]);
    await db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`.execute(trx);
      for (const query of queries) {
        const rows = (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)).rows;
        const text = rows.map((row) => row['QUERY PLAN']).join('\n');
        assert.match(text, new RegExp(index));
        assert.doesNotMatch(text, /Sort/);
      }
    });
    await migration.down!(db as never);
    assert.deepEqual(await definition(), [before]);
    await migration.up(db as never);
    assert.deepEqual(await definition(), [now]);
  }

  test('0072 ends the newest-first index with the id, so the newest order needs no sort, and takes it back down', { skip: process.env.DATABASE_URL ? false : 'PostgreSQL only: on SQLite every index ends with the rowid' }, async () => {
    await assertEndsWithId('products_deleted_created_idx', newestOrderIndexMigration('postgres'), '(deleted, created_at, id)', '(deleted, created_at)', [
      sql`select id from products where deleted = false order by created_at desc, id desc`,
    ]);
  });

  test("0078 ends the reviews' product-and-date index with the id, so a reviews page's ids need no sort, and takes it back down", { skip: process.env.DATABASE_URL ? false : 'PostgreSQL only: on SQLite every index ends with the rowid' }, async () => {
    const page = (direction: RawBuilder<unknown>) => sql`select id from reviews where product_id = 1 order by created_at ${direction}, id ${direction} limit 5`;
    await assertEndsWithId('reviews_product_created_idx', reviewsPageIndexMigration('postgres'), '(product_id, created_at, id)', '(product_id, created_at)', [page(sql`desc`), page(sql`asc`)]);
  });

  test('0071 indexes the names alone, kept by triggers, 0073 lists its words, and both come back down', { skip: process.env.DATABASE_URL ? 'SQLite only: PostgreSQL has its names\' own index since 0062' : false }, async () => {
    const db = t.app.db;
    const user = await db.insertInto('users').values({ username: 'name_words_seller', email: 'name-words@example.test', password_hash: 'x', role: 'SELLER' }).returning('id').executeTakeFirstOrThrow();
    const lamp = await insertProduct(t, user.id, { name: 'Wombat lamp', description: 'Not a kettle.' });
    const named = async (match: string) =>
      (await sql<{ rowid: number }>`select rowid from products_name_words where products_name_words match ${match}`.execute(db)).rows.map((row) => row.rowid);
    assert.deepEqual(await named('wombat'), [lamp]);
    assert.deepEqual(await named('kettle'), [], 'descriptions are not in it');
    assert.deepEqual(await named('"w" *'), [lamp]);
    await db.updateTable('products').set({ name: 'Wombat kettle' }).where('id', '=', lamp).execute();
    assert.deepEqual(await named('kettle'), [lamp]);
    assert.deepEqual(await named('lamp'), []);
    // 0073's lists of the index's words (one row per word in a name), read by the names kept in memory.
    const listed = async (term: string) =>
      (await sql<{ doc: number }>`select doc from products_name_words_rows where term = ${term}`.execute(db)).rows.map((row) => row.doc);
    assert.deepEqual(await listed('kettle'), [lamp]);
    const lists = nameWordListsMigration('sqlite');
    const migration = nameWordsMigration('sqlite');
    await lists.down!(db as never);
    await migration.down!(db as never);
    const tables = async () => (await sql<{ name: string }>`select name from sqlite_master where name like 'products_name_words%' order by name`.execute(db)).rows.map((row) => row.name);
    assert.deepEqual(await tables(), []);
    await migration.up(db as never);
    await lists.up(db as never);
    assert.deepEqual(await named('wombat kettle'), [lamp], 'filled from the products on the way up');
    assert.deepEqual(await listed('wombat'), [lamp]);
    await db.deleteFrom('products').where('id', '=', lamp).execute();
    assert.deepEqual(await named('wombat'), []);
  });

  test('0063 moves the wishlist e-mails 0041 queued and nothing sent into the outbox, with their words', async () => {
    const db = t.app.db;
    const mail = mailMigration(t.dialect);
    await mail.down!(db as never);
    const now = new Date().toISOString();
    const user = await db.insertInto('users').values({ username: 'legacy_buyer', email: 'legacy@example.test', password_hash: 'x', role: 'BUYER' }).returning('id').executeTakeFirstOrThrow();
    const product = await insertProduct(t, user.id, { name: 'Old Lamp' });
    const note = await db
      .insertInto('notifications')
      .values({ user_id: user.id, product_id: product, kind: 'BACK_IN_STOCK', dedupe_key: 'legacy', message: 'Old Lamp is back in stock.', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const legacy = sql.table('notification_outbox');
    await sql`insert into ${legacy} (notification_id, to_email, subject, body, created_at, sent_at) values
      (${note.id}, 'legacy@example.test', 'Back in stock: Old Lamp', 'Old Lamp is back in stock. It is on your wishlist.', ${now}, null),
      (${note.id}, 'legacy@example.test', 'Already sent', 'Sent long ago.', ${now}, ${now})`.execute(db);
    await mail.up(db as never);
    const moved = await db.selectFrom('mail_outbox').selectAll().where('user_id', '=', user.id).execute();
    assert.deepEqual(
      moved.map((row) => ({ kind: row.kind, subject: row.subject, status: row.status, data: JSON.parse(row.data) })),
      [{ kind: 'BACK_IN_STOCK', subject: 'Back in stock: Old Lamp', status: 'QUEUED', data: { productId: product, productName: 'Old Lamp', message: 'Old Lamp is back in stock. It is on your wishlist.' } }],
    );
  });

  test('on PostgreSQL the word index keeps a small pending list, so stock updates do not slow text search', async (context) => {
    if (t.dialect !== 'postgres') return context.skip('PostgreSQL only');
    const rows = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where relname = 'products_search_words_idx'`.execute(t.app.db);
    assert.deepEqual(rows.rows[0]?.options, ['gin_pending_list_limit=64']);
  });
});
