import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { asATool, dropListener, eventually, withAnotherProcess, withoutNotices as withoutTriggers } from '../../test/change-notices';
import { quickUser } from '../../test/orders-kit';

// On PostgreSQL each API process keeps signed-in accounts' standing in memory while it hears the account notices
// (migration 0054, lib/account-cache.ts). A disable, a password change or a rename must still apply at once after a
// write through this process, and as soon as the notice arrives for any other writer.
describe('account standing: a disable or a new password applies whoever wrote it', () => {
  let t: TestApp, admin: TestUser;
  const postgres = () => t.app.dialect === 'postgres';

  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
  });
  after(() => t.close());

  /** A signed-in read of the user's own cart: 200 while the token stands, 401 once it does not. */
  const cartStatus = async (user: TestUser) => (await t.http.get(`/api/cart/?userId=${user.id}`, { token: user.token })).status;

  const listening = () => eventually('the account notices are heard', async () => t.app.accounts.listening);

  const NOTICE_TRIGGERS = [
    ['users', 'users_announce_standing'],
    ['users', 'users_announce_delete'],
  ] as const;

  /** The account notices off (PostgreSQL): only this process's own bookkeeping can act. */
  const withoutNotices = (work: () => Promise<void>) => withoutTriggers(t, NOTICE_TRIGGERS, work);

  test('through this process: a disable, a password change and a rename apply to the very next request', async () => {
    if (postgres()) await listening();
    await withoutNotices(async () => {
      const disabled = await quickUser(t, 'BUYER');
      assert.equal(await cartStatus(disabled), 200, 'signed in, and now known to this process');
      assert.equal((await t.http.put(`/api/users/${disabled.id}/disable`, undefined, { token: admin.token })).status, 200);
      assert.equal(await cartStatus(disabled), 401);

      const repassworded = await quickUser(t, 'BUYER');
      assert.equal(await cartStatus(repassworded), 200);
      assert.equal((await t.http.put(`/api/users/${repassworded.id}/password`, { password: 'another-pass-1' }, { token: admin.token })).status, 204);
      assert.equal(await cartStatus(repassworded), 401);

      const seller = await quickUser(t, 'SELLER');
      const summary = async () => (await t.http.get('/api/orders/summary', { token: seller.token })).status;
      assert.equal(await summary(), 200);
      const renamed = await t.http.put(`/api/users/${seller.id}`, { username: `${seller.username}_r`, email: seller.email }, { token: admin.token });
      assert.equal(renamed.status, 200, renamed.text);
      const me = t.app.accounts.trusted(seller.id);
      assert.equal(me, undefined, 'the old name is not kept');
    });
  });

  test("a tool's disable reaches every request", async () => {
    if (postgres()) await listening();
    const user = await quickUser(t, 'BUYER');
    assert.equal(await cartStatus(user), 200);
    await asATool(t, `update users set disabled = true where id = ${user.id}`);
    await eventually('the disable applies', async () => (await cartStatus(user)) === 401);
  });

  test('a disable through another API process reaches this one', async (context) => {
    if (!postgres()) return context.skip('SQLite reads the account on every request');
    await listening();
    const user = await quickUser(t, 'BUYER');
    assert.equal(await cartStatus(user), 200);
    assert.notEqual(t.app.accounts.trusted(user.id), undefined, 'kept by this process');
    await withAnotherProcess(t, async (other) => {
      const disabled = await other.inject({ method: 'PUT', url: `/api/users/${user.id}/disable`, headers: { authorization: `Bearer ${admin.token}` } });
      assert.equal(disabled.statusCode, 200, disabled.body);
      await eventually('this process refuses the disabled user', async () => (await cartStatus(user)) === 401);
    });
  });

  test('PostgreSQL: kept while notices are heard, read from the database while they are not', async (context) => {
    if (!postgres()) return context.skip('SQLite reads the account on every request');
    await listening();
    const user = await quickUser(t, 'BUYER');
    assert.equal(await cartStatus(user), 200);
    await withoutNotices(async () => void (await sql`update users set disabled = true where id = ${user.id}`.execute(t.app.db)));
    assert.equal(await cartStatus(user), 200, 'kept: an unannounced disable is not seen (what the notices are for)');

    await dropListener(t, 'shop_account_changes', () => t.app.accounts.listening);
    assert.equal(await cartStatus(user), 401, 'read from the database while deaf');
    await withoutNotices(async () => void (await sql`update users set disabled = false where id = ${user.id}`.execute(t.app.db)));
    assert.equal(await cartStatus(user), 200, 'enabled again (only the flag was written): read from the database while deaf');

    await listening();
    assert.equal(await cartStatus(user), 200);
    await sql`update users set disabled = true where id = ${user.id}`.execute(t.app.db);
    await eventually('announced changes apply again', async () => (await cartStatus(user)) === 401);
  });
});
