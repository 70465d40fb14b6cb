import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser, login, loginAdmin, registerUser, TEST_PASSWORD, type TestUser, uniqueUsername } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

describe('users: admin management', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let seller: TestUser;
  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
    buyer = await createUser(t, 'BUYER');
    seller = await createUser(t, 'SELLER');
  });
  after(() => t.close());

  const asAdmin = () => ({ token: admin.token });
  const UNKNOWN_ID = 987654;

  test('GET /users lists buyers and sellers as {id, username, email, role, disabled}, never admins', async () => {
    const response = await t.http.get('/api/users', asAdmin());
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(response.body));
    for (const user of response.body) {
      assert.deepEqual(Object.keys(user).sort(), ['disabled', 'email', 'id', 'role', 'username']);
      assert.notEqual(user.role, 'ADMIN');
    }
    const ids = response.body.map((user: { id: number }) => user.id);
    assert.ok(ids.includes(buyer.id) && ids.includes(seller.id));
    assert.ok(!ids.includes(admin.id));
  });

  test('GET /users?q= filters by username or email substring, case-insensitively', async () => {
    const byName = await t.http.get(`/api/users?q=${encodeURIComponent(buyer.username.slice(-6).toUpperCase())}`, asAdmin());
    assert.deepEqual(byName.body.map((user: { id: number }) => user.id), [buyer.id]);
    const none = await t.http.get('/api/users?q=%25_%25', asAdmin());
    assert.deepEqual(none.body, []);
  });

  test('GET /users?page=&size= answers a page object', async () => {
    for (let index = 0; index < 3; index += 1) await registerUser(t, { username: uniqueUsername('pager') });
    const first = await t.http.get('/api/users?q=pager&page=0&size=2', asAdmin());
    assert.equal(first.status, 200);
    assert.equal(first.body.content.length, 2);
    assert.equal(first.body.totalElements, 3);
    assert.equal(first.body.totalPages, 2);
    assert.equal(first.body.number, 0);
    assert.equal(first.body.size, 2);
    const second = await t.http.get('/api/users?q=pager&page=1&size=2', asAdmin());
    assert.equal(second.body.content.length, 1);
    assert.equal((await t.http.get('/api/users?size=0', asAdmin())).status, 400);
    assert.equal((await t.http.get('/api/users?page=abc', asAdmin())).status, 400);
  });

  test('a paged list follows a sign-up, a rename, a disable and a direct insert at once (cached per users version)', async () => {
    const page = async () => (await t.http.get('/api/users?q=tracker&page=0&size=10', asAdmin())).body as { content: { id: number; disabled: boolean }[]; totalElements: number };
    assert.equal((await page()).totalElements, 0);
    const first = await registerUser(t, { username: uniqueUsername('tracker') });
    const second = await registerUser(t, { username: uniqueUsername('tracker') });
    const listed = await page();
    assert.deepEqual(listed.content.map((user) => user.id), [first.id, second.id]);
    assert.equal(listed.totalElements, 2);
    // Renamed away from the search: gone from the list and the total on the next read.
    const renamed = uniqueUsername('renamed');
    assert.equal((await t.http.put(`/api/users/${first.id}`, { username: renamed, email: `${renamed}@example.test` }, asAdmin())).status, 200);
    assert.deepEqual((await page()).content.map((user) => user.id), [second.id]);
    // Disabled: still listed, the row read afresh shows it.
    assert.equal((await t.http.put(`/api/users/${second.id}/disable`, undefined, asAdmin())).status, 200);
    assert.deepEqual((await page()).content.map((user) => user.disabled), [true]);
    // A user written straight into the database (another process, a bulk load) is seen too: the version is a trigger's.
    const direct = uniqueUsername('tracker');
    await t.app.db.insertInto('users').values({ username: direct, email: `${direct}@example.test`, password_hash: 'x', role: 'BUYER' }).execute();
    const after = await page();
    assert.equal(after.totalElements, 2);
    assert.equal(after.content.length, 2);
  });

  test('admin routes answer 401 without a token and 403 for buyers and sellers', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/users', undefined],
      ['PUT', `/api/users/${buyer.id}`, { username: uniqueUsername(), email: `${uniqueUsername()}@x.test` }],
      ['PUT', `/api/users/${buyer.id}/password`, { password: 'another-pass' }],
      ['PUT', `/api/users/${buyer.id}/enable`, undefined],
      ['PUT', `/api/users/${buyer.id}/disable`, undefined],
    ];
    for (const [method, path, body] of routes) {
      assert.equal((await t.http.request(method, path, { body })).status, 401, `${method} ${path}`);
      // A seller acting on another user, and a buyer acting on themself, are both refused.
      assert.equal((await t.http.request(method, path, { body, token: seller.token })).status, 403, `${method} ${path}`);
      const self = await t.http.request(method, path, { body, token: buyer.token });
      assert.equal(self.status, 403, `${method} ${path}`);
      assert.equal(self.body.error, 'You do not have access to this resource.');
    }
  });

  test('PUT /users/{id} changes username and email', async () => {
    const target = await registerUser(t);
    const username = uniqueUsername('renamed');
    const response = await t.http.put(`/api/users/${target.id}`, { id: target.id, username, email: `${username}@x.test`, role: 'BUYER', disabled: false }, asAdmin());
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { id: target.id, username, email: `${username}@x.test`, role: 'BUYER', disabled: false });
    await login(t, username, target.password);
  });

  test('PUT /users/{id} validates, keeps the role read-only and refuses duplicates', async () => {
    const target = await registerUser(t);
    const base = { username: target.username, email: target.email };
    assert.equal((await t.http.put(`/api/users/${target.id}`, { ...base, email: 'bad' }, asAdmin())).status, 400);
    assert.equal((await t.http.put(`/api/users/${target.id}`, { ...base, username: 'x' }, asAdmin())).status, 400);
    const roleChange = await t.http.put(`/api/users/${target.id}`, { ...base, role: 'SELLER' }, asAdmin());
    assert.equal(roleChange.status, 400);
    assert.equal(roleChange.body.error, 'Role cannot be changed.');
    const takenName = await t.http.put(`/api/users/${target.id}`, { ...base, username: seller.username.toUpperCase() }, asAdmin());
    assert.equal(takenName.status, 409);
    assert.equal(takenName.body.error, 'Username is already taken.');
    const takenEmail = await t.http.put(`/api/users/${target.id}`, { ...base, email: seller.email.toUpperCase() }, asAdmin());
    assert.equal(takenEmail.status, 409);
    assert.equal(takenEmail.body.error, 'Email is already registered.');
    // Changing only the case of one's own name is not a conflict.
    assert.equal((await t.http.put(`/api/users/${target.id}`, { ...base, username: target.username.toUpperCase() }, asAdmin())).status, 200);
  });

  test('PUT /users/{id}/password sets a new password', async () => {
    const target = await registerUser(t);
    assert.equal((await t.http.put(`/api/users/${target.id}/password`, { password: 'short' }, asAdmin())).status, 400);
    assert.equal((await t.http.put(`/api/users/${target.id}/password`, {}, asAdmin())).status, 400);
    assert.equal((await t.http.put(`/api/users/${target.id}/password`, { password: 'changed-by-admin' }, asAdmin())).status, 204);
    assert.equal((await t.http.post('/api/users/login', { identifier: target.username, password: TEST_PASSWORD })).status, 401);
    await login(t, target.username, 'changed-by-admin');
  });

  test('disable and enable toggle the flag and the ability to log in', async () => {
    const target = await registerUser(t);
    const disabled = await t.http.put(`/api/users/${target.id}/disable`, undefined, asAdmin());
    assert.equal(disabled.status, 200);
    assert.equal(disabled.body.disabled, true);
    assert.equal((await t.http.post('/api/users/login', { identifier: target.username, password: target.password })).status, 401);
    const listed = await t.http.get(`/api/users?q=${target.username}`, asAdmin());
    assert.equal(listed.body[0].disabled, true);
    // An empty JSON body is accepted the same as no body.
    const enabled = await t.http.request('PUT', `/api/users/${target.id}/enable`, { rawBody: '', headers: { 'content-type': 'application/json' }, token: admin.token });
    assert.equal(enabled.status, 200);
    assert.equal(enabled.body.disabled, false);
    await login(t, target.username, target.password);
  });

  test('unknown ids are 404 and bad ids 400', async () => {
    const body = { username: uniqueUsername(), email: `${uniqueUsername()}@x.test` };
    assert.equal((await t.http.put(`/api/users/${UNKNOWN_ID}`, body, asAdmin())).status, 404);
    assert.equal((await t.http.put(`/api/users/${UNKNOWN_ID}/password`, { password: 'whatever-123' }, asAdmin())).status, 404);
    assert.equal((await t.http.put(`/api/users/${UNKNOWN_ID}/enable`, undefined, asAdmin())).status, 404);
    const missing = await t.http.put(`/api/users/${UNKNOWN_ID}/disable`, undefined, asAdmin());
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'User not found.');
    assert.equal((await t.http.put('/api/users/abc/disable', undefined, asAdmin())).status, 400);
    assert.equal((await t.http.put('/api/users/0/disable', undefined, asAdmin())).status, 400);
  });

  test('administrator accounts cannot be edited, re-passworded or disabled here', async () => {
    const attempts: Array<[string, unknown]> = [
      [`/api/users/${admin.id}`, { username: 'new-admin-name', email: 'new-admin@x.test' }],
      [`/api/users/${admin.id}/password`, { password: 'taken-over-123' }],
      [`/api/users/${admin.id}/disable`, undefined],
      [`/api/users/${admin.id}/enable`, undefined],
    ];
    for (const [path, body] of attempts) {
      const response = await t.http.put(path, body, asAdmin());
      assert.equal(response.status, 403, path);
      assert.equal(response.body.error, 'Administrator accounts cannot be changed here.');
    }
    await login(t, admin.username, admin.password);
  });
});
