import type { TestApp } from './harness';
import type { UpdateObject } from 'kysely';
import type { Database, OrderItemStatus } from '../db/schema';

export interface ProductInput {
  name?: string;
  description?: string;
  priceCents?: number;
  category?: string;
  stock?: number;
  deleted?: boolean;
  imageUrl?: string;
}

let sequence = 0;

/**
 * Inserts a product straight into the database, so tests of other modules do not depend on the
 * products routes. Answers the new product id.
 */
export async function insertProduct(t: TestApp, sellerId: number, input: ProductInput = {}): Promise<number> {
  sequence += 1;
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto('products')
    .values({
      seller_id: sellerId,
      name: input.name ?? `Test product ${sequence}`,
      description: input.description ?? `A product made for test number ${sequence}`,
      price_cents: input.priceCents ?? 1250,
      image_url: input.imageUrl ?? 'https://images.example.test/product.png',
      category: input.category ?? 'Test category',
      stock: input.stock ?? 10,
      deleted: input.deleted ?? false,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a product's row straight in the database, as a tool would (the next read shows it). */
export async function changeProduct(t: TestApp, id: number, values: UpdateObject<Database, 'products'>): Promise<void> {
  await t.app.db.updateTable('products').set(values).where('id', '=', id).execute();
}

export interface OrderLineInput {
  productId: number;
  quantity?: number;
  status?: OrderItemStatus;
}

/**
 * Inserts an order with the given lines straight into the database (prices, names and sellers
 * copied from the products), for tests that need orders in a given state, placed (and disputed) now unless told
 * otherwise. Answers the order id.
 */
export async function insertOrder(t: TestApp, buyerId: number, lines: OrderLineInput[], placed: { createdAt?: string; disputeRaisedAt?: string } = {}): Promise<number> {
  const products = await t.app.db
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.seller_id')
    .select(['products.id', 'products.name', 'products.image_url', 'products.price_cents', 'products.seller_id', 'users.username'])
    .where('products.id', 'in', lines.map((line) => line.productId))
    .execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const total = lines.reduce((sum, line) => sum + byId.get(line.productId)!.price_cents * (line.quantity ?? 1), 0);
  const order = await t.app.db
    .insertInto('orders')
    .values({
      user_id: buyerId,
      created_at: placed.createdAt ?? new Date().toISOString(),
      order_price_cents: total,
      address_full_name: 'Test Buyer',
      address_street: '1 Test Street',
      address_city: 'Testville',
      address_state_zip_country: 'TS 12345 Testland',
      payment_method: 'PAYNOW',
      card_brand: null,
      card_last4: null,
      card_name: null,
      paypal_email: null,
      paynow_reference: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    const status = line.status ?? 'PENDING';
    await t.app.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: product.id,
        product_name: product.name,
        image_url: product.image_url,
        quantity: line.quantity ?? 1,
        price_cents: product.price_cents,
        seller_id: product.seller_id,
        seller_name: product.username,
        status,
        delivery_date: status === 'PENDING' ? null : new Date(Date.now() + 3 * 86_400_000).toISOString(),
        dispute_reason: status === 'DISPUTING' || status === 'RESOLVED' ? 'Arrived damaged' : null,
        dispute_description: null,
        dispute_raised_at: status === 'DISPUTING' || status === 'RESOLVED' ? (placed.disputeRaisedAt ?? new Date().toISOString()) : null,
      })
      .execute();
  }
  return order.id;
}
