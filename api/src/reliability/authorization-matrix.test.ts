// Every role × every route of the OpenAPI route table × someone else's ids: not one 2xx may reach another user's data.
/* eslint-disable @typescript-eslint/no-explicit-any -- request bodies are built from untyped JSON schemas */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { checkoutBody, quickUser } from '../test/orders-kit';
import { loginAdmin, type TestUser } from '../test/factories';
import { windowPassed, deliver, ship } from '../test/money-kit';
import { startTestApp, type TestApp } from '../test/harness';
import { fillPath, type Operation, readOperations, withQuery } from './openapi-operations';

interface Foreign {
  buyer: TestUser;
  seller: TestUser;
  productId: number;
  orderId: number;
  /** A payout statement of the other seller's. */
  statementId: number;
}

// Routes on which an administrator acts on other users' data by design (the admin console).
const ADMIN_ACTS_FOR_OTHERS = new Set([
  'GET /api/users', 'PUT /api/users/{id}', 'PUT /api/users/{id}/password', 'PUT /api/users/{id}/enable', 'PUT /api/users/{id}/disable',
  'GET /api/products', 'GET /api/products/my-products', 'GET /api/products/export', 'POST /api/products/bulk', 'PUT /api/products/{id}', 'DELETE /api/products/{id}',
  'GET /api/orders/{orderId}', 'GET /api/orders/user/{userId}', 'GET /api/orders', 'GET /api/orders/seller', 'GET /api/orders/export',
  'GET /api/sellers/{id}/balance', 'GET /api/money/sellers/{id}/items', 'GET /api/money/items/export', 'GET /api/money/statements', 'GET /api/money/statements/export',
  'GET /api/money/statements/{id}', 'PUT /api/money/statements/{id}/paid', 'PUT /api/money/commission/sellers/{id}', 'DELETE /api/money/commission/sellers/{id}',
]);

/** A value for a field, chosen by name so bodies pass validation and only authorization can stop them. */
function valueFor(name: string, schema: any, foreign: Foreign): any {
  const ids: Record<string, number> = { userId: foreign.buyer.id, sellerId: foreign.seller.id, orderId: foreign.orderId, productId: foreign.productId };
  if (name in ids) return ids[name];
  if (schema?.enum) return schema.enum.includes('SHIPPED') ? 'SHIPPED' : schema.enum[0];
  const anyOf = schema?.anyOf?.find((option: any) => option.type !== 'null');
  if (anyOf) return valueFor(name, anyOf, foreign);
  const named: Record<string, any> = {
    email: 'matrix@example.test', paypalEmail: 'matrix@example.test', password: 'matrix-pass-123', username: 'matrix_user',
    cardNumber: '4111111111111111', expiry: '12/39', cvv: '123', imageUrl: 'https://example.com/a.png', paymentMethod: 'PAYNOW',
    deliveryDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), rating: 5, quantity: 1, price: 3, stock: 5, subtotal: 3,
  };
  if (name in named) return named[name];
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [valueFor(name, schema.items, foreign)];
    case 'object':
      return Object.fromEntries(Object.entries<any>(schema.properties ?? {}).map(([key, child]) => [key, valueFor(key, child, foreign)]));
    default:
      return 'Matrix text';
  }
}

/** Whose id a path's {id} is: a user's, a seller's, a statement's or (the rest) a product's. */
function idFor(path: string, foreign: Foreign): number {
  if (path.startsWith('/api/users')) return foreign.buyer.id;
  if (path.startsWith('/api/sellers/') || path.startsWith('/api/money/sellers/') || path.startsWith('/api/money/commission/sellers/')) return foreign.seller.id;
  if (path.startsWith('/api/money/statements/')) return foreign.statementId;
  return foreign.productId;
}

function pathValues(operation: Operation, foreign: Foreign): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    if (parameter.name === 'id') values.id = idFor(operation.path, foreign);
    else values[parameter.name] = valueFor(parameter.name, parameter.schema, foreign);
  }
  return values;
}

/** Whether the request names another user's data: a user, seller or order id, or a user/product path id. */
function namesForeignData(operation: Operation): boolean {
  const owners = ['userId', 'sellerId', 'orderId'];
  const inParameters = operation.parameters.some((p) => owners.includes(p.name) || (p.name === 'id' && p.in === 'path'));
  const inBody = owners.some((name) => JSON.stringify(operation.body ?? {}).includes(`"${name}"`));
  return inParameters || inBody;
}

describe('authorization matrix from the route table', () => {
  let t: TestApp;
  let callers: Record<string, TestUser | undefined>;
  let foreign: Foreign;
  before(async () => {
    t = await startTestApp();
    const [buyer, seller, otherBuyer, otherSeller] = await Promise.all([quickUser(t), quickUser(t, 'SELLER'), quickUser(t), quickUser(t, 'SELLER')]);
    const product = await t.http.post(
      '/api/products',
      { name: 'Matrix lamp', description: 'Owned by another seller', price: 3, imageUrl: 'https://example.com/a.png', category: 'Home', stock: 50 },
      { token: otherSeller!.token },
    );
    const order = await t.http.post('/api/orders/checkout', checkoutBody(otherBuyer!.id, [{ productId: product.body.id, quantity: 1 }], 3), { token: otherBuyer!.token });
    assert.equal(order.status, 201, order.text);
    const admin = await loginAdmin(t);
    // The other seller's item delivered a month ago (its share available), then paid out on a statement.
    const ref = { orderId: order.body.orderId, productId: product.body.id };
    await ship(t, otherSeller!, ref);
    await deliver(t, otherBuyer!, ref);
    await windowPassed(t, ref);
    const payout = await t.http.post('/api/money/payouts', { periodEnd: new Date().toISOString().slice(0, 10) }, { token: admin.token });
    assert.equal(payout.status, 201, payout.text);
    foreign = { buyer: otherBuyer!, seller: otherSeller!, productId: product.body.id, orderId: order.body.orderId, statementId: payout.body.statements[0].id };
    callers = { guest: undefined, buyer, seller, admin };
  });
  after(() => t.close());

  test('0 cross-user 2xx over every role × route naming someone else', async () => {
    const operations = (await readOperations(t.http)).filter((operation) => operation.secured && namesForeignData(operation));
    assert.ok(operations.length >= 20, `only ${operations.length} routes name another user's data`);
    const violations: string[] = [];
    const statuses = new Map<number, number>();
    let attempts = 0;
    for (const [role, caller] of Object.entries(callers)) {
      for (const operation of operations) {
        const route = `${operation.method} ${operation.path}`;
        if (role === 'admin' && ADMIN_ACTS_FOR_OTHERS.has(route)) continue;
        const query = Object.fromEntries(
          operation.parameters.filter((p) => p.in === 'query' && (p.required || ['userId', 'sellerId', 'productId'].includes(p.name))).map((p) => [p.name, valueFor(p.name, p.schema, foreign)]),
        );
        const url = withQuery(fillPath(operation.path, pathValues(operation, foreign)), query);
        const body = operation.body ? valueFor('', operation.body, foreign) : undefined;
        const answer = await t.http.request(operation.method, url, { body, ...(caller ? { token: caller.token } : {}) });
        attempts += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 200 && answer.status < 300) violations.push(`${role} ${route} → ${answer.status} ${answer.text.slice(0, 120)}`);
        assert.ok(answer.status < 500, `${role} ${route} → ${answer.status}`);
      }
    }
    console.log(`authorization matrix: ${attempts} attempts over ${operations.length} routes, ${violations.length} cross-user 2xx, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    assert.deepEqual(violations, []);
    // The other users' data is untouched.
    const product = await t.http.get(`/api/products/${foreign.productId}`);
    assert.equal(product.body.deleted, false);
    assert.equal(product.body.name, 'Matrix lamp');
  });
});
