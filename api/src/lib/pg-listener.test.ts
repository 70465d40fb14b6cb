import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { listenOnPostgres, type PgListener } from './pg-listener';

// PostgreSQL only (DATABASE_URL, as the API suite runs it there): a channel of this test's own on that server.
const databaseUrl = process.env.DATABASE_URL;

// Each test skips by itself (a skipped suite counts no test at all): the runner's count shows what did not run, and why.
const skip = databaseUrl ? false : 'PostgreSQL only: runs in the PostgreSQL pass (DATABASE_URL unset)';

describe('LISTEN/NOTIFY connection (PostgreSQL)', () => {
  const channel = `test_listener_${randomBytes(4).toString('hex')}`;
  const heard: string[] = [];
  let sender: PgListener, receiver: PgListener;
  let senderUp: Promise<void>, receiverUp: Promise<void>;

  before(() => {
    if (!databaseUrl) return;
    const report = (error: unknown) => assert.fail(String(error));
    let markSender = () => undefined as void;
    let markReceiver = () => undefined as void;
    senderUp = new Promise((resolve) => (markSender = resolve));
    receiverUp = new Promise((resolve) => (markReceiver = resolve));
    sender = listenOnPostgres(databaseUrl!, channel, { message: () => undefined, up: markSender, report });
    receiver = listenOnPostgres(databaseUrl!, channel, { message: (payload) => heard.push(payload), up: markReceiver, report });
  });
  after(async () => {
    if (!databaseUrl) return;
    await Promise.all([sender.close(), receiver.close()]);
  });

  test('notices asked for all at once all arrive, in the order they were asked for, with no query overlapping another', { skip }, async () => {
    await Promise.all([senderUp, receiverUp]);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const payloads = Array.from({ length: 60 }, (_, index) => `notice ${index}`);
      await Promise.all(payloads.map((payload) => sender.notify(payload)));
      for (const started = Date.now(); heard.length < payloads.length && Date.now() - started < 5000; ) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(heard, payloads);
      // node-postgres warns (and pg 9 will refuse) when a query is sent while another is running on the connection.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(warnings, []);
    } finally {
      process.off('warning', onWarning);
    }
  });

  test('a payload PostgreSQL refuses fails its own notify and the ones sent with it, and the next ones still go out', { skip }, async () => {
    heard.length = 0;
    // A NOTIFY payload must be shorter than 8,000 bytes.
    await assert.rejects(sender.notify('x'.repeat(9000)), /payload string too long/);
    await sender.notify('after the refused one');
    for (const started = Date.now(); heard.length < 1 && Date.now() - started < 5000; ) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(heard, ['after the refused one']);
  });

  test('closing sends what was asked for just before', { skip }, async () => {
    heard.length = 0;
    const lastWords = sender.notify('sent while closing');
    await sender.close();
    await lastWords;
    for (const started = Date.now(); heard.length < 1 && Date.now() - started < 5000; ) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(heard, ['sent while closing']);
  });
});
