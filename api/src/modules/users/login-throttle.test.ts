import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { login, registerUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const WRONG = 'wrong-password';

// The proxy on 127.0.0.1 is trusted, so X-Forwarded-For names the client address.
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('login throttle: atomic, per account, owner not locked out by strangers', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { trustProxy: '127.0.0.1', loginAccountMaxFailures: 12 } });
  });
  after(() => t.close());

  const attempt = (identifier: string, password: string, address = '10.1.1.1') =>
    t.http.post('/api/users/login', { identifier, password }, from(address));

  test('4 failures, then 40 parallel attempts (the right one last): at most 1 password is checked, none gets in', async () => {
    const user = await registerUser(t);
    for (let index = 0; index < 4; index += 1) assert.equal((await attempt(user.username, WRONG)).status, 401);
    const passwords = [...Array.from({ length: 39 }, () => WRONG), user.password];
    const answers = await Promise.all(passwords.map((password) => attempt(user.username, password)));
    const counts = new Map<number, number>();
    for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    const checked = (counts.get(401) ?? 0) + (counts.get(200) ?? 0);
    console.log(`login throttle, 4 failures + 40 parallel: ${checked} password(s) checked, ${counts.get(429) ?? 0} × 429, ${counts.get(200) ?? 0} × 200`);
    assert.ok(checked <= 1, `passwords checked: ${checked} (${JSON.stringify([...counts])})`);
    assert.equal(counts.get(429), 40 - checked);
    const refused = answers.find((answer) => answer.status === 429)!;
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.deepEqual(Object.keys(refused.body).sort(), ['error', 'message']);
  });

  test('200 parallel wrong attempts check at most 5 passwords', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 200 }, () => attempt(user.email, WRONG, '10.1.1.2')));
    const checked = answers.filter((answer) => answer.status === 401).length;
    console.log(`login throttle, 200 parallel wrong: ${checked} password(s) checked, ${200 - checked} × 429`);
    assert.ok(checked <= 5, `passwords checked: ${checked}`);
    assert.equal(answers.filter((answer) => answer.status === 429).length, 200 - checked);
  });

  test('username and email count against the same account', async () => {
    const user = await registerUser(t);
    for (let index = 0; index < 3; index += 1) assert.equal((await attempt(user.username, WRONG, '10.1.1.3')).status, 401);
    for (let index = 0; index < 2; index += 1) assert.equal((await attempt(user.email.toUpperCase(), WRONG, '10.1.1.3')).status, 401);
    assert.equal((await attempt(user.username, user.password, '10.1.1.3')).status, 429);
    assert.equal((await attempt(user.email, user.password, '10.1.1.3')).status, 429);
  });

  test("a stranger's failures lock only the stranger's address; the owner logs in from elsewhere", async () => {
    const user = await registerUser(t);
    for (let index = 0; index < 5; index += 1) assert.equal((await attempt(user.username, WRONG, '10.2.0.66')).status, 401);
    assert.equal((await attempt(user.username, user.password, '10.2.0.66')).status, 429);
    assert.equal((await attempt(user.username, user.password, '10.2.0.1')).status, 200);
  });

  test('many strangers over many addresses lock new addresses out, never the address the owner used before', async () => {
    const user = await registerUser(t);
    assert.equal((await attempt(user.username, user.password, '10.3.0.1')).status, 200);
    // 3 addresses × 5 failures > the account-wide limit of 12 configured above.
    for (const address of ['10.3.9.1', '10.3.9.2', '10.3.9.3']) {
      for (let index = 0; index < 5; index += 1) await attempt(user.email, WRONG, address);
    }
    assert.equal((await attempt(user.username, user.password, '10.3.0.2')).status, 429, 'a new address waits for the window');
    assert.equal((await attempt(user.username, user.password, '10.3.0.1')).status, 200, 'the known address still gets in');
  });

  test("an admin's password reset clears the account's buckets", async () => {
    const user = await registerUser(t);
    for (let index = 0; index < 5; index += 1) await attempt(user.username, WRONG, '10.4.0.1');
    assert.equal((await attempt(user.username, user.password, '10.4.0.1')).status, 429);
    const admin = await login(t, t.config.adminUsername, t.config.adminPassword);
    const reset = await t.http.put(`/api/users/${user.id}/password`, { password: 'brand-new-pass-1' }, { token: admin.token });
    assert.equal(reset.status, 204);
    assert.equal((await attempt(user.username, 'brand-new-pass-1', '10.4.0.1')).status, 200);
  });
});
