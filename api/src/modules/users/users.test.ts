import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { after, before, describe, test } from 'node:test';
import { createUser, login, loginAdmin, registerUser, TEST_PASSWORD, uniqueUsername } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { sample } from '../../test/metrics-text';
import { LOGIN_FAILED } from './users.schemas';

describe('users: register and login', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test('registers a buyer and a seller, answering 201 without the hash', async () => {
    for (const role of ['BUYER', 'SELLER'] as const) {
      const username = uniqueUsername('new');
      const response = await t.http.post('/api/users', { username, email: `${username}@Example.test`, password: TEST_PASSWORD, role });
      assert.equal(response.status, 201);
      assert.deepEqual(Object.keys(response.body).sort(), ['disabled', 'email', 'id', 'role', 'username']);
      assert.equal(response.body.username, username);
      assert.equal(response.body.role, role);
      assert.equal(response.body.disabled, false);
      assert.ok(Number.isInteger(response.body.id));
    }
  });

  test('invalid input is 400 with a message per field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'ab', email: 'a@b.test', password: TEST_PASSWORD, role: 'BUYER' }, 'username'],
      [{ username: 'has space', email: 'a@b.test', password: TEST_PASSWORD, role: 'BUYER' }, 'username'],
      [{ username: 'x'.repeat(31), email: 'a@b.test', password: TEST_PASSWORD, role: 'BUYER' }, 'username'],
      [{ username: uniqueUsername(), email: 'not-an-email', password: TEST_PASSWORD, role: 'BUYER' }, 'email'],
      [{ username: uniqueUsername(), email: 'a@b.test', password: 'short', role: 'BUYER' }, 'password'],
      [{ username: uniqueUsername(), email: 'a@b.test', password: TEST_PASSWORD, role: 'GUEST' }, 'role'],
      [{ email: 'a@b.test', password: TEST_PASSWORD, role: 'BUYER' }, 'username'],
    ];
    for (const [body, field] of cases) {
      const response = await t.http.post('/api/users', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.ok(response.body.fields[field], `expected a message for ${field}: ${response.text}`);
      assert.equal(typeof response.body.error, 'string');
    }
  });

  test('role ADMIN is refused with 400 and never creates an admin', async () => {
    const username = uniqueUsername('sneaky');
    const response = await t.http.post('/api/users', { username, email: `${username}@x.test`, password: TEST_PASSWORD, role: 'ADMIN' });
    assert.equal(response.status, 400);
    assert.equal(response.body.fields.role, 'Role must be BUYER or SELLER.');
    const failed = await t.http.post('/api/users/login', { identifier: username, password: TEST_PASSWORD });
    assert.equal(failed.status, 401);
  });

  test('duplicate username or email is 409, case-insensitively', async () => {
    const user = await registerUser(t);
    const byName = await t.http.post('/api/users', { username: user.username.toUpperCase(), email: `${uniqueUsername()}@x.test`, password: TEST_PASSWORD, role: 'BUYER' });
    assert.equal(byName.status, 409);
    assert.equal(byName.body.error, 'Username is already taken.');
    const byEmail = await t.http.post('/api/users', { username: uniqueUsername(), email: user.email.toUpperCase(), password: TEST_PASSWORD, role: 'SELLER' });
    assert.equal(byEmail.status, 409);
    assert.equal(byEmail.body.error, 'Email is already registered.');
  });

  test('logs in by username or by email (any case) with {id, token, role, username}', async () => {
    const user = await registerUser(t, { role: 'SELLER' });
    for (const identifier of [user.username, user.email.toUpperCase(), ` ${user.username} `]) {
      const answer = await login(t, identifier, user.password);
      assert.equal(answer.id, user.id);
      assert.equal(answer.role, 'SELLER');
      assert.equal(answer.username, user.username);
      const payload = JSON.parse(Buffer.from(answer.token.split('.')[1]!, 'base64url').toString());
      assert.equal(payload.sub, user.username);
      assert.equal(payload.role, 'SELLER');
      assert.equal(payload.userId, user.id);
      // A valid token passes authentication: a seller reaches the role check (403), not 401.
      const guarded = await t.http.get('/api/users', { token: answer.token });
      assert.equal(guarded.status, 403);
    }
  });

  test('login with missing fields is 400', async () => {
    const response = await t.http.post('/api/users/login', { identifier: '' });
    assert.equal(response.status, 400);
    assert.ok(response.body.fields.identifier);
    assert.ok(response.body.fields.password);
  });

  test('unknown user, wrong password and disabled account get the identical 401', async () => {
    const admin = await loginAdmin(t);
    const user = await registerUser(t);
    const disabled = await registerUser(t);
    assert.equal((await t.http.put(`/api/users/${disabled.id}/disable`, undefined, { token: admin.token })).status, 200);
    const answers = [
      await t.http.post('/api/users/login', { identifier: uniqueUsername('ghost'), password: TEST_PASSWORD }),
      await t.http.post('/api/users/login', { identifier: user.username, password: 'wrong-password' }),
      await t.http.post('/api/users/login', { identifier: disabled.username, password: disabled.password }),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 401);
      assert.deepEqual(answer.body, { error: LOGIN_FAILED, message: LOGIN_FAILED });
    }
  });

  // Timing is never asserted (a busy machine decides it); the work is: the process's own count of argon2id checks.
  test('an unknown user costs the same password check as a wrong password or a disabled account', async () => {
    const admin = await loginAdmin(t);
    const user = await registerUser(t);
    const disabled = await registerUser(t);
    assert.equal((await t.http.put(`/api/users/${disabled.id}/disable`, undefined, { token: admin.token })).status, 200);
    const verifications = async () => sample((await t.http.get('/metrics')).text, 'shop_argon2_operations_total', { operation: 'verify' }) ?? 0;
    const attempts: Array<[string, string]> = [
      [uniqueUsername('ghost'), 'wrong-password'],
      [user.username, 'wrong-password'],
      [disabled.username, 'wrong-password'],
      [uniqueUsername('ghost'), TEST_PASSWORD],
    ];
    for (const [identifier, password] of attempts) {
      const before = await verifications();
      assert.equal((await t.http.post('/api/users/login', { identifier, password })).status, 401);
      assert.equal((await verifications()) - before, 1, `one argon2id check for ${identifier}`);
    }
  });

  test('requests without a valid token are 401', async () => {
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const claims = { role: 'ADMIN', userId: 1 };
    const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('not-the-secret'));
    const otherAlg = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setSubject('admin').setIssuedAt().setExpirationTime('1h').sign(secret);
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setIssuedAt(1000).setExpirationTime(2000).sign(secret);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const headers: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
      ...[wrongKey, otherAlg, expired, unsigned].map((token) => ({ authorization: `Bearer ${token}` })),
    ];
    for (const header of headers) {
      const response = await t.http.get('/api/users', { headers: header });
      assert.equal(response.status, 401, JSON.stringify(header));
      assert.equal(typeof response.body.error, 'string');
    }
  });
});

describe('users: login throttling', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { loginMaxFailures: 5, loginWindowSeconds: 2 } });
  });
  after(() => t.close());

  const fail = (identifier: string) => t.http.post('/api/users/login', { identifier, password: 'wrong-password' });

  test('five failures in the window give 429, even with the right password, until the window passes', async () => {
    const user = await registerUser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await fail(user.username)).status, 401);
    const blocked = await t.http.post('/api/users/login', { identifier: user.username.toUpperCase(), password: user.password });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.error, /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    assert.ok(Number(blocked.headers.get('retry-after')) >= 1);
    // Another identifier is not affected.
    const other = await registerUser(t);
    await login(t, other.username, other.password);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await login(t, user.username, user.password);
  });

  test('a password remembered from a sign-in moments ago is refused too while the address is over its limit', async () => {
    const user = await registerUser(t);
    await login(t, user.username, user.password);
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await fail(user.username)).status, 401);
    const blocked = await t.http.post('/api/users/login', { identifier: user.username, password: user.password });
    assert.equal(blocked.status, 429);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await login(t, user.username, user.password);
  });

  test('unknown identifiers are throttled the same way', async () => {
    const ghost = uniqueUsername('ghost');
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await fail(ghost)).status, 401);
    assert.equal((await fail(ghost)).status, 429);
  });

  test('a successful login resets the count', async () => {
    const user = await registerUser(t);
    for (let attempt = 0; attempt < 4; attempt += 1) assert.equal((await fail(user.email)).status, 401);
    await login(t, user.email, user.password);
    for (let attempt = 0; attempt < 4; attempt += 1) assert.equal((await fail(user.email)).status, 401);
    await login(t, user.email, user.password);
  });
});

describe('users: stale tokens', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test('a token from before a password change is 401; a new login works at once', async () => {
    const admin = await loginAdmin(t);
    const target = await createUser(t, 'SELLER');
    assert.equal((await t.http.get('/api/users', { token: target.token })).status, 403);
    const changed = await t.http.put(`/api/users/${target.id}/password`, { password: 'brand-new-pass' }, { token: admin.token });
    assert.equal(changed.status, 204);
    assert.equal((await t.http.get('/api/users', { token: target.token })).status, 401);
    // The old password passed the full check moments ago (createUser signed in): remembered, yet refused now.
    const old = await t.http.post('/api/users/login', { identifier: target.username, password: target.password });
    assert.equal(old.status, 401);
    const fresh = await login(t, target.username, 'brand-new-pass');
    assert.equal((await t.http.get('/api/users', { token: fresh.token })).status, 403);
  });

  test('a token from before a disable stays invalid after enable', async () => {
    const admin = await loginAdmin(t);
    const target = await createUser(t, 'BUYER');
    assert.equal((await t.http.put(`/api/users/${target.id}/disable`, undefined, { token: admin.token })).status, 200);
    assert.equal((await t.http.get('/api/users', { token: target.token })).status, 401);
    // Signed in moments ago with this password, but disabled now: refused like any disabled account.
    assert.equal((await t.http.post('/api/users/login', { identifier: target.username, password: target.password })).status, 401);
    assert.equal((await t.http.put(`/api/users/${target.id}/enable`, undefined, { token: admin.token })).status, 200);
    assert.equal((await t.http.get('/api/users', { token: target.token })).status, 401);
    const fresh = await login(t, target.username, target.password);
    assert.equal((await t.http.get('/api/users', { token: fresh.token })).status, 403);
  });
});
