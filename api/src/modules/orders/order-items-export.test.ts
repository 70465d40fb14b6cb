import { parse } from 'csv-parse/sync';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { ADDRESS, checkoutBody, quickUser, TEST_CARD_DIGITS, TEST_CVV } from '../../test/orders-kit';
import { ORDER_ITEM_CSV_COLUMNS } from './order-items-export';

describe('GET /api/orders/export', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let orderId: number;
  let mine: number;
  let theirs: number;

  const exportAs = async (user: TestUser | undefined, query = '') => {
    const response = await fetch(`${t.baseUrl}/api/orders/export${query}`, { headers: user ? { authorization: `Bearer ${user.token}` } : {} });
    const text = await response.text();
    return { response, text, rows: response.ok ? (parse(text, { bom: true, columns: true }) as Array<Record<(typeof ORDER_ITEM_CSV_COLUMNS)[number], string>>) : [] };
  };

  before(async () => {
    t = await startTestApp();
    [seller, otherSeller, buyer] = (await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'SELLER'), quickUser(t)])) as [TestUser, TestUser, TestUser];
    admin = await loginAdmin(t);
    mine = await insertProduct(t, seller.id, { name: '@Desk lamp', priceCents: 1250, stock: 10 });
    theirs = await insertProduct(t, otherSeller.id, { name: 'Their kettle', priceCents: 2000, stock: 10 });
    // A real checkout by card: one order with an item of each seller.
    const placed = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: mine, quantity: 3 }, { productId: theirs, quantity: 1 }], 57.5), { token: buyer.token });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    orderId = (placed.body as { orderId: number }).orderId;
  });
  after(() => t.close());

  test("a seller's file holds only their items, with the buyer's address and the payment method, never the card", async () => {
    const { response, text, rows } = await exportAs(seller);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`^attachment; filename="order-items-seller-${seller.id}\\.csv"$`));
    assert.equal(text.split('\r\n')[0], ORDER_ITEM_CSV_COLUMNS.join(','));
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.deepEqual(
      { ...row, placedAt: undefined },
      {
        orderId: String(orderId),
        placedAt: undefined,
        buyerUsername: buyer.username,
        productId: String(mine),
        productName: "'@Desk lamp",
        quantity: '3',
        unitPrice: '12.50',
        itemTotal: '37.50',
        status: 'PENDING',
        deliveryDate: '',
        shipToName: ADDRESS.fullName,
        shipToStreet: ADDRESS.street,
        shipToCity: ADDRESS.city,
        shipToStateZipCountry: ADDRESS.stateZipCountry,
        paymentMethod: 'CREDIT_CARD',
        sellerId: String(seller.id),
        sellerName: seller.username,
      },
    );
    assert.match(row.placedAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(!text.includes('Their kettle'), "another seller's item is never in it");
    for (const secret of [TEST_CARD_DIGITS, TEST_CARD_DIGITS.slice(-4), TEST_CVV]) assert.ok(!text.includes(secret), `no ${secret}`);
  });

  test("an admin gets every item, or one seller's; nobody else gets any", async () => {
    const all = await exportAs(admin);
    assert.deepEqual(all.rows.filter((row) => row.orderId === String(orderId)).map((row) => Number(row.productId)).sort((a, b) => a - b), [mine, theirs].sort((a, b) => a - b));
    assert.deepEqual((await exportAs(admin, `?sellerId=${otherSeller.id}`)).rows.map((row) => Number(row.productId)), [theirs]);
    assert.equal((await exportAs(seller, `?sellerId=${otherSeller.id}`)).response.status, 403);
    assert.equal((await exportAs(buyer)).response.status, 403);
    assert.equal((await exportAs(undefined)).response.status, 401);
  });
});
