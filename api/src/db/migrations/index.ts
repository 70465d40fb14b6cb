import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DialectName } from '../database';
import type { Database } from '../schema';
import { initialMigration } from './0001-initial';
import { productsIndexesMigration } from './0002-products-indexes';
import { ordersIndexesMigration } from './0003-orders-indexes';
import { searchIndexPendingListMigration } from './0004-search-index-pending-list';
import { catalogueVersionMigration } from './0005-catalogue-version';
import { loginAttemptsMigration } from './0010-login-attempts';
import { imageUploadsMigration } from './0011-image-uploads';
import { sharedUploadsMigration } from './0015-shared-uploads';
import { productRatingsMigration } from './0020-product-ratings';
import { orderItemMilestonesMigration } from './0025-order-item-milestones';
import { orderItemEventsMigration } from './0040-order-item-events';
import { notificationsMigration } from './0041-notifications';
import { sellerCountsIndexesMigration } from './0042-seller-counts-indexes';
import { catalogueVersionStockPriceMigration } from './0043-catalogue-version-stock-price';
import { catalogueVersionRatingMigration } from './0044-catalogue-version-rating';
import { usersVersionMigration } from './0045-users-version';
import { ordersCountMigration } from './0046-orders-count';
import { orderVersionsMigration } from './0047-order-versions';
import { stockOutOfIndexesMigration } from './0048-stock-out-of-indexes';
import { openDisputesIndexMigration } from './0049-open-disputes-index';
import { productChangeNoticesMigration } from './0050-product-change-notices';
import { cheaperProductNoticesMigration } from './0051-cheaper-product-notices';
import { stripedOrderCountersMigration } from './0052-striped-order-counters';
import { productsAddedNoticeMigration } from './0053-products-added-notice';
import { accountChangeNoticesMigration } from './0054-account-change-notices';
import { tokenGenerationMigration } from './0055-token-generation';
import { usedStreamTicketsMigration } from './0056-used-stream-tickets';
import { disabledSellersMigration } from './0057-disabled-sellers';
import { versionsOnlyMigration } from './0058-versions-only';
import { linearBulkWritesMigration } from './0059-linear-bulk-writes';
import { listingVersionMigration } from './0060-listing-version';
import { categorySortIndexesMigration } from './0061-category-sort-indexes';
import { wordSearchMigration } from './0062-word-search';
import { mailMigration } from './0063-mail';
import { mailMessageIdUnindexedMigration } from './0064-mail-message-id-unindexed';
import { productImportJobsMigration } from './0065-product-import-jobs';
import { dashboardIndexesMigration } from './0066-dashboard-indexes';
import { marketplaceMoneyMigration } from './0067-marketplace-money';
import { checkoutAtOnceMigration } from './0068-checkout-at-once';
import { reviewStarCountsMigration } from './0069-review-star-counts';
import { nameSortIndexOnlyMigration } from './0070-name-sort-index-only';
import { nameWordsMigration } from './0071-name-words';
import { newestOrderIndexMigration } from './0072-newest-order-index';
import { nameWordListsMigration } from './0073-name-word-lists';
import { wordsVersionMigration } from './0074-words-version';
import { marketplaceDaysMigration } from './0075-marketplace-days';
import { wordsChangesMigration } from './0076-words-changes';
import { usersListVersionMigration } from './0077-users-list-version';
import { reviewsPageIndexMigration } from './0078-reviews-page-index';

// Versioned in name order; add the next one here. Each migration gets the dialect so DDL differences stay in this folder.
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-products-indexes': productsIndexesMigration(dialect),
    '0003-orders-indexes': ordersIndexesMigration(dialect),
    '0004-search-index-pending-list': searchIndexPendingListMigration(dialect),
    '0005-catalogue-version': catalogueVersionMigration(dialect),
    '0010-login-attempts': loginAttemptsMigration(dialect),
    '0011-image-uploads': imageUploadsMigration(dialect),
    '0015-shared-uploads': sharedUploadsMigration(dialect),
    '0020-product-ratings': productRatingsMigration(dialect),
    '0025-order-item-milestones': orderItemMilestonesMigration(dialect),
    '0040-order-item-events': orderItemEventsMigration(dialect),
    '0041-notifications': notificationsMigration(dialect),
    '0042-seller-counts-indexes': sellerCountsIndexesMigration(dialect),
    '0043-catalogue-version-stock-price': catalogueVersionStockPriceMigration(dialect),
    '0044-catalogue-version-rating': catalogueVersionRatingMigration(dialect),
    '0045-users-version': usersVersionMigration(dialect),
    '0046-orders-count': ordersCountMigration(dialect),
    '0047-order-versions': orderVersionsMigration(dialect),
    '0048-stock-out-of-indexes': stockOutOfIndexesMigration(dialect),
    '0049-open-disputes-index': openDisputesIndexMigration(),
    '0050-product-change-notices': productChangeNoticesMigration(dialect),
    '0051-cheaper-product-notices': cheaperProductNoticesMigration(dialect),
    '0052-striped-order-counters': stripedOrderCountersMigration(dialect),
    '0053-products-added-notice': productsAddedNoticeMigration(dialect),
    '0054-account-change-notices': accountChangeNoticesMigration(dialect),
    '0055-token-generation': tokenGenerationMigration(dialect),
    '0056-used-stream-tickets': usedStreamTicketsMigration(dialect),
    '0057-disabled-sellers': disabledSellersMigration(dialect),
    '0058-versions-only': versionsOnlyMigration(dialect),
    '0059-linear-bulk-writes': linearBulkWritesMigration(dialect),
    '0060-listing-version': listingVersionMigration(dialect),
    '0061-category-sort-indexes': categorySortIndexesMigration(dialect),
    '0062-word-search': wordSearchMigration(dialect),
    '0063-mail': mailMigration(dialect),
    '0064-mail-message-id-unindexed': mailMessageIdUnindexedMigration(),
    '0065-product-import-jobs': productImportJobsMigration(dialect),
    '0066-dashboard-indexes': dashboardIndexesMigration(),
    '0067-marketplace-money': marketplaceMoneyMigration(dialect),
    '0068-checkout-at-once': checkoutAtOnceMigration(dialect),
    '0069-review-star-counts': reviewStarCountsMigration(dialect),
    '0070-name-sort-index-only': nameSortIndexOnlyMigration(dialect),
    '0071-name-words': nameWordsMigration(dialect),
    '0072-newest-order-index': newestOrderIndexMigration(dialect),
    '0073-name-word-lists': nameWordListsMigration(dialect),
    '0074-words-version': wordsVersionMigration(dialect),
    '0075-marketplace-days': marketplaceDaysMigration(dialect),
    '0076-words-changes': wordsChangesMigration(dialect),
    '0077-users-list-version': usersListVersionMigration(dialect),
    '0078-reviews-page-index': reviewsPageIndexMigration(dialect),
  };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
