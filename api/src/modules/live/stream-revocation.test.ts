import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { asATool, withAnotherProcess } from '../../test/other-writers';
import { loginAdmin, registerUser, login, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { type LiveStream, openLiveStream, openWithTicket } from '../../test/live-stream';

/** Resolves once the server has ended the stream; fails after 5 s (the rule is well under a second, never timed here). */
async function endedByServer(stream: LiveStream, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: the stream is still open after 5 s`)), 5000)));
  try {
    await Promise.race([stream.ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

// A live-event ticket is a bearer credential in a URL: it must open one stream once, die with the sessions a
// password change or a disable ends, and a stream opened with it must not outlive them either.
describe('live events: tickets single-use and revoked with the account, open streams closed', () => {
  let t: TestApp, admin: TestUser;
  before(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t);
  });
  after(() => t.close());

  const signedIn = async (): Promise<TestUser> => {
    const user = await registerUser(t, { role: 'BUYER' });
    const { token } = await login(t, user.username, user.password);
    return { ...user, token, role: 'BUYER' };
  };
  const ticketOf = async (user: TestUser) => (await t.http.post('/api/events/ticket', undefined, { token: user.token })).body.ticket as string;
  const adminPut = (path: string, body?: unknown) => t.http.put(path, body, { token: admin.token });

  test('a ticket opens one stream once, also when presented several times at once', async () => {
    const user = await signedIn();
    const ticket = await ticketOf(user);
    const first = await openWithTicket(t.baseUrl, ticket);
    assert.equal(first.status, 200);
    const again = await openWithTicket(t.baseUrl, ticket);
    assert.equal(again.status, 401, 'the same ticket a second time');
    first.close();

    const shared = await ticketOf(user);
    const streams = await Promise.all(Array.from({ length: 6 }, () => openWithTicket(t.baseUrl, shared)));
    assert.deepEqual(streams.map((stream) => stream.status).sort(), [200, 401, 401, 401, 401, 401]);
    for (const stream of streams) stream.close();
  });

  test('a ticket issued before a password change or a disable opens nothing after it, nor after an enable', async () => {
    const repassworded = await signedIn();
    const beforeChange = await ticketOf(repassworded);
    assert.equal((await adminPut(`/api/users/${repassworded.id}/password`, { password: 'another-pass-7' })).status, 204);
    assert.equal((await openWithTicket(t.baseUrl, beforeChange)).status, 401);

    const disabled = await signedIn();
    const [first, second] = [await ticketOf(disabled), await ticketOf(disabled)];
    assert.equal((await adminPut(`/api/users/${disabled.id}/disable`)).status, 200);
    assert.equal((await openWithTicket(t.baseUrl, first)).status, 401, 'while disabled');
    assert.equal((await adminPut(`/api/users/${disabled.id}/enable`)).status, 200);
    assert.equal((await openWithTicket(t.baseUrl, second)).status, 401, 'enabled again');
    const { token } = await login(t, disabled.username, disabled.password);
    const fresh = await openLiveStream(t.http, token);
    assert.equal(fresh.status, 200, 'a new sign-in opens a stream');
    fresh.close();
  });

  test('an open stream ends at a disable or a password change through this process; another user\'s stays open', async () => {
    const [disabled, repassworded, bystander] = [await signedIn(), await signedIn(), await signedIn()];
    const streams = [await openLiveStream(t.http, disabled.token), await openLiveStream(t.http, repassworded.token), await openLiveStream(t.http, bystander.token)];
    let bystanderEnded = false;
    void streams[2]!.ended.then(() => (bystanderEnded = true));
    try {
      assert.equal((await adminPut(`/api/users/${disabled.id}/disable`)).status, 200);
      await endedByServer(streams[0]!, 'disable');
      assert.equal((await adminPut(`/api/users/${repassworded.id}/password`, { password: 'another-pass-8' })).status, 204);
      await endedByServer(streams[1]!, 'password change');
      await sleep(100);
      assert.equal(bystanderEnded, false, "another user's stream is left open");
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test("an open stream ends at a tool's disable or password change, and on PostgreSQL at another process's", async () => {
    const [byTool, byToolPassword, byOther] = [await signedIn(), await signedIn(), await signedIn()];
    const streams = [await openLiveStream(t.http, byTool.token), await openLiveStream(t.http, byToolPassword.token), await openLiveStream(t.http, byOther.token)];
    try {
      await asATool(t, `update users set disabled = true where id = ${byTool.id}`);
      await endedByServer(streams[0]!, "a tool's disable");
      await asATool(t, `update users set token_generation = token_generation + 1 where id = ${byToolPassword.id}`);
      await endedByServer(streams[1]!, "a tool's new token generation");
      if (t.dialect === 'postgres') {
        await withAnotherProcess(t, async (other) => {
          const changed = await other.inject({ method: 'PUT', url: `/api/users/${byOther.id}/password`, headers: { authorization: `Bearer ${admin.token}` }, payload: { password: 'another-pass-9' } });
          assert.equal(changed.statusCode, 204, changed.body);
          await endedByServer(streams[2]!, "another process's password change");
        });
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
