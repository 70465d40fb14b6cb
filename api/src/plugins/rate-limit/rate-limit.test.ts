import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { loadConfig } from '../../config';
import { checkoutBody, quickUser } from '../../test/orders-kit';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEFAULT_RATE_LIMITS, type RateLimitTable } from './rate-limit-rules';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const from = (address: string, extra: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': address, ...extra } });

function limits(overrides: Partial<RateLimitTable>): RateLimitTable {
  return { ...structuredClone(DEFAULT_RATE_LIMITS), ...overrides };
}

function assertTooMany(answer: { status: number; headers: Headers; body: { error?: unknown; message?: unknown } }, context: string): void {
  assert.equal(answer.status, 429, context);
  assert.ok(Number(answer.headers.get('retry-after')) >= 1, `${context}: Retry-After`);
  assert.match(String(answer.body.error), /^Too many requests\. Please try again in \d+ seconds?\.$/);
  assert.equal(typeof answer.body.message, 'string');
}

const PRODUCT = { name: 'Tea towel', description: 'Cotton', price: 5, imageUrl: 'https://example.com/t.png', category: 'Home', stock: 1000 };

describe('rate limits per client address and per account', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      config: {
        trustProxy: '127.0.0.1',
        rateLimitsByAddress: true,
        rateLimits: limits({
          login: { address: { max: 3, windowSeconds: 60 } },
          register: { address: { max: 2, windowSeconds: 60 } },
          search: { address: { max: 3, windowSeconds: 60 } },
          checkout: { address: { max: 4, windowSeconds: 60 }, account: { max: 2, windowSeconds: 60 } },
        }),
      },
    });
  });
  after(() => t.close());

  test('search: the 4th from one address is 429 with Retry-After; another address is not affected', async () => {
    for (let index = 0; index < 3; index += 1) assert.equal((await t.http.get('/api/products/search', from('10.9.0.1'))).status, 200);
    assertTooMany(await t.http.get('/api/products/search?q=tea', from('10.9.0.1')), 'search');
    assert.equal((await t.http.get('/api/products/search', from('10.9.0.2'))).status, 200);
  });

  test('login: attempts against different accounts from one address are limited too', async () => {
    for (let index = 0; index < 3; index += 1) {
      const answer = await t.http.post('/api/users/login', { identifier: `nobody${index}`, password: 'whatever-1' }, from('10.9.1.1'));
      assert.equal(answer.status, 401);
    }
    assertTooMany(await t.http.post('/api/users/login', { identifier: 'nobody9', password: 'whatever-1' }, from('10.9.1.1')), 'login');
  });

  test('registration: the 3rd account from one address is 429 and is not created', async () => {
    const body = (name: string) => ({ username: name, email: `${name}@example.test`, password: 'long-enough-1', role: 'BUYER' });
    assert.equal((await t.http.post('/api/users', body('rl_one'), from('10.9.2.1'))).status, 201);
    assert.equal((await t.http.post('/api/users', body('rl_two'), from('10.9.2.1'))).status, 201);
    assertTooMany(await t.http.post('/api/users', body('rl_three'), from('10.9.2.1')), 'register');
    const exists = await t.app.db.selectFrom('users').select('id').where('username', '=', 'rl_three').executeTakeFirst();
    assert.equal(exists, undefined);
  });

  test('checkout: the per-account limit holds whichever address the buyer uses', async () => {
    const seller = await quickUser(t, 'SELLER');
    const product = await t.http.post('/api/products', PRODUCT, { token: seller.token });
    const buyer = await quickUser(t);
    const body = checkoutBody(buyer.id, [{ productId: product.body.id, quantity: 1 }], 5);
    assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token, ...from('10.9.3.1') })).status, 201);
    assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token, ...from('10.9.3.2') })).status, 201);
    assertTooMany(await t.http.post('/api/orders/checkout', body, { token: buyer.token, ...from('10.9.3.3') }), 'checkout account');
    const orders = await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
    assert.equal(orders.length, 2);
  });

  test('uploads: limited per account', async () => {
    const tight = await startTestApp({ config: { rateLimits: limits({ upload: { account: { max: 1, windowSeconds: 60 } } }) } });
    try {
      const seller = await createUser(tight, 'SELLER');
      const post = () => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from('not an image')]), 'a.png');
        form.append('upload_preset', tight.config.uploadPreset);
        return fetch(`${tight.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seller.token}` } });
      };
      assert.equal((await post()).status, 400, 'the first is counted (and refused as not an image)');
      const second = await post();
      assert.equal(second.status, 429);
      assert.ok(Number(second.headers.get('retry-after')) >= 1);
    } finally {
      await tight.close();
    }
  });
});

describe('RATE_LIMITS=off and configuration', () => {
  test('RATE_LIMITS=off switches per-address limits off; per-account limits stay', async () => {
    const t = await startTestApp({
      config: {
        rateLimitsByAddress: false,
        rateLimits: limits({ search: { address: { max: 1, windowSeconds: 60 } }, checkout: { address: { max: 1, windowSeconds: 60 }, account: { max: 1, windowSeconds: 60 } } }),
      },
    });
    try {
      for (let index = 0; index < 5; index += 1) assert.equal((await t.http.get('/api/products/search')).status, 200);
      const seller = await quickUser(t, 'SELLER');
      const product = await t.http.post('/api/products', PRODUCT, { token: seller.token });
      const buyer = await quickUser(t);
      const body = checkoutBody(buyer.id, [{ productId: product.body.id, quantity: 1 }], 5);
      assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token })).status, 201);
      assert.equal((await t.http.post('/api/orders/checkout', body, { token: buyer.token })).status, 429);
    } finally {
      await t.close();
    }
  });

  test('limits come from RATE_LIMIT_<RULE>_<SCOPE>="count/seconds"; RATE_LIMITS=off; a bad value stops the start', () => {
    const base = { DATA_DIR: '/tmp/shop-rl-config', JWT_SECRET: 'x' };
    const config = loadConfig({ ...base, RATE_LIMIT_CHECKOUT_ACCOUNT: '5/30', RATE_LIMITS: 'off' });
    assert.deepEqual(config.rateLimits.checkout.account, { max: 5, windowSeconds: 30 });
    assert.deepEqual(config.rateLimits.search.address, DEFAULT_RATE_LIMITS.search.address);
    assert.equal(config.rateLimitsByAddress, false);
    assert.equal(loadConfig(base).rateLimitsByAddress, true);
    assert.throws(() => loadConfig({ ...base, RATE_LIMIT_SEARCH_ADDRESS: 'lots' }), /RATE_LIMIT_SEARCH_ADDRESS must be/);
  });
});

describe('rate limits shared through Redis', () => {
  let reachable = false;
  before(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
    probe.on('error', () => undefined);
    reachable = await probe.connect().then(() => probe.ping()).then(() => true, () => false);
    probe.disconnect();
  });

  test('two app instances sharing REDIS_URL share one counter', async (context) => {
    if (!reachable && process.env.REDIS_REQUIRED !== '1') return context.skip(`Redis at ${REDIS_URL} is not reachable`);
    const shared = {
      redisUrl: REDIS_URL,
      rateLimitPrefix: `test:rl:${randomBytes(6).toString('hex')}:`,
      rateLimitsByAddress: true,
      rateLimits: limits({ search: { address: { max: 4, windowSeconds: 60 } } }),
    };
    const first = await startTestApp({ config: shared });
    const second = await startTestApp({ config: shared });
    try {
      assert.equal((await first.http.get('/api/products/search')).status, 200);
      assert.equal((await second.http.get('/api/products/search')).status, 200);
      assert.equal((await first.http.get('/api/products/search')).status, 200);
      assert.equal((await second.http.get('/api/products/search')).status, 200);
      assertTooMany(await first.http.get('/api/products/search'), 'first instance');
      assertTooMany(await second.http.get('/api/products/search'), 'second instance');
      const other = await startTestApp({ config: { ...shared, rateLimitPrefix: `test:rl:${randomBytes(6).toString('hex')}:` } });
      try {
        assert.equal((await other.http.get('/api/products/search')).status, 200, 'another prefix is another counter');
      } finally {
        await other.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
