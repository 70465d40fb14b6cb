import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './harness';
import { insertProduct } from './catalog-factory';
import { loginAdmin, type TestUser } from './factories';

/**
 * A user inserted straight into the database with a signed token: the order tests need many users
 * and none of them logs in, so this skips two password hashes per user.
 */
export async function quickUser(t: TestApp, role: 'BUYER' | 'SELLER' = 'BUYER', name?: string): Promise<TestUser> {
  const username = name ?? `${role.toLowerCase()}_${randomBytes(5).toString('hex')}`;
  const email = `${username}@example.test`;
  const row = await t.app.db
    .insertInto('users')
    .values({ username, email, password_hash: 'not-a-login-account', role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.signToken({ userId: row.id, username, role }, 0);
  return { id: row.id, username, email, password: '', role, token };
}

export const TEST_CARD = '4111 1111 1111 1111';
export const TEST_CARD_DIGITS = '4111111111111111';
export const TEST_CVV = '7294';

export const ADDRESS = { fullName: 'Ada Buyer', street: '1 Market Street', city: 'Springfield', stateZipCountry: 'SP 4242 Freedonia' };
export const CARD = { cardNumber: TEST_CARD, cardName: 'Ada Buyer', expiry: '12/39', cvv: TEST_CVV };

export interface CheckoutOverrides {
  address?: Record<string, unknown>;
  paymentMethod?: string;
  paymentDetails?: Record<string, unknown>;
  subtotal?: number;
}

/** A valid checkout body for the given lines; `subtotal` is the dollars the buyer saw. */
export function checkoutBody(userId: number, items: Array<{ productId: number; quantity: number }>, subtotal: number, overrides: CheckoutOverrides = {}) {
  return {
    userId,
    address: overrides.address ?? ADDRESS,
    paymentMethod: overrides.paymentMethod ?? 'CREDIT_CARD',
    paymentDetails: overrides.paymentDetails ?? CARD,
    items,
    subtotal: overrides.subtotal ?? subtotal,
  };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const row = await t.app.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock;
}

export async function addToCart(t: TestApp, userId: number, productId: number, quantity: number): Promise<void> {
  await t.app.db.insertInto('cart_items').values({ user_id: userId, product_id: productId, quantity, added_at: new Date().toISOString() }).execute();
}

/** Two sellers with a product each, two buyers and the administrator: the cast of the order-status suites. */
export async function startTwoSellerShop(stock?: number) {
  const t = await startTestApp();
  const admin = await loginAdmin(t);
  const [seller, otherSeller, buyer, otherBuyer] = await Promise.all([
    quickUser(t, 'SELLER'),
    quickUser(t, 'SELLER'),
    quickUser(t, 'BUYER'),
    quickUser(t, 'BUYER'),
  ]);
  const product = await insertProduct(t, seller.id, { priceCents: 1000, stock });
  const otherProduct = await insertProduct(t, otherSeller.id, { priceCents: 500, stock });
  return { t, admin, seller, otherSeller, buyer, otherBuyer, product, otherProduct };
}
