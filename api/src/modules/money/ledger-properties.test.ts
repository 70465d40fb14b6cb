import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { buildApp } from '../../app';
import { insertProduct } from '../../test/catalog-factory';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { createHttpClient, type HttpClient } from '../../test/http';
import { assertLedgerAddsUp, balance, buy, windowPassed, deliver, dispute, ship } from '../../test/money-kit';
import { quickUser } from '../../test/orders-kit';
import { commissionCents, refundSplit } from '../../lib/ledger';

// Issue 33's property: over random sequences of checkouts, shipments, deliveries, disputes, resolutions with and
// without refunds, escalations, passing dispute windows, rate changes and payouts (two at once, through two app
// instances on one database), the ledger always adds up and every seller's balance is what a plain model of the
// rules says. The model also says which moves must succeed; the API must agree.

const SEED = 33;
const RUNS = 25;

type Refund = 'none' | 'part' | 'full' | 'tooMuch';
type Op =
  | { kind: 'buy'; buyer: number; product: number; quantity: number }
  | { kind: 'advance'; item: number; choice: number; refund: Refund; part: number }
  | { kind: 'ship' | 'deliver' | 'dispute' | 'windowPasses'; item: number }
  | { kind: 'resolve' | 'arbitrate'; item: number; refund: Refund; part: number }
  | { kind: 'rate'; seller: number | null; percent: number }
  | { kind: 'payout' }
  | { kind: 'markPaid'; statement: number };

const index = fc.nat({ max: 40 });
const refund = fc.constantFrom<Refund>('none', 'part', 'full', 'tooMuch');
const part = fc.integer({ min: 0, max: 100 });
const OPS: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy' as const), buyer: fc.nat({ max: 1 }), product: fc.nat({ max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }) },
  // The next step of an item's life (most histories get far this way), with the random choices a step has.
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('advance' as const), item: index, choice: fc.nat({ max: 5 }), refund, part }) },
  // Any move on any item, legal or not: the refused ones must change nothing.
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('ship' as const, 'deliver' as const, 'dispute' as const, 'windowPasses' as const), item: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('resolve' as const, 'arbitrate' as const), item: index, refund, part }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rate' as const), seller: fc.option(fc.nat({ max: 1 }), { nil: null }), percent: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'payout' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('markPaid' as const), statement: index }) },
);

/** The model's order item: where it stands and its money, as PRODUCT.md §10 says it must be. */
interface ModelItem {
  orderId: number;
  productId: number;
  sellerId: number;
  buyerId: number;
  gross: number;
  commission: number;
  status: 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED';
  windowPassed: boolean;
  refund: number;
  refundCommission: number;
  statement: number | null;
  paidOut: boolean;
}

const released = (item: ModelItem) => item.status === 'RESOLVED' || (item.status === 'DELIVERED' && item.windowPassed);
const net = (item: ModelItem) => item.gross - (item.commission - item.refundCommission) - item.refund;

describe('money: the ledger adds up over random order histories (fast-check)', () => {
  let t: TestApp, admin: TestUser;
  let twin: { http: HttpClient; close: () => Promise<void> };

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    // A second app on the same database, as a second API process would be: payout runs race through both.
    const second = await buildApp(t.config);
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    twin = { http: createHttpClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`), close: () => second.close() };
  });
  after(async () => {
    await twin?.close();
    await t?.close();
  });

  test('every transaction sums to zero; paid = share + commission + refunds; nothing negative; nothing paid twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(OPS, { minLength: 10, maxLength: 50 }), async (ops) => {
        const sellers = await Promise.all([quickUser(t, 'SELLER'), quickUser(t, 'SELLER')]);
        const buyers = await Promise.all([quickUser(t), quickUser(t)]);
        const products = await Promise.all([
          insertProduct(t, sellers[0]!.id, { priceCents: 1999, stock: 1000 }),
          insertProduct(t, sellers[0]!.id, { priceCents: 1, stock: 1000 }),
          insertProduct(t, sellers[1]!.id, { priceCents: 123457, stock: 1000 }),
        ]);
        const sellerOf = [sellers[0]!, sellers[0]!, sellers[1]!];
        const priceOf = [1999, 1, 123457];
        const rateBp = { marketplace: (await t.http.get('/api/money/commission', { token: admin.token })).body.rate * 100, own: new Map<number, number>() };
        const items: ModelItem[] = [];
        const statements: Array<{ id: number; sellerId: number; paid: boolean }> = [];
        const expectOk = async (ok: boolean, call: Promise<{ status: number; text: string }>, what: string) => {
          const answer = await call;
          assert.equal(answer.status < 300, ok, `${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
        };

        /** The legal next step of the item `advance` names, or nothing once its life is over. */
        const nextStep = (op: Extract<Op, { kind: 'advance' }>): Op | undefined => {
          const item = items[op.item % Math.max(items.length, 1)];
          if (!item) return undefined;
          const step = { item: op.item, refund: op.refund, part: op.part };
          if (item.status === 'PENDING') return { kind: 'ship', item: op.item };
          if (item.status === 'SHIPPED') return { kind: op.choice % 3 === 2 ? 'dispute' : 'deliver', item: op.item };
          if (item.status === 'DELIVERED' && !item.windowPassed) return { kind: op.choice % 2 ? 'dispute' : 'windowPasses', item: op.item };
          if (item.status === 'DISPUTING') return { kind: op.choice % 2 ? 'arbitrate' : 'resolve', ...step };
          return undefined;
        };

        for (const drawn of ops) {
          const op = drawn.kind === 'advance' ? nextStep(drawn) : drawn;
          if (!op) continue;
          const item = 'item' in op && items.length > 0 ? items[op.item % items.length]! : undefined;
          const ref = item && { orderId: item.orderId, productId: item.productId };
          const seller = item && sellerOf.find((candidate) => candidate.id === item.sellerId)!;
          const buyer = item && buyers.find((candidate) => candidate.id === item.buyerId)!;
          switch (op.kind) {
            case 'advance':
              break;
            case 'buy': {
              const sellerId = sellerOf[op.product]!.id;
              const orderId = await buy(t, buyers[op.buyer]!, products[op.product]!, op.quantity);
              const gross = priceOf[op.product]! * op.quantity;
              const rate = rateBp.own.get(sellerId) ?? rateBp.marketplace;
              const buyerId = buyers[op.buyer]!.id;
              const commission = commissionCents(gross, rate);
              items.push({ orderId, productId: products[op.product]!, sellerId, buyerId, gross, commission, status: 'PENDING', windowPassed: false, refund: 0, refundCommission: 0, statement: null, paidOut: false });
              break;
            }
            case 'ship':
              if (!item) break;
              await expectOk(item.status === 'PENDING', ship(t, seller!, ref!), 'ship');
              if (item.status === 'PENDING') item.status = 'SHIPPED';
              break;
            case 'deliver':
              if (!item) break;
              await expectOk(item.status === 'SHIPPED', deliver(t, buyer!, ref!), 'deliver');
              if (item.status === 'SHIPPED') item.status = 'DELIVERED';
              break;
            case 'dispute': {
              if (!item) break;
              const allowed = item.status === 'SHIPPED' || (item.status === 'DELIVERED' && !item.windowPassed);
              await expectOk(allowed, dispute(t, buyer!, ref!), 'dispute');
              if (allowed) item.status = 'DISPUTING';
              break;
            }
            case 'windowPasses':
              if (!item || item.status !== 'DELIVERED') break;
              await windowPassed(t, ref!);
              item.windowPassed = true;
              break;
            case 'resolve':
            case 'arbitrate': {
              if (!item) break;
              const refund = { none: 0, part: Math.floor((item.gross * op.part) / 100), full: item.gross, tooMuch: item.gross + 1 }[op.refund];
              const allowed = item.status === 'DISPUTING' && refund <= item.gross;
              if (op.kind === 'arbitrate' && item.status === 'DISPUTING') {
                // The seller's time runs out: the admins may rule (escalated lazily by the ruling's own read).
                await t.app.db.updateTable('order_items').set({ dispute_due_at: new Date(Date.now() - 1000).toISOString() }).where('order_id', '=', item.orderId).where('product_id', '=', item.productId).execute();
              }
              const body = { ...ref!, refundCents: refund };
              const call = op.kind === 'resolve' ? t.http.put('/api/orders/item/resolve', body, { token: seller!.token }) : t.http.put('/api/orders/disputes/arbitrate', body, { token: admin.token });
              // An escalated dispute is the admins' to rule on; a seller's resolution still works in this shop (PRODUCT.md §4 allows both).
              await expectOk(allowed, call, op.kind);
              if (allowed) {
                item.status = 'RESOLVED';
                item.refund = refund;
                item.refundCommission = refundSplit(item.gross, item.commission, refund).commission;
              }
              break;
            }
            case 'rate': {
              const bp = Math.round(op.percent * 100);
              if (op.seller === null) {
                await expectOk(true, t.http.put('/api/money/commission', { rate: op.percent }, { token: admin.token }), 'rate');
                rateBp.marketplace = bp;
              } else {
                await expectOk(true, t.http.put(`/api/money/commission/sellers/${sellers[op.seller]!.id}`, { rate: op.percent }, { token: admin.token }), 'seller rate');
                rateBp.own.set(sellers[op.seller]!.id, bp);
              }
              break;
            }
            case 'payout': {
              const today = new Date().toISOString().slice(0, 10);
              // Two runs at once, through two app instances: between them each due item is on exactly one statement.
              const runs = await Promise.all([admin, admin].map((caller, at) => (at === 0 ? t.http : twin.http).post('/api/money/payouts', { periodEnd: today }, { token: caller.token })));
              for (const run of runs) assert.equal(run.status, 201, run.text);
              const made = runs.flatMap((run) => run.body.statements as Array<{ id: number; sellerId: number; netCents: number }>).filter((s) => sellerOf.some((x) => x.id === s.sellerId));
              for (const mine of sellers) {
                const due = items.filter((candidate) => candidate.sellerId === mine.id && released(candidate) && candidate.statement === null);
                const dueNet = due.reduce((sum, candidate) => sum + net(candidate), 0);
                const theirs = made.filter((statement) => statement.sellerId === mine.id);
                assert.equal(theirs.reduce((sum, statement) => sum + statement.netCents, 0), dueNet > 0 ? dueNet : 0, 'the runs together pay what was due, once');
                if (dueNet > 0) {
                  for (const statement of theirs) {
                    const detail = await t.http.get(`/api/money/statements/${statement.id}`, { token: admin.token });
                    for (const line of detail.body.lines as Array<{ orderId: number; productId: number }>) {
                      const onIt = items.find((candidate) => candidate.orderId === line.orderId && candidate.productId === line.productId)!;
                      assert.equal(onIt.statement, null, 'an item on two statements');
                      onIt.statement = statement.id;
                    }
                    statements.push({ id: statement.id, sellerId: mine.id, paid: false });
                  }
                }
              }
              break;
            }
            case 'markPaid': {
              if (statements.length === 0) break;
              const statement = statements[op.statement % statements.length]!;
              await expectOk(!statement.paid, t.http.put(`/api/money/statements/${statement.id}/paid`, { reference: `REF-${statement.id}` }, { token: admin.token }), 'mark paid');
              statement.paid = true;
              for (const paid of items.filter((candidate) => candidate.statement === statement.id)) paid.paidOut = true;
              break;
            }
          }
        }

        await assertLedgerAddsUp(t);
        for (const mine of sellers) {
          const theirs = items.filter((candidate) => candidate.sellerId === mine.id);
          const sum = (pick: (candidate: ModelItem) => boolean, amount: (candidate: ModelItem) => number) => theirs.filter(pick).reduce((total, candidate) => total + amount(candidate), 0);
          const answer = await balance(t, mine, mine.id);
          assert.equal(answer.status, 200, answer.text);
          assert.deepEqual(
            { pending: answer.body.pendingCents, available: answer.body.availableCents, paidOut: answer.body.paidOutCents },
            {
              pending: sum((candidate) => !released(candidate), (candidate) => candidate.gross - candidate.commission),
              available: sum((candidate) => released(candidate) && !candidate.paidOut, net),
              paidOut: sum((candidate) => candidate.paidOut, net),
            },
            `seller ${mine.id}'s balance is what the rules say`,
          );
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
