import { stringify } from 'csv-stringify';
import { type Kysely, sql } from 'kysely';
import { Readable } from 'node:stream';
import type { Database } from '../../db/schema';
import { CSV_FORMAT, dollarsCell, inPages, neutralisedCell } from '../../lib/csv';
import { itemMoneyQuery, toItemMoney } from './money.repository';
import { statementsByIds } from './payouts.repository';

// The money spreadsheets (issue 33), in the exports' one format (lib/csv.ts): amounts in dollars with 2 decimals.

export const ITEM_MONEY_CSV_COLUMNS = [
  'orderId', 'placedAt', 'productId', 'productName', 'quantity', 'status', 'paid', 'commissionRate', 'commission', 'refund', 'net', 'state', 'availableAt', 'statementId',
] as const;

type ItemKey = { orderId: number; productId: number };

async function* itemMoneyRows(db: Kysely<Database>, sellerId: number | undefined) {
  const page = (after: ItemKey | undefined, size: number) => {
    const from = after ?? { orderId: 0, productId: 0 };
    let query = itemMoneyQuery(db)
      .where(sql<boolean>`(i.order_id, i.product_id) > (${from.orderId}, ${from.productId})`)
      .orderBy('i.order_id')
      .orderBy('i.product_id')
      .limit(size);
    if (sellerId !== undefined) query = query.where('i.seller_id', '=', sellerId);
    return query.execute();
  };
  for await (const row of inPages(page, (row) => ({ orderId: row.order_id, productId: row.product_id }))) {
    const item = toItemMoney(row);
    yield [
      item.orderId, item.placedAt, item.productId, neutralisedCell(item.productName), item.quantity, item.status, dollarsCell(item.grossCents),
      item.commissionRate, dollarsCell(item.commissionCents), dollarsCell(item.refundCents), dollarsCell(item.netCents), item.state, item.availableAt ?? '', item.statementId ?? '',
    ];
  }
}

/** A seller's items with their money (or, without one, every seller's), oldest order first. */
export function itemMoneyCsv(db: Kysely<Database>, sellerId: number | undefined): Readable {
  return Readable.from(itemMoneyRows(db, sellerId)).pipe(stringify({ ...CSV_FORMAT, columns: [...ITEM_MONEY_CSV_COLUMNS] }));
}

export const STATEMENT_CSV_COLUMNS = [
  'statementId', 'sellerId', 'sellerName', 'periodEnd', 'createdAt', 'status', 'items', 'paid', 'commission', 'refunds', 'net', 'paidAt', 'reference',
] as const;

async function* statementRows(db: Kysely<Database>, sellerId: number | undefined) {
  const page = async (after: number | undefined, size: number) => {
    let query = db.selectFrom('payout_statements').select('id').where('id', '>', after ?? 0).orderBy('id').limit(size);
    if (sellerId !== undefined) query = query.where('seller_id', '=', sellerId);
    return statementsByIds(db, (await query.execute()).map((row) => row.id));
  };
  for await (const statement of inPages(page, (statement) => statement.id)) {
    yield [
      statement.id, statement.sellerId, neutralisedCell(statement.sellerName), statement.periodEnd, statement.createdAt, statement.status, statement.items,
      dollarsCell(statement.grossCents), dollarsCell(statement.commissionCents), dollarsCell(statement.refundCents), dollarsCell(statement.netCents),
      statement.paidAt ?? '', neutralisedCell(statement.reference ?? ''),
    ];
  }
}

/** Payout statements (a seller's, or every seller's), oldest first. */
export function statementsCsv(db: Kysely<Database>, sellerId: number | undefined): Readable {
  return Readable.from(statementRows(db, sellerId)).pipe(stringify({ ...CSV_FORMAT, columns: [...STATEMENT_CSV_COLUMNS] }));
}
