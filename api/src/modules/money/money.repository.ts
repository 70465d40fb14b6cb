import { type Kysely, sql } from 'kysely';
import type { LedgerAccount } from '../../db/money-schema';
import type { Database } from '../../db/schema';
import { FULL_RATE_BP } from '../../lib/ledger';
import { isoInstant } from '../../db/helpers';
import { pageAnswer, pageWindow } from '../../lib/paging';
import type { BalanceDto, CommissionDto, ItemMoneyDto } from './money.schemas';

type Db = Kysely<Database>;

/** Basis points as the percentage the API shows (1250 → 12.5). */
export const percentOf = (bp: number) => bp / 100;
/** A percentage with at most 2 decimals as basis points; null when it has more. */
export function basisPointsOf(percent: number): number | null {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 && bp >= 0 && bp <= FULL_RATE_BP ? bp : null;
}

export async function isSeller(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 'SELLER').executeTakeFirst();
  return row !== undefined;
}

/** The rate a seller pays on new orders: their own, else the marketplace's (the checkout reads the same). */
export async function commissionRateBpOf(db: Db, sellerId: number): Promise<number> {
  const own = await db.selectFrom('seller_commission_rates').select('commission_rate_bp').where('seller_id', '=', sellerId).executeTakeFirst();
  if (own) return own.commission_rate_bp;
  const marketplace = await db.selectFrom('marketplace_settings').select('commission_rate_bp').where('id', '=', 1).executeTakeFirstOrThrow();
  return marketplace.commission_rate_bp;
}

/** The seller's balances from their ledger accounts (one read of the ledger's seller index). */
export async function balanceOf(db: Db, sellerId: number): Promise<BalanceDto> {
  const [sums, awaiting, rateBp] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(['account', sql<number>`sum(amount_cents)`.as('cents')])
      .where('seller_id', '=', sellerId)
      .groupBy('account')
      .execute(),
    db
      .selectFrom('payout_statements')
      .select(sql<number>`coalesce(sum(net_cents), 0)`.as('cents'))
      .where('seller_id', '=', sellerId)
      .where('status', '=', 'OPEN')
      .executeTakeFirstOrThrow(),
    commissionRateBpOf(db, sellerId),
  ]);
  const of = (account: LedgerAccount) => Number(sums.find((row) => row.account === account)?.cents ?? 0);
  return {
    pendingCents: of('SELLER_PENDING'),
    availableCents: of('SELLER_AVAILABLE'),
    paidOutCents: of('SELLER_PAID_OUT'),
    awaitingPayoutCents: Number(awaiting.cents),
    commissionRate: percentOf(rateBp),
  };
}

export async function commissionSettings(db: Db): Promise<CommissionDto> {
  const [marketplace, sellers] = await Promise.all([
    db.selectFrom('marketplace_settings').select('commission_rate_bp').where('id', '=', 1).executeTakeFirstOrThrow(),
    db
      .selectFrom('seller_commission_rates as r')
      .innerJoin('users as u', 'u.id', 'r.seller_id')
      .select(['r.seller_id', 'u.username', 'r.commission_rate_bp'])
      .orderBy('u.username')
      .execute(),
  ]);
  return {
    rate: percentOf(marketplace.commission_rate_bp),
    sellers: sellers.map((row) => ({ sellerId: row.seller_id, username: row.username, rate: percentOf(row.commission_rate_bp) })),
  };
}

export async function setMarketplaceRate(db: Db, rateBp: number): Promise<void> {
  await db.updateTable('marketplace_settings').set({ commission_rate_bp: rateBp }).where('id', '=', 1).execute();
}

/** A seller's own rate, or (null) back to the marketplace's. */
export async function setSellerRate(db: Db, sellerId: number, rateBp: number | null): Promise<void> {
  if (rateBp === null) {
    await db.deleteFrom('seller_commission_rates').where('seller_id', '=', sellerId).execute();
    return;
  }
  await db
    .insertInto('seller_commission_rates')
    .values({ seller_id: sellerId, commission_rate_bp: rateBp })
    .onConflict((oc) => oc.column('seller_id').doUpdateSet({ commission_rate_bp: rateBp }))
    .execute();
}

/** An item's money columns (kept with its ledger entries, migration 0067) and where its share stands. */
export function itemMoneyQuery(db: Db) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('payout_statement_items as si', (join) => join.onRef('si.order_id', '=', 'i.order_id').onRef('si.product_id', '=', 'i.product_id'))
    .leftJoin('payout_statements as s', 's.id', 'si.statement_id')
    .select([
      'i.order_id', 'i.product_id', 'i.product_name', 'i.quantity', 'o.created_at', 'i.status', 'i.price_cents', 'i.commission_rate_bp',
      'i.commission_cents', 'i.refund_cents', 'i.refund_commission_cents', 'i.funds_released_at', 'si.statement_id', 's.status as statement_status',
    ])
    .where('i.commission_rate_bp', 'is not', null);
}

type ItemMoneyRow = Awaited<ReturnType<ReturnType<typeof itemMoneyQuery>['execute']>>[number];

export function toItemMoney(row: ItemMoneyRow): ItemMoneyDto {
  const gross = row.price_cents * row.quantity;
  const commission = row.commission_cents - row.refund_commission_cents;
  return {
    orderId: row.order_id,
    productId: row.product_id,
    productName: row.product_name,
    quantity: row.quantity,
    placedAt: isoInstant(row.created_at)!,
    status: row.status,
    grossCents: gross,
    commissionRate: percentOf(row.commission_rate_bp ?? 0),
    commissionCents: commission,
    refundCents: row.refund_cents,
    netCents: gross - commission - row.refund_cents,
    state: row.statement_status === 'PAID' ? 'PAID_OUT' : row.funds_released_at ? 'AVAILABLE' : 'PENDING',
    availableAt: isoInstant(row.funds_released_at),
    statementId: row.statement_id,
  };
}

/**
 * A seller's items with their money, newest order first (the seller index on (seller_id, order_id)); items bought
 * before the ledger existed have none and are left out.
 */
export async function itemMoneyPage(db: Db, sellerId: number, page: number | undefined, size: number) {
  const window = pageWindow(page, size);
  const [rows, total] = await Promise.all([
    itemMoneyQuery(db).where('i.seller_id', '=', sellerId).orderBy('i.order_id', 'desc').orderBy('i.product_id').limit(window.size).offset(window.offset).execute(),
    db.selectFrom('order_items').select(sql<number>`count(*)`.as('n')).where('seller_id', '=', sellerId).where('commission_rate_bp', 'is not', null).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toItemMoney), Number(total.n), window.number, window.size);
}
