import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema';

// The marketplace's money (issue 33, migration 0067): the ledger, the commission rates and payout statements.

/** Issue 33 (migration 0067): where money sits. Sellers' accounts carry the seller's id, the marketplace's none. */
export type LedgerAccount = 'BUYER_PAYMENTS' | 'BUYER_REFUNDS' | 'COMMISSION' | 'SELLER_PENDING' | 'SELLER_AVAILABLE' | 'SELLER_PAID_OUT';

/** One side of a money movement; the entries of one `txn` sum to zero. Append-only (triggers refuse changes). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  txn: string;
  account: LedgerAccount;
  seller_id: number | null;
  order_id: number;
  product_id: number;
  statement_id: number | null;
  amount_cents: number;
  at: Timestamp;
}

export interface MarketplaceSettingsTable {
  id: number;
  commission_rate_bp: number;
}

export interface SellerCommissionRatesTable {
  seller_id: number;
  commission_rate_bp: number;
}

export type StatementStatus = 'OPEN' | 'PAID';

export interface PayoutStatementsTable {
  id: Generated<number>;
  seller_id: number;
  /** Funds that became available before this instant are on it. */
  period_end: Timestamp;
  created_at: Timestamp;
  created_by: number;
  status: StatementStatus;
  items: number;
  gross_cents: number;
  commission_cents: number;
  refund_cents: number;
  net_cents: number;
  paid_at: NullableTimestamp;
  paid_by: number | null;
  reference: string | null;
}

/** An item on a statement: its primary key is the item, so no item is ever on two statements. */
export interface PayoutStatementItemsTable {
  order_id: number;
  product_id: number;
  statement_id: number;
  net_cents: number;
}
