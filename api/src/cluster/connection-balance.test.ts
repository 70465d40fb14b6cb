import assert from 'node:assert/strict';
import { type IncomingMessage, createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { balanceConnections, shareOf } from './connection-balance';

describe('shareOf', () => {
  test('the total over the workers, rounded up', () => {
    assert.equal(shareOf(32, 2), 16);
    assert.equal(shareOf(33, 2), 17);
    assert.equal(shareOf(0, 2), 0);
    assert.equal(shareOf(5, 0), 5);
  });
});

// A worker's side, on a real HTTP server with a stand-in for the primary: told its share, it ends the connections
// beyond it (each after its next answer) and reports the count it holds.
describe('balanceConnections', () => {
  const reports: number[] = [];
  let tellShare: (share: number) => void = () => undefined;
  const server = createServer((_request, response) => response.end('ok'));
  let stop: () => void = () => undefined;
  let port = 0;

  before(async () => {
    stop = balanceConnections(server, { report: (open) => reports.push(open), onShare: (listener) => (tellShare = listener) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    stop();
    await new Promise((resolve) => server.close(resolve));
  });

  /** One request on each of `agents` (one kept-alive connection each), at once: the answers' Connection headers. */
  async function askEach(agents: Agent[]): Promise<string[]> {
    return Promise.all(
      agents.map(
        (agent) =>
          new Promise<string>((resolve, reject) => {
            const sent = request({ port, host: '127.0.0.1', path: '/', agent }, (response: IncomingMessage) => {
              response.resume();
              response.on('end', () => resolve(String(response.headers.connection)));
            });
            sent.on('error', reject);
            sent.end();
          }),
      ),
    );
  }

  test('holding 6 connections with a share of 2, it ends 4 of them after their next answers, and reports its count', async () => {
    const agents = Array.from({ length: 6 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      assert.deepEqual(await askEach(agents), Array(6).fill('keep-alive'));
      // The reports run every 100 ms: wait for the one that counts all six.
      while (reports.at(-1) !== 6) await new Promise((resolve) => setTimeout(resolve, 20));
      tellShare(2);
      const answers = await askEach(agents);
      assert.equal(answers.filter((header) => header === 'close').length, 4, answers.join(','));
      assert.equal(answers.filter((header) => header === 'keep-alive').length, 2, answers.join(','));
      // Told again before they have closed: the connections already told are not counted twice.
      tellShare(2);
      while (reports.at(-1) !== 2) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(await askEach(agents.slice(0, 2)), ['keep-alive', 'keep-alive']);
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});
