import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { loginAdmin, registerUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const SIGN_INS = 16;
// Sign-ins go out one every few ms, the change in the middle: some read the account before the change and finish
// their password hash after it, which is the race. Rounds make it likely on any machine; the rule must hold in all.
const SPACING_MS = 6;
const ROUNDS = 3;

// A sign-in reads the account, spends ~20-200 ms on the password hash, then signs a token. An admin's password
// change or disable in between must still end that token: no token of a sign-in that started before the change
// stands once the change has answered, and enabling the account again never brings such a token back.
describe('revocation: sign-ins racing a password change or a disable', () => {
  let t: TestApp, admin: TestUser;
  before(async () => {
    // Every sign-in here is the owner's from one address: the throttle would refuse most of them.
    t = await startTestApp({ config: { loginMaxFailures: 10_000, loginAccountMaxFailures: 10_000 } });
    admin = await loginAdmin(t);
  });
  after(() => t.close());

  /** SIGN_INS sign-ins spread over time with `change` sent halfway; answers the tokens any of them got. */
  async function race(identifier: string, password: string, change: () => Promise<void>): Promise<string[]> {
    const signIns: Array<Promise<string | undefined>> = [];
    let changed: Promise<void> | undefined;
    for (let index = 0; index < SIGN_INS; index += 1) {
      if (index === SIGN_INS / 2) changed = change();
      signIns.push(t.http.post('/api/users/login', { identifier, password }).then((answer) => (answer.status === 200 ? (answer.body.token as string) : undefined)));
      await sleep(SPACING_MS);
    }
    await changed;
    return (await Promise.all(signIns)).filter((token): token is string => token !== undefined);
  }

  const cartStatus = async (userId: number, token: string) => (await t.http.get(`/api/cart?userId=${userId}`, { token })).status;
  const standing = async (userId: number, tokens: string[]) => Promise.all(tokens.map((token) => cartStatus(userId, token)));

  test('no token of a sign-in racing a password change works once the change has answered', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = await registerUser(t, { role: 'BUYER' });
      const tokens = await race(user.username, user.password, async () => {
        const answer = await t.http.put(`/api/users/${user.id}/password`, { password: 'a-new-password-9' }, { token: admin.token });
        assert.equal(answer.status, 204, answer.text);
      });
      assert.deepEqual(await standing(user.id, tokens), tokens.map(() => 401), `round ${round}: ${tokens.length} tokens`);
      const fresh = (await t.http.post('/api/users/login', { identifier: user.username, password: 'a-new-password-9' })).body.token as string;
      assert.equal(await cartStatus(user.id, fresh), 200, 'a sign-in with the new password works');
    }
  });

  test('no token of a sign-in racing a disable works while disabled, nor after the account is enabled again', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = await registerUser(t, { role: 'BUYER' });
      const tokens = await race(user.email, user.password, async () => {
        const answer = await t.http.put(`/api/users/${user.id}/disable`, undefined, { token: admin.token });
        assert.equal(answer.status, 200, answer.text);
      });
      assert.deepEqual(await standing(user.id, tokens), tokens.map(() => 401), `round ${round}: disabled`);
      assert.equal((await t.http.put(`/api/users/${user.id}/enable`, undefined, { token: admin.token })).status, 200);
      assert.deepEqual(await standing(user.id, tokens), tokens.map(() => 401), `round ${round}: enabled again, ${tokens.length} tokens`);
      const fresh = (await t.http.post('/api/users/login', { identifier: user.username, password: user.password })).body.token as string;
      assert.equal(await cartStatus(user.id, fresh), 200, 'a sign-in after the enable works');
    }
  });
});
