import { type Kysely, type Selectable, sql } from 'kysely';
import { isoInstant, nowIso } from '../../db/helpers';
import type { PayoutStatementsTable, StatementStatus } from '../../db/money-schema';
import type { Database } from '../../db/schema';
import { payoutEntries, recordLedger } from '../../lib/ledger';
import { pageAnswer, pageWindow } from '../../lib/paging';
import { itemMoneyQuery, toItemMoney } from './money.repository';
import type { ItemMoneyDto, StatementDto } from './money.schemas';

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

/** The instant a period ending on `day` (YYYY-MM-DD, UTC) ends: the next midnight. */
export const periodEndOf = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();

/** An item due on a statement, with its money. */
interface DueItem {
  order_id: number;
  product_id: number;
  seller_id: number;
  gross: number;
  commission: number;
  refund: number;
  net: number;
}

function totals(items: DueItem[]) {
  const sum = (pick: (item: DueItem) => number) => items.reduce((total, item) => total + pick(item), 0);
  return { items: items.length, gross_cents: sum((i) => i.gross), commission_cents: sum((i) => i.commission), refund_cents: sum((i) => i.refund), net_cents: sum((i) => i.net) };
}

/** Items whose share became available before `periodEnd` and are on no statement yet. */
async function dueItems(trx: Db, periodEnd: string): Promise<DueItem[]> {
  const rows = await trx
    .selectFrom('order_items as i')
    .leftJoin('payout_statement_items as si', (join) => join.onRef('si.order_id', '=', 'i.order_id').onRef('si.product_id', '=', 'i.product_id'))
    .select(['i.order_id', 'i.product_id', 'i.seller_id', 'i.price_cents', 'i.quantity', 'i.commission_cents', 'i.refund_cents', 'i.refund_commission_cents'])
    .where('i.funds_released_at', 'is not', null)
    .where('i.commission_rate_bp', 'is not', null)
    .where('i.funds_released_at', '<', periodEnd)
    .where('si.order_id', 'is', null)
    .orderBy('i.order_id')
    .orderBy('i.product_id')
    .execute();
  return rows.map((row) => {
    const gross = row.price_cents * row.quantity;
    const commission = row.commission_cents - row.refund_commission_cents;
    return { order_id: row.order_id, product_id: row.product_id, seller_id: row.seller_id, gross, commission, refund: row.refund_cents, net: gross - commission - row.refund_cents };
  });
}

/**
 * A payout run: for each seller with money available before the period's end and on no statement, one OPEN
 * statement of those items. Idempotent: an item is on at most one statement (the items' primary key), so a second
 * run, or one racing from another process, finds nothing left or loses the race for an item and leaves it out.
 * Answers the ids of the statements made.
 */
export function runPayout(db: Db, adminId: number, periodEnd: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const bySeller = new Map<number, DueItem[]>();
    for (const item of await dueItems(trx, periodEnd)) bySeller.set(item.seller_id, [...(bySeller.get(item.seller_id) ?? []), item]);
    const made: number[] = [];
    const createdAt = nowIso();
    for (const [sellerId, items] of bySeller) {
      const sums = totals(items);
      // A seller whose available items net nothing (all refunded) is paid nothing: they wait for the next statement.
      if (sums.net_cents <= 0) continue;
      const statement = await trx
        .insertInto('payout_statements')
        .values({ seller_id: sellerId, period_end: periodEnd, created_at: createdAt, created_by: adminId, status: 'OPEN', ...sums })
        .returning('id')
        .executeTakeFirstOrThrow();
      const claimed = await trx
        .insertInto('payout_statement_items')
        .values(items.map((item) => ({ order_id: item.order_id, product_id: item.product_id, statement_id: statement.id, net_cents: item.net })))
        .onConflict((oc) => oc.columns(['order_id', 'product_id']).doNothing())
        .returning(['order_id', 'product_id'])
        .execute();
      if (claimed.length === items.length) {
        made.push(statement.id);
        continue;
      }
      // Another run took some of these items first: this statement holds only what it claimed.
      const mine = new Set(claimed.map((row) => `${row.order_id}:${row.product_id}`));
      const kept = items.filter((item) => mine.has(`${item.order_id}:${item.product_id}`));
      if (kept.length === 0 || totals(kept).net_cents <= 0) {
        await trx.deleteFrom('payout_statement_items').where('statement_id', '=', statement.id).execute();
        await trx.deleteFrom('payout_statements').where('id', '=', statement.id).execute();
        continue;
      }
      await trx.updateTable('payout_statements').set(totals(kept)).where('id', '=', statement.id).execute();
      made.push(statement.id);
    }
    return made;
  });
}

/**
 * Marks an OPEN statement paid with its reference (compare-and-set: once), moving each item's net from the seller's
 * available balance to paid out in the same transaction. Answers false when it was not OPEN.
 */
export function markPaid(db: Db, statementId: number, adminId: number, reference: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const paid = await trx
      .updateTable('payout_statements')
      .set({ status: 'PAID', paid_at: at, paid_by: adminId, reference })
      .where('id', '=', statementId)
      .where('status', '=', 'OPEN')
      .returning('seller_id')
      .executeTakeFirst();
    if (!paid) return false;
    const items = await trx.selectFrom('payout_statement_items').select(['order_id', 'product_id', 'net_cents']).where('statement_id', '=', statementId).execute();
    await recordLedger(
      trx,
      payoutEntries(
        statementId,
        items.map((item) => ({ orderId: item.order_id, productId: item.product_id, sellerId: paid.seller_id, netCents: item.net_cents })),
        at,
      ),
    );
    return true;
  });
}

function statementsQuery(db: Db) {
  return db.selectFrom('payout_statements as s').innerJoin('users as u', 'u.id', 's.seller_id').selectAll('s').select('u.username');
}

function toStatement(row: Selectable<PayoutStatementsTable> & { username: string }): StatementDto {
  return {
    id: row.id,
    sellerId: row.seller_id,
    sellerName: row.username,
    periodEnd: isoInstant(row.period_end)!,
    createdAt: isoInstant(row.created_at)!,
    status: row.status,
    items: row.items,
    grossCents: row.gross_cents,
    commissionCents: row.commission_cents,
    refundCents: row.refund_cents,
    netCents: row.net_cents,
    paidAt: isoInstant(row.paid_at),
    reference: row.reference,
  };
}

export async function statementsByIds(db: Db, ids: number[]): Promise<StatementDto[]> {
  if (ids.length === 0) return [];
  const rows = await statementsQuery(db).where('s.id', 'in', ids).orderBy('s.id').execute();
  return rows.map(toStatement);
}

/** Statements newest first, of one seller or all, of one status or both. */
export async function statementPage(db: Db, filter: { sellerId?: number; status?: StatementStatus }, page: number | undefined, size: number) {
  const window = pageWindow(page, size);
  let rows = statementsQuery(db);
  let count = db.selectFrom('payout_statements as s').select(sql<number>`count(*)`.as('n'));
  if (filter.sellerId !== undefined) {
    rows = rows.where('s.seller_id', '=', filter.sellerId);
    count = count.where('s.seller_id', '=', filter.sellerId);
  }
  if (filter.status !== undefined) {
    rows = rows.where('s.status', '=', filter.status);
    count = count.where('s.status', '=', filter.status);
  }
  const [content, total] = await Promise.all([rows.orderBy('s.id', 'desc').limit(window.size).offset(window.offset).execute(), count.executeTakeFirstOrThrow()]);
  return pageAnswer(content.map(toStatement), Number(total.n), window.number, window.size);
}

/** A statement with its items' money; null when there is none with that id. */
export async function statementDetail(db: Db, id: number): Promise<{ statement: StatementDto; lines: ItemMoneyDto[] } | null> {
  const [statement] = await statementsByIds(db, [id]);
  if (!statement) return null;
  const rows = await itemMoneyQuery(db).where('si.statement_id', '=', id).orderBy('i.order_id').orderBy('i.product_id').execute();
  return { statement, lines: rows.map(toItemMoney) };
}

/** The marketplace's commission (net of commission returned with refunds) and refunds per UTC month, oldest first. */
export async function commissionRevenue(db: Db, dialect: 'sqlite' | 'postgres', months: number, now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)).toISOString();
  const month = dialect === 'postgres' ? sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM')` : sql<string>`substr(at, 1, 7)`;
  const rows = await db
    .selectFrom('ledger_entries')
    .select([month.as('month'), 'account', sql<number>`sum(amount_cents)`.as('cents')])
    .where('account', 'in', ['COMMISSION', 'BUYER_REFUNDS'])
    .where('at', '>=', first)
    .groupBy([month, 'account'])
    .execute();
  const answer = [];
  for (let index = 0; index < months; index += 1) {
    const key = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1) + index, 1)).toISOString().slice(0, 7);
    const of = (account: string) => Number(rows.find((row) => row.month === key && row.account === account)?.cents ?? 0);
    answer.push({ month: key, commissionCents: of('COMMISSION'), refundCents: of('BUYER_REFUNDS') });
  }
  return { months: answer };
}
