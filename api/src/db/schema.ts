import type { ColumnType, Generated } from 'kysely';
import type { MailKind } from '../lib/mail/kinds';
import type {
  LedgerEntriesTable,
  MarketplaceSettingsTable,
  PayoutStatementItemsTable,
  PayoutStatementsTable,
  SellerCommissionRatesTable,
} from './money-schema';

/** Timestamps are ISO 8601 strings when read on both dialects; writes take a string or a Date. */
export type Timestamp = ColumnType<string, string | Date | undefined, string | Date>;
export type NullableTimestamp = ColumnType<string | null, string | Date | null | undefined, string | Date | null>;
/** Booleans read back as true/false on both dialects (SQLite stores 0/1, converted in sqlite-driver.ts). */
export type Bool = ColumnType<boolean, boolean | undefined, boolean>;

export type Role = 'BUYER' | 'SELLER' | 'ADMIN';
export type PaymentMethod = 'PAYNOW' | 'CREDIT_CARD' | 'PAYPAL';
export type OrderItemStatus = 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  disabled: Bool;
  /** Tokens issued at or before this instant are rejected (set on password change and disable). */
  tokens_valid_after: NullableTimestamp;
  /** Carried in each token (claim `gen`): a password change or a disable adds one, refusing every token signed before. */
  token_generation: Generated<number>;
  created_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  description: string;
  price_cents: number;
  image_url: string;
  category: string;
  stock: number;
  deleted: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Kept by triggers on reviews (migration 0020): how many reviews, the sum of their stars, and average × 100. */
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  rating_rank: Generated<number>;
  /** Kept by the same triggers (migration 0069): how many reviews gave 1, 2, 3, 4 and 5 stars. */
  stars_1: Generated<number>;
  stars_2: Generated<number>;
  stars_3: Generated<number>;
  stars_4: Generated<number>;
  stars_5: Generated<number>;
}

/** SQLite only: the FTS5 word index over products(name, description) (migration 0062), kept by triggers. */
export interface ProductsWordsTable {
  rowid: number;
  /** FTS5's hidden column named after the table: `products_words match '…'`. */
  products_words: string;
}

/** SQLite only: the FTS5 word index over products(name) alone, with 1-3 letter prefixes (migration 0071), kept by triggers. */
export interface ProductsNameWordsTable {
  rowid: number;
  /** FTS5's hidden column named after the table: `products_name_words match '…'`. */
  products_name_words: string;
}

export interface CartItemsTable {
  user_id: number;
  product_id: number;
  quantity: number;
  added_at: Timestamp;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  added_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  order_price_cents: number;
  address_full_name: string;
  address_street: string;
  address_city: string;
  address_state_zip_country: string;
  payment_method: PaymentMethod;
  card_brand: string | null;
  card_last4: string | null;
  card_name: string | null;
  paypal_email: string | null;
  paynow_reference: string | null;
}

export interface OrderItemsTable {
  order_id: number;
  product_id: number;
  product_name: string;
  image_url: string;
  quantity: number;
  price_cents: number;
  seller_id: number;
  seller_name: string;
  status: ColumnType<OrderItemStatus, OrderItemStatus | undefined, OrderItemStatus>;
  delivery_date: NullableTimestamp;
  dispute_reason: string | null;
  dispute_description: string | null;
  dispute_raised_at: NullableTimestamp;
  /**
   * When the seller shipped it (0025); null before that migration or while pending. The timeline's SHIPPED and
   * DELIVERED events hold the same moments; these copies, written in the same transaction, let the seller's
   * scorecard aggregate one table on the seller index instead of joining every item's events.
   */
  shipped_at: NullableTimestamp;
  /** When the buyer marked it delivered (0025). */
  delivered_at: NullableTimestamp;
  /** When the seller's time to resolve ends (migration 0040). */
  dispute_due_at: NullableTimestamp;
  /** Set once the deadline passed unresolved: admins may then resolve it. */
  dispute_escalated_at: NullableTimestamp;
  /**
   * Issue 33 (migration 0067): the commission rate that applied when bought, in basis points, and its commission.
   * Null rate: bought before the ledger existed (or written outside a checkout), so no money of it is in the ledger.
   */
  commission_rate_bp: number | null;
  commission_cents: ColumnType<number, number | undefined, number>;
  /** What the buyer got back when the dispute was resolved, and the commission returned with it. */
  refund_cents: ColumnType<number, number | undefined, number>;
  refund_commission_cents: ColumnType<number, number | undefined, number>;
  /** When the seller's share moved from pending to available (dispute window passed, or dispute resolved). */
  funds_released_at: NullableTimestamp;
  /** Set on delivery (DISPUTE_WINDOW_DAYS later): the buyer may dispute until then; then the share is released. */
  dispute_window_ends_at: NullableTimestamp;
}

export type OrderItemEventKind = 'PLACED' | 'SHIPPED' | 'DELIVERED' | 'DISPUTED' | 'ESCALATED' | 'RESOLVED';
export type EventActorRole = Role | 'SYSTEM';

/** One step in an order item's history (migration 0040); SYSTEM steps (escalation) have no actor id. */
export interface OrderItemEventsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  kind: OrderItemEventKind;
  at: Timestamp;
  actor_id: number | null;
  actor_role: EventActorRole;
  carrier: string | null;
  tracking_number: string | null;
  estimated_delivery: NullableTimestamp;
  note: string | null;
  /** A RESOLVED step's refund to the buyer, in cents (migration 0067); null elsewhere. */
  refund_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  rating: number;
  description: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  order_id: number | null;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  identifier_lower: string;
  failures: number;
  window_started_at: Timestamp;
}

/** Attempts in the current window; subject `user:<id>` or `name:<identifier>`, address a client IP or '*' (all). */
/** Ids of live-event tickets that have opened their stream (migration 0056): a ticket opens one, once. */
export interface UsedStreamTicketsTable {
  id: string;
  expires_at: Timestamp;
}

export interface LoginAttemptsTable {
  subject: string;
  address: string;
  attempts: number;
  window_started_at: Timestamp;
}

export interface LoginKnownAddressesTable {
  user_id: number;
  address: string;
  last_success_at: Timestamp;
}

export interface ImageUploadsTable {
  name: string;
  user_id: number;
  bytes: number;
  created_at: Timestamp;
}

/** Per seller: live products with stock below 10, kept by triggers (migration 0048). */
export interface LowStockCountsTable {
  seller_id: number;
  products: number;
}

/** A counter per order list ('all', 'buyer:<id>', 'seller:<id>'), kept by triggers (migration 0047). */
export interface OrderVersionsTable {
  owner: string;
  /** PostgreSQL only (migration 0052): 'all' is spread over several rows; an owner's version is the sum of its rows. */
  slot?: number;
  version: number;
}

/** How many orders exist, kept by triggers (migration 0046): one row on SQLite, the sum of a few on PostgreSQL (0052). */
export interface OrdersCountTable {
  id: number;
  orders: number;
}

/**
 * The marketplace's orders and revenue per UTC day (YYYY-MM-DD), kept by triggers (migration 0075): one row per day on
 * SQLite, one per day and connection slot on PostgreSQL (a day's figures are the sum of its rows).
 */
export interface MarketplaceDaysTable {
  day: string;
  slot: number;
  orders: number;
  revenue_cents: number;
}

/** Migration 0076: each product whose words may have changed, numbered in commit order (`product_id` null: the log's start). */
export interface WordsChangesTable {
  seq: Generated<number>;
  product_id: number | null;
  stamp: number;
}

/** One row (id 1): bumped by triggers whenever the catalogue's searchable content changes (migration 0005). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** Migration 0060: one row on SQLite; PostgreSQL spreads it over connection slots, the version is their sum. */
export interface ListingVersionTable {
  slot: number;
  version: number;
}

export type NotificationKind = 'BACK_IN_STOCK' | 'PRICE_DROP';

/** A buyer's in-app notification (migration 0041); dedupe_key names the event, unique per user. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  kind: NotificationKind;
  dedupe_key: string;
  message: string;
  old_price_cents: number | null;
  new_price_cents: number | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** Issue 34: a seller's CSV import, chunk by chunk (migration 0065). */
export interface ProductImportJobsTable {
  id: Generated<number>;
  seller_id: number;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  total: number;
  processed: ColumnType<number, number | undefined, number>;
  created: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  unchanged: ColumnType<number, number | undefined, number>;
  refused: ColumnType<number, number | undefined, number>;
  /** The refused lines as JSON: [{ line, name, errors }]. */
  refusals: ColumnType<string, string | undefined, string>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** Issue 32: every e-mail the shop sends, from its event's transaction until sent (migration 0063). */
export type MailStatus = 'QUEUED' | 'SENDING' | 'SENT' | 'FAILED' | 'SKIPPED';

export interface MailOutboxTable {
  id: Generated<number>;
  kind: MailKind;
  user_id: number;
  dedupe_key: string;
  subject: string;
  /** The event's facts as JSON (lib/mail/templates.ts MailData), laid out when sent. */
  data: string;
  /** The left part of the Message-ID header (the right is PUBLIC_URL's host): one id for every attempt. */
  message_id: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: NullableTimestamp;
  claim: string | null;
  to_email: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface MailOptOutsTable {
  user_id: number;
  kind: MailKind;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  products: ProductsTable;
  products_words: ProductsWordsTable;
  products_name_words: ProductsNameWordsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_events: OrderItemEventsTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  product_import_jobs: ProductImportJobsTable;
  mail_opt_outs: MailOptOutsTable;
  reviews: ReviewsTable;
  idempotency_keys: IdempotencyKeysTable;
  login_failures: LoginFailuresTable;
  login_attempts: LoginAttemptsTable;
  used_stream_tickets: UsedStreamTicketsTable;
  login_known_addresses: LoginKnownAddressesTable;
  image_uploads: ImageUploadsTable;
  catalogue_version: CatalogueVersionTable;
  /** Migration 0074: moved only by what the words kept in memory are read from. */
  words_version: CatalogueVersionTable;
  words_changes: WordsChangesTable;
  users_version: CatalogueVersionTable;
  orders_count: OrdersCountTable;
  marketplace_days: MarketplaceDaysTable;
  order_versions: OrderVersionsTable;
  low_stock_counts: LowStockCountsTable;
  reviews_version: CatalogueVersionTable;
  listing_version: ListingVersionTable;
  ledger_entries: LedgerEntriesTable;
  marketplace_settings: MarketplaceSettingsTable;
  seller_commission_rates: SellerCommissionRatesTable;
  payout_statements: PayoutStatementsTable;
  payout_statement_items: PayoutStatementItemsTable;
}
