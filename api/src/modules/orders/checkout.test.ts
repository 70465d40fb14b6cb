import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { cardBrand } from './checkout.validation';
import { addToCart, checkoutBody, quickUser, stockOf } from '../../test/orders-kit';

describe('orders: checkout', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  before(async () => {
    t = await startTestApp();
    seller = await quickUser(t, 'SELLER');
    buyer = await quickUser(t, 'BUYER');
  });
  after(() => t.close());

  test('places an order from database prices, takes stock, snapshots items and empties the bought cart lines', async () => {
    const a = await insertProduct(t, seller.id, { name: 'Blue Mug', priceCents: 1250, stock: 5, imageUrl: 'https://img.example.test/mug.png' });
    const b = await insertProduct(t, seller.id, { name: 'Red Pen', priceCents: 199, stock: 10 });
    const kept = await insertProduct(t, seller.id, { stock: 3 });
    await addToCart(t, buyer.id, a, 2);
    await addToCart(t, buyer.id, b, 1);
    await addToCart(t, buyer.id, kept, 1);
    const response = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: a, quantity: 2 }, { productId: b, quantity: 3 }], 30.97), {
      token: buyer.token,
    });
    assert.equal(response.status, 201, response.text);
    const { orderId, order } = response.body;
    assert.equal(order.orderId, orderId);
    assert.equal(order.userId, buyer.id);
    assert.equal(order.buyerUsername, buyer.username);
    assert.equal(order.orderPrice, 30.97);
    assert.equal(order.overallStatus, 'PENDING');
    assert.deepEqual(order.address, { fullName: 'Ada Buyer', street: '1 Market Street', city: 'Springfield', stateZipCountry: 'SP 4242 Freedonia' });
    assert.deepEqual(order.payment, { method: 'CREDIT_CARD', cardBrand: 'Visa', cardLast4: '1111', cardName: 'Ada Buyer', paypalEmail: null, referenceNumber: null });
    const mug = order.items.find((item: { productId: number }) => item.productId === a);
    const { timeline, ...snapshot } = mug;
    assert.deepEqual(
      timeline.map((step: { kind: string; actorId: number }) => [step.kind, step.actorId]),
      [['PLACED', buyer.id]],
      'the timeline starts with the placement, in the same transaction',
    );
    assert.deepEqual(snapshot, {
      productId: a,
      productName: 'Blue Mug',
      name: 'Blue Mug',
      imageUrl: 'https://img.example.test/mug.png',
      quantity: 2,
      price: 12.5,
      sellerId: seller.id,
      sellerName: seller.username,
      status: 'PENDING',
      deliveryDate: null,
      disputeReason: null,
      disputeDescription: null,
      disputeRaisedAt: null,
      disputeDueAt: null,
      disputeEscalated: false,
      refund: 0,
      disputeOpenUntil: null,
      reviewed: false,
    });
    assert.equal(await stockOf(t, a), 3);
    assert.equal(await stockOf(t, b), 7);
    const cart = await t.app.db.selectFrom('cart_items').select('product_id').where('user_id', '=', buyer.id).execute();
    assert.deepEqual(cart.map((row) => row.product_id), [kept]);
    // The snapshot survives later product edits.
    await t.app.db.updateTable('products').set({ name: 'Renamed', price_cents: 9999 }).where('id', '=', a).execute();
    const again = await t.http.get(`/api/orders/${orderId}`, { token: buyer.token });
    assert.equal(again.body.items.find((item: { productId: number }) => item.productId === a).productName, 'Blue Mug');
    assert.equal(again.body.orderPrice, 30.97);
  });

  test('the answer is the order exactly as reading it back gives it (payment kinds, a product reviewed before)', async () => {
    const product = await insertProduct(t, seller.id, { name: 'Read Back', priceCents: 800, stock: 9 });
    const other = await insertProduct(t, seller.id, { name: 'Read Back Too', priceCents: 150, stock: 9 });
    await t.app.db.insertInto('reviews').values({ product_id: product, user_id: buyer.id, rating: 4, description: 'From before', created_at: new Date().toISOString() }).execute();
    for (const payment of [{}, { paymentMethod: 'PAYPAL', paymentDetails: { paypalEmail: 'ada@example.test' } }, { paymentMethod: 'PAYNOW', paymentDetails: { referenceNumber: 'R123' } }]) {
      const body = { ...checkoutBody(buyer.id, [{ productId: other, quantity: 2 }, { productId: product, quantity: 1 }], 11), ...payment };
      const placed = await t.http.post('/api/orders/checkout', body, { token: buyer.token });
      assert.equal(placed.status, 201, placed.text);
      const read = await t.http.get(`/api/orders/${placed.body.orderId}`, { token: buyer.token });
      assert.deepEqual(placed.body.order, read.body);
      assert.deepEqual(placed.body.order.items.map((item: { reviewed: boolean }) => item.reviewed), [true, false]);
    }
  });

  test('repeated productIds are merged into one line', async () => {
    const product = await insertProduct(t, seller.id, { priceCents: 500, stock: 4 });
    const items = [{ productId: product, quantity: 1 }, { productId: product, quantity: 2 }];
    const response = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, items, 15), { token: buyer.token });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.body.order.items.length, 1);
    assert.equal(response.body.order.items[0].quantity, 3);
    assert.equal(await stockOf(t, product), 1);
  });

  test('stores only a payment summary for PayPal and PayNow', async () => {
    const product = await insertProduct(t, seller.id, { priceCents: 100 });
    const paypal = await t.http.post(
      '/api/orders/checkout',
      checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 1, { paymentMethod: 'PAYPAL', paymentDetails: { paypalEmail: 'ada@pay.example' } }),
      { token: buyer.token },
    );
    assert.equal(paypal.status, 201, paypal.text);
    assert.deepEqual(paypal.body.order.payment, { method: 'PAYPAL', cardBrand: null, cardLast4: null, cardName: null, paypalEmail: 'ada@pay.example', referenceNumber: null });
    const paynow = await t.http.post(
      '/api/orders/checkout',
      checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 1, { paymentMethod: 'PAYNOW', paymentDetails: { referenceNumber: 'REF-1' } }),
      { token: buyer.token },
    );
    assert.equal(paynow.status, 201, paynow.text);
    assert.equal(paynow.body.order.payment.referenceNumber, 'REF-1');
    const bare = await t.http.post('/api/orders/checkout', { ...checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 1, { paymentMethod: 'PAYNOW' }), paymentDetails: undefined }, { token: buyer.token });
    assert.equal(bare.status, 201, bare.text);
    assert.equal(bare.body.order.payment.referenceNumber, null);
  });

  test('card brands come from the number prefix', () => {
    assert.equal(cardBrand('4111111111111111'), 'Visa');
    assert.equal(cardBrand('5555555555554444'), 'Mastercard');
    assert.equal(cardBrand('2223003122003222'), 'Mastercard');
    assert.equal(cardBrand('378282246310005'), 'Amex');
    assert.equal(cardBrand('6011111111111117'), 'Discover');
    assert.equal(cardBrand('9999999999999'), 'Card');
  });

  test('invalid input is 400 with a PRODUCT.md message per field, and nothing is taken', async () => {
    const product = await insertProduct(t, seller.id, { priceCents: 100, stock: 2 });
    const line = [{ productId: product, quantity: 1 }];
    const cases: Array<[unknown, string, string]> = [
      [checkoutBody(buyer.id, line, 1, { address: { fullName: ' ', street: 'x', city: 'y', stateZipCountry: 'z' } }), 'address.fullName', 'Full name is required'],
      [checkoutBody(buyer.id, line, 1, { address: { fullName: 'x'.repeat(51), street: 'x', city: 'y', stateZipCountry: 'z' } }), 'address.fullName', 'Full name cannot exceed 50 characters'],
      [checkoutBody(buyer.id, line, 1, { address: { fullName: 'x', street: 's'.repeat(101), city: 'y', stateZipCountry: 'z' } }), 'address.street', 'Street address cannot exceed 100 characters'],
      [checkoutBody(buyer.id, line, 1, { address: { fullName: 'x', street: 's', city: '', stateZipCountry: 'z' } }), 'address.city', 'City is required'],
      [checkoutBody(buyer.id, line, 1, { address: { fullName: 'x', street: 's', city: 'c' } }), 'address.stateZipCountry', 'State / ZIP / Country is required'],
      [checkoutBody(buyer.id, line, 1, { paymentDetails: { cardNumber: '4111 1111', cardName: 'A', expiry: '12/39', cvv: '123' } }), 'paymentDetails.cardNumber', 'Card number must be 13-19 digits'],
      [checkoutBody(buyer.id, line, 1, { paymentDetails: { cardNumber: '4111111111111111', cardName: '', expiry: '12/39', cvv: '123' } }), 'paymentDetails.cardName', 'Cardholder name is required'],
      [checkoutBody(buyer.id, line, 1, { paymentDetails: { cardNumber: '4111111111111111', cardName: 'A', expiry: '13/39', cvv: '123' } }), 'paymentDetails.expiry', 'Expiry must be in MM/YY format'],
      [checkoutBody(buyer.id, line, 1, { paymentDetails: { cardNumber: '4111111111111111', cardName: 'A', expiry: '01/20', cvv: '123' } }), 'paymentDetails.expiry', 'Card has expired'],
      [checkoutBody(buyer.id, line, 1, { paymentDetails: { cardNumber: '4111111111111111', cardName: 'A', expiry: '12/39', cvv: '12' } }), 'paymentDetails.cvv', 'CVV must be 3 or 4 digits'],
      [checkoutBody(buyer.id, line, 1, { paymentMethod: 'PAYPAL', paymentDetails: { paypalEmail: 'nope' } }), 'paymentDetails.paypalEmail', 'Valid PayPal email is required'],
      [checkoutBody(buyer.id, line, 1, { paymentMethod: 'PAYNOW', paymentDetails: { referenceNumber: 'r'.repeat(21) } }), 'paymentDetails.referenceNumber', 'Reference number must be less than 20 characters'],
      [checkoutBody(buyer.id, line, 1, { paymentMethod: 'CASH' }), 'paymentMethod', 'Payment method must be PAYNOW, CREDIT_CARD or PAYPAL.'],
      [checkoutBody(buyer.id, [], 0), 'items', 'Items must list 1 to 100 products.'],
      [checkoutBody(buyer.id, [{ productId: product, quantity: 0 }], 0), 'items.0.quantity', 'Quantity must be a whole number from 1 to 1,000,000.'],
      [{ ...checkoutBody(buyer.id, line, 1), subtotal: 'lots' }, 'subtotal', 'Subtotal must be a number.'],
      [{ ...checkoutBody(buyer.id, line, 1), userId: 'me' }, 'userId', 'User id must be a whole number.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.http.post('/api/orders/checkout', body, { token: buyer.token });
      assert.equal(response.status, 400, `${field}: ${response.text}`);
      assert.equal(response.body.fields?.[field], message, response.text);
    }
    const badKey = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, line, 1), { token: buyer.token, headers: { 'Idempotency-Key': 'k'.repeat(101) } });
    assert.equal(badKey.status, 400);
    assert.equal(badKey.body.fields['idempotency-key'], 'Idempotency-Key must be 1 to 100 characters.');
    assert.equal(await stockOf(t, product), 2);
  });

  test('no token is 401; sellers, admins and another buyer id are 403', async () => {
    const product = await insertProduct(t, seller.id, { priceCents: 100 });
    const body = checkoutBody(buyer.id, [{ productId: product, quantity: 1 }], 1);
    assert.equal((await t.http.post('/api/orders/checkout', body)).status, 401);
    const admin = await loginAdmin(t);
    for (const caller of [seller, admin]) {
      const response = await t.http.post('/api/orders/checkout', { ...body, userId: caller.id }, { token: caller.token });
      assert.equal(response.status, 403);
      assert.equal(response.body.error, 'Sellers and administrators do not have purchasing permissions.');
    }
    const other = await quickUser(t, 'BUYER');
    assert.equal((await t.http.post('/api/orders/checkout', body, { token: other.token })).status, 403);
    assert.equal(await stockOf(t, product), 10);
  });

  test('unknown product is 404; deleted product, changed price and short stock are 409 and roll back', async () => {
    const good = await insertProduct(t, seller.id, { priceCents: 1000, stock: 5 });
    const gone = await insertProduct(t, seller.id, { name: 'Old Lamp', priceCents: 1000, deleted: true });
    const few = await insertProduct(t, seller.id, { name: 'Rare Vase', priceCents: 1000, stock: 1 });
    const post = (items: Array<{ productId: number; quantity: number }>, subtotal: number) =>
      t.http.post('/api/orders/checkout', checkoutBody(buyer.id, items, subtotal), { token: buyer.token });

    const unknown = await post([{ productId: good, quantity: 1 }, { productId: 999999, quantity: 1 }], 20);
    assert.equal(unknown.status, 404);
    const deleted = await post([{ productId: gone, quantity: 1 }], 10);
    assert.equal(deleted.status, 409);
    assert.equal(deleted.body.error, 'Old Lamp is no longer available.');
    const price = await post([{ productId: good, quantity: 1 }], 9.99);
    assert.equal(price.status, 409);
    assert.equal(price.body.error, 'Prices have changed. Please review your cart.');
    const stock = await post([{ productId: good, quantity: 2 }, { productId: few, quantity: 2 }], 40);
    assert.equal(stock.status, 409);
    assert.equal(stock.body.error, 'Not enough stock for Rare Vase.');
    // The earlier line's stock was given back when the transaction rolled back.
    assert.equal(await stockOf(t, good), 5);
    assert.equal(await stockOf(t, few), 1);
    const orders = await t.app.db.selectFrom('order_items').select('order_id').where('product_id', 'in', [good, few, gone]).execute();
    assert.equal(orders.length, 0);
  });
});
