import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loginAdmin, registerUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { sample } from '../../test/metrics-text';
import { LOGIN_FAILED } from './users.schemas';

// A remembered password skips the ~20 ms hash (lib/verified-logins.ts). Were a disabled account's correct password
// still answered from memory, its refusal would come faster than a wrong password's, telling a guesser it was right.
// Timing is never asserted; the app's own count of which check ran (shop_login_checks_total) is.
describe('login: a disabled account costs the same full check whatever the password', () => {
  let t: TestApp, admin: TestUser;
  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
  });
  after(() => t.close());

  async function checks(): Promise<{ full: number; remembered: number }> {
    const text = (await t.http.get('/metrics')).text;
    const count = (check: string) => sample(text, 'shop_login_checks_total', { check }) ?? 0;
    return { full: count('full'), remembered: count('remembered') };
  }

  /** Signs in and answers the status and which password check it cost. */
  async function signIn(identifier: string, password: string): Promise<{ status: number; error: string; check: 'full' | 'remembered' }> {
    const before = await checks();
    const answer = await t.http.post('/api/users/login', { identifier, password });
    const after = await checks();
    assert.equal(after.full - before.full + after.remembered - before.remembered, 1, 'one password check per sign-in');
    return { status: answer.status, error: answer.body.error, check: after.full > before.full ? 'full' : 'remembered' };
  }

  test('the right and a wrong password of a disabled account are both refused after the full check', async () => {
    const user = await registerUser(t, { role: 'BUYER' });
    assert.equal((await signIn(user.username, user.password)).check, 'full');
    assert.deepEqual(await signIn(user.username, user.password), { status: 200, error: undefined, check: 'remembered' }, 'remembered while enabled');

    assert.equal((await t.http.put(`/api/users/${user.id}/disable`, undefined, { token: admin.token })).status, 200);
    for (const password of [user.password, 'a-wrong-password', user.password]) {
      assert.deepEqual(await signIn(user.username, password), { status: 401, error: LOGIN_FAILED, check: 'full' }, password);
    }

    assert.equal((await t.http.put(`/api/users/${user.id}/enable`, undefined, { token: admin.token })).status, 200);
    assert.equal((await signIn(user.email, user.password)).status, 200);
    assert.equal((await signIn(user.username, user.password)).check, 'remembered', 'remembered again once enabled');
  });
});
