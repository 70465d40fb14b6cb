import { stringify } from 'csv-stringify';
import { type Kysely, sql } from 'kysely';
import { Readable } from 'node:stream';
import type { Database } from '../../db/schema';
import { CSV_FORMAT, dollarsCell, inPages, instantCell, neutralisedCell } from '../../lib/csv';

/**
 * The columns of an order items export, in order. What a seller sees of an order elsewhere (the seller view of
 * api/README "Orders"): the buyer's name and shipping address, the payment method, never the payment's details.
 */
export const ORDER_ITEM_CSV_COLUMNS = [
  'orderId', 'placedAt', 'buyerUsername', 'productId', 'productName', 'quantity', 'unitPrice', 'itemTotal', 'status',
  'deliveryDate', 'shipToName', 'shipToStreet', 'shipToCity', 'shipToStateZipCountry', 'paymentMethod', 'sellerId', 'sellerName',
] as const;

type ItemKey = { orderId: number; productId: number };

/** A page of order items after the key `after`, by (order, product), with their order's buyer and address. */
function itemsAfter(db: Kysely<Database>, sellerId: number | undefined, after: ItemKey | undefined, size: number) {
  const from = after ?? { orderId: 0, productId: 0 };
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('users as b', 'b.id', 'o.user_id')
    .select([
      'i.order_id', 'o.created_at', 'b.username', 'i.product_id', 'i.product_name', 'i.quantity', 'i.price_cents', 'i.status', 'i.delivery_date',
      'o.address_full_name', 'o.address_street', 'o.address_city', 'o.address_state_zip_country', 'o.payment_method', 'i.seller_id', 'i.seller_name',
    ])
    // Keyset paging on the items' key (the seller's index is (seller_id, order_id)).
    .where(sql<boolean>`(i.order_id, i.product_id) > (${from.orderId}, ${from.productId})`)
    .orderBy('i.order_id')
    .orderBy('i.product_id')
    .limit(size);
  if (sellerId !== undefined) query = query.where('i.seller_id', '=', sellerId);
  return query.execute();
}

async function* orderItemRows(db: Kysely<Database>, sellerId: number | undefined) {
  const keyOf = (row: { order_id: number; product_id: number }): ItemKey => ({ orderId: row.order_id, productId: row.product_id });
  for await (const row of inPages((after: ItemKey | undefined, size) => itemsAfter(db, sellerId, after, size), keyOf)) {
    yield [
      row.order_id,
      instantCell(row.created_at),
      neutralisedCell(row.username),
      row.product_id,
      neutralisedCell(row.product_name),
      row.quantity,
      dollarsCell(row.price_cents),
      dollarsCell(row.price_cents * row.quantity),
      row.status,
      instantCell(row.delivery_date),
      neutralisedCell(row.address_full_name),
      neutralisedCell(row.address_street),
      neutralisedCell(row.address_city),
      neutralisedCell(row.address_state_zip_country),
      row.payment_method,
      row.seller_id,
      neutralisedCell(row.seller_name),
    ];
  }
}

/** A seller's order items (or, without one, every item), oldest order first, as CSV in the products export's format. */
export function orderItemsCsv(db: Kysely<Database>, sellerId: number | undefined): Readable {
  return Readable.from(orderItemRows(db, sellerId)).pipe(stringify({ ...CSV_FORMAT, columns: [...ORDER_ITEM_CSV_COLUMNS] }));
}
