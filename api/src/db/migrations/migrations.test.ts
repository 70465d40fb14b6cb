import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../test/harness';

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
      ['0001-initial', '0002-products-indexes', '0003-orders-indexes', '0004-search-index-pending-list', '0005-catalogue-version', '0010-login-attempts', '0011-image-uploads', '0015-shared-uploads', '0020-product-ratings', '0025-order-item-milestones', '0040-order-item-events', '0041-notifications', '0042-seller-counts-indexes', '0043-catalogue-version-stock-price', '0044-catalogue-version-rating', '0045-users-version', '0046-orders-count', '0047-order-versions', '0048-stock-out-of-indexes', '0049-open-disputes-index', '0050-product-change-notices', '0051-cheaper-product-notices', '0052-striped-order-counters', '0053-products-added-notice', '0054-account-change-notices', '0055-token-generation', '0056-used-stream-tickets', '0057-disabled-sellers', '0058-versions-only', '0059-linear-bulk-writes', '0060-listing-version', '0061-category-sort-indexes', '0062-word-search'],
    );
  });

  test('on PostgreSQL the word index keeps a small pending list, so stock updates do not slow text search', async (context) => {
    if (t.dialect !== 'postgres') return context.skip('PostgreSQL only');
    const rows = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where relname = 'products_search_words_idx'`.execute(t.app.db);
    assert.deepEqual(rows.rows[0]?.options, ['gin_pending_list_limit=64']);
  });
});
