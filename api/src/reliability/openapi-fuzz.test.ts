// A fast-check fuzzer driven by /api/openapi.json: schema-shaped and hostile values on every route → 0 answers ≥ 500.
/* eslint-disable @typescript-eslint/no-explicit-any -- arbitraries are built from untyped JSON schemas */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { quickUser } from '../test/orders-kit';
import { loginAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { fillPath, type Operation, readOperations, withQuery } from './openapi-operations';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

// Strings that have broken servers before: NUL, control and bidi characters, SQL and LIKE/FTS syntax, huge numbers as text.
const NASTY = fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u202e', '%', '_', '"', "'", '\\', '*', 'NEAR(', "' or 1=1 --", '../..', '%ZZ', '9'.repeat(40), '-1', '1e308', 'null', '💥'.repeat(30), 'x'.repeat(3000));
const NUMBERS = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.1, -0.0), fc.double({ noNaN: true }));

/** Values shaped by the schema most of the time, anything else (wrong types, hostile text) the rest. */
function arbitraryFor(schema: any, depth = 0): fc.Arbitrary<unknown> {
  const wild = fc.oneof(NASTY, NUMBERS, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
  if (!schema || depth > 4) return wild;
  let shaped: fc.Arbitrary<unknown>;
  if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (schema.anyOf) shaped = fc.oneof(...schema.anyOf.map((option: any) => arbitraryFor(option, depth + 1)));
  else if (schema.type === 'integer' || schema.type === 'number') shaped = NUMBERS;
  else if (schema.type === 'boolean') shaped = fc.boolean();
  else if (schema.type === 'array') shaped = fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 3 });
  else if (schema.type === 'object') {
    const properties = Object.fromEntries(Object.entries<any>(schema.properties ?? {}).map(([key, child]) => [key, arbitraryFor(child, depth + 1)]));
    shaped = fc.record(properties, { requiredKeys: [] });
  } else shaped = fc.oneof(fc.string({ maxLength: 40 }), NASTY, fc.emailAddress());
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: wild });
}

function requestFor(operation: Operation) {
  const parameters = operation.parameters.filter((p) => p.in !== 'header');
  const values = fc.record(Object.fromEntries(parameters.map((p) => [`${p.in}:${p.name}`, arbitraryFor(p.schema)])), { requiredKeys: [] });
  return fc.record({
    values,
    body: operation.body ? arbitraryFor(operation.body) : fc.constant(undefined),
    caller: fc.constantFrom('guest', 'buyer', 'seller', 'admin'),
  });
}

describe('OpenAPI-driven fuzzer (fixed seed)', () => {
  let t: TestApp;
  let tokens: Record<string, string | undefined>;
  before(async () => {
    t = await startTestApp();
    const [buyer, seller, admin] = await Promise.all([quickUser(t), quickUser(t, 'SELLER'), loginAdmin(t)]);
    await t.http.post('/api/products', { name: 'Fuzz pot', description: 'Target', price: 2, imageUrl: 'https://example.com/p.png', category: 'Home', stock: 9 }, { token: seller.token });
    tokens = { guest: undefined, buyer: buyer.token, seller: seller.token, admin: admin.token };
  });
  after(() => t.close());

  test(`${RUNS} generated requests over every route: 0 answers ≥ 500`, async () => {
    const operations = (await readOperations(t.http)).filter((operation) => !operation.multipart);
    const failures: string[] = [];
    let sent = 0;
    const arbitrary = fc.constantFrom(...operations).chain((operation) => requestFor(operation).map((request) => ({ operation, request })));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ operation, request }) => {
        const values = request.values as Record<string, unknown>;
        const pick = (place: string) =>
          Object.fromEntries(Object.entries(values).filter(([key]) => key.startsWith(`${place}:`)).map(([key, value]) => [key.slice(place.length + 1), typeof value === 'object' ? JSON.stringify(value) : value]));
        const pathValues = { ...Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 1])), ...pick('path') };
        const url = withQuery(fillPath(operation.path, pathValues), pick('query'));
        const token = tokens[request.caller];
        const answer = await t.http.request(operation.method, url, { body: request.body, ...(token ? { token } : {}) });
        sent += 1;
        if (answer.status >= 500) failures.push(`${operation.method} ${url} ${JSON.stringify(request.body)?.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 200)}`);
        return answer.status < 500;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`fuzzer: ${sent} requests over ${operations.length} operations (seed ${SEED}), ${failures.length} answers ≥ 500`);
    assert.deepEqual(failures, []);
  });
});
