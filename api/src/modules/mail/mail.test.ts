import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { escalateOverdueDisputes } from '../../lib/dispute-escalation';
import { insertProduct } from '../../test/catalog-factory';
import { createUser, loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, TEST_CARD, TEST_CARD_DIGITS, TEST_CVV } from '../../test/orders-kit';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink';

const DELIVERY_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// Issue 32: every moment's e-mail reaches the right people over real SMTP (run on SQLite and on PostgreSQL).
describe('mail: each moment sends the right message to the right people over SMTP', () => {
  let sink: SmtpSink, t: TestApp, admin: TestUser, buyer: TestUser, seller: TestUser, otherSeller: TestUser;
  let mine: number, theirs: number;

  /** Every message this suite's SMTP server accepted for one address. */
  const mailTo = (user: TestUser) => sink.received.filter((mail) => mail.to === user.email);
  /** Waits until `user` has a message with this subject (the senders poll every 100 ms here). */
  async function nextMail(user: TestUser, subject: string | RegExp): Promise<ReceivedMail> {
    const matches = (mail: ReceivedMail) => mail.to === user.email && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
    for (let count = sink.received.length + 1; ; count += 1) {
      const found = sink.received.find(matches);
      if (found) return found;
      await sink.waitFor(count);
    }
  }

  before(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ config: { publicUrl: 'https://shop.example', mail: { smtpUrl: sink.url, from: 'Marketplace <shop@shop.example>', pollMs: 100, leaseSeconds: 60, retrySeconds: 1, maxAttempts: 3 } } });
    admin = await loginAdmin(t);
    [buyer, seller, otherSeller] = [await createUser(t, 'BUYER'), await createUser(t, 'SELLER'), await createUser(t, 'SELLER')];
    mine = await insertProduct(t, seller.id, { name: 'Walnut Desk Tidy', priceCents: 2500, stock: 10 });
    theirs = await insertProduct(t, otherSeller.id, { name: 'Felt Coaster Set', priceCents: 1200, stock: 10 });
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  test('registering: a welcome with a link to the shop, an unsubscribe link and RFC 8058 headers', async () => {
    const welcome = await nextMail(buyer, 'Welcome to the marketplace');
    assert.match(welcome.text, new RegExp(`Welcome, ${buyer.username}`));
    assert.match(welcome.text, /Start shopping: https:\/\/shop\.example\/products/);
    assert.match(welcome.html, /href="https:\/\/shop\.example\/products"/);
    assert.match(welcome.header('List-Unsubscribe') ?? '', /^<https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=[^>]+>$/);
    assert.equal(welcome.header('List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    assert.match(welcome.messageId, /@shop\.example>$/);
    assert.match((await nextMail(seller, 'Welcome to the marketplace')).text, /Add a product: https:\/\/shop\.example\/product-management/);
  });

  test('a checkout: the buyer gets the order with the last 4 digits only; each seller only their own items', async () => {
    const order = await t.http.post('/api/orders/checkout', checkoutBody(buyer.id, [{ productId: mine, quantity: 2 }, { productId: theirs, quantity: 1 }], 62), { token: buyer.token });
    assert.equal(order.status, 201, order.text);
    const orderId = order.body.orderId as number;
    const placed = await nextMail(buyer, `Order #${orderId} placed`);
    assert.match(placed.text, /Total: \$62\.00, paid by Visa ending in 1111\./);
    assert.match(placed.text, /Walnut Desk Tidy × 2: \$50\.00/);
    assert.match(placed.text, /Felt Coaster Set × 1: \$12\.00/);
    assert.match(placed.text, /Shipping to: Ada Buyer, 1 Market Street, Springfield, SP 4242 Freedonia\./);
    const forSeller = await nextMail(seller, `New order #${orderId} to ship`);
    assert.match(forSeller.text, /Walnut Desk Tidy × 2/);
    assert.doesNotMatch(forSeller.text + forSeller.html, /Felt Coaster Set/, "a seller never sees another seller's items");
    const forOther = await nextMail(otherSeller, `New order #${orderId} to ship`);
    assert.match(forOther.text, /Felt Coaster Set × 1/);
    assert.doesNotMatch(forOther.text + forOther.html, /Walnut Desk Tidy/);
    assert.equal(mailTo(buyer).filter((mail) => mail.subject.startsWith('New order')).length, 0);

    // The item's life: shipped (buyer, with its date), delivered (seller), disputed (seller), resolved (buyer).
    const ref = { orderId, productId: mine };
    const shipped = await t.http.put('/api/orders/seller/status', { ...ref, sellerId: seller.id, status: 'SHIPPED', deliveryDate: DELIVERY_DAY, carrier: 'Parcel Co' }, { token: seller.token });
    assert.equal(shipped.status, 200, shipped.text);
    const shipMail = await nextMail(buyer, 'Walnut Desk Tidy has shipped');
    const readableDay = new Date(`${DELIVERY_DAY}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    assert.match(shipMail.text, new RegExp(`should arrive by ${readableDay}\\.`));
    assert.match(shipMail.text, /Carrier: Parcel Co/);
    assert.equal((await t.http.put('/api/orders/buyer/status', { ...ref, status: 'DELIVERED' }, { token: buyer.token })).status, 200);
    assert.match((await nextMail(seller, 'Walnut Desk Tidy was delivered')).text, new RegExp(`order #${orderId} delivered`));
    const disputed = await t.http.post('/api/orders/dispute', { ...ref, reason: 'Arrived scratched', description: 'A deep mark on the lid.' }, { token: buyer.token });
    assert.equal(disputed.status, 200, disputed.text);
    const raised = await nextMail(seller, 'Dispute raised on Walnut Desk Tidy');
    assert.match(raised.text, /Reason: Arrived scratched\./);
    assert.match(raised.text, /The buyer wrote: A deep mark on the lid\./);
    assert.match(raised.text, new RegExp(`Resolve it by ${new Date(disputed.body.items[0].disputeDueAt).toUTCString()}; after that it goes to the administrators\\.`));
    assert.equal(mailTo(otherSeller).some((mail) => mail.subject.startsWith('Dispute')), false);
    assert.equal((await t.http.put('/api/orders/item/resolve', ref, { token: seller.token })).status, 200);
    assert.match((await nextMail(buyer, 'Your dispute on Walnut Desk Tidy is resolved')).text, /The seller resolved your dispute/);

    // The other seller leaves theirs past its deadline: every admin hears of it, then the buyer of the ruling.
    const other = { orderId, productId: theirs };
    await t.http.put('/api/orders/seller/status', { ...other, sellerId: otherSeller.id, status: 'SHIPPED', deliveryDate: DELIVERY_DAY }, { token: otherSeller.token });
    await t.http.post('/api/orders/dispute', { ...other, reason: 'Never arrived' }, { token: buyer.token });
    assert.equal(await escalateOverdueDisputes(t.app.db, new Date(Date.now() + 4 * 86_400_000)), 1);
    const escalated = await nextMail(admin, 'Dispute escalated: Felt Coaster Set');
    assert.match(escalated.text, new RegExp(`${otherSeller.username} did not resolve the dispute on Felt Coaster Set`));
    assert.match(escalated.text, /https:\/\/shop\.example\/escalated-disputes/);
    const ruling = await t.http.put('/api/orders/disputes/arbitrate', { ...other, note: 'Refund agreed' }, { token: admin.token });
    assert.equal(ruling.status, 200, ruling.text);
    assert.match((await nextMail(buyer, 'Your dispute on Felt Coaster Set is resolved')).text, /An administrator resolved your dispute/);
  });

  test('wishlist: a lower price reaches the buyer who wished for it, with the product link', async () => {
    assert.equal((await t.http.post('/api/wishlist/add', { userId: buyer.id, productId: mine }, { token: buyer.token })).status, 201);
    const product = { name: 'Walnut Desk Tidy', description: 'Keeps pens in order.', price: 15, imageUrl: 'https://images.example.test/tidy.png', category: 'Office', stock: 10 };
    const edit = await t.http.put(`/api/products/${mine}`, product, { token: seller.token });
    assert.equal(edit.status, 200, edit.text);
    const drop = await nextMail(buyer, 'Price drop: Walnut Desk Tidy');
    assert.match(drop.text, /dropped in price from \$25\.00 to \$15\.00\. It is on your wishlist\./);
    assert.match(drop.text, new RegExp(`https://shop\\.example/products/${mine}`));
  });

  test('security notices: a password set by an admin and a disabled account, with no unsubscribe link', async () => {
    const target = await createUser(t, 'BUYER');
    await nextMail(target, 'Welcome to the marketplace');
    assert.equal((await t.http.put(`/api/users/${target.id}/password`, { password: 'another-pass-77' }, { token: admin.token })).status, 204);
    const changed = await nextMail(target, 'Your password was changed');
    assert.equal(changed.header('List-Unsubscribe'), undefined);
    assert.match(changed.text, /sent whatever your e-mail preferences/);
    assert.doesNotMatch(changed.text + changed.html, /another-pass-77/, 'never the password');
    assert.equal((await t.http.put(`/api/users/${target.id}/disable`, {}, { token: admin.token })).status, 200);
    await nextMail(target, 'Your account was disabled');
    assert.equal((await t.http.put(`/api/users/${target.id}/disable`, {}, { token: admin.token })).status, 200);
    assert.equal((await t.app.db.selectFrom('mail_outbox').select('id').where('user_id', '=', target.id).where('kind', '=', 'ACCOUNT_DISABLED').execute()).length, 1, 'disabling twice tells once');
  });

  test('no message ever holds a card number or a CVV (every body as sent, encoded and decoded)', async () => {
    assert.ok(sink.received.length >= 15, `${sink.received.length} messages`);
    const raw = sink.received.map((mail) => mail.raw).join('\n');
    const bodies = sink.received.map((mail) => `${mail.text}\n${mail.html}`).join('\n');
    for (const secret of [TEST_CARD, TEST_CARD_DIGITS]) assert.ok(!raw.includes(secret) && !bodies.includes(secret), `found ${secret}`);
    // Four digits could occur by chance in a header's random id: the CVV is looked for in what people read.
    assert.ok(!bodies.includes(TEST_CVV), 'found the CVV');
  });
});
