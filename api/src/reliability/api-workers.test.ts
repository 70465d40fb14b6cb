import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../config';
import { freshPostgresDatabase } from '../test/harness';
import { createHttpClient, type HttpClient } from '../test/http';
import { openLiveStream, type LiveStream } from '../test/live-stream';
import { sample } from '../test/metrics-text';
import { startServerProcess, type ServerProcess } from '../test/server-process';

const PASSWORD = 'api-workers-pass-1';
const SEARCH_LIMIT = 6;
const adminUrl = process.env.DATABASE_URL;

/** Process ids of the workers that logged answering a request (or opening a stream) whose URL starts with `path`. */
function workersThatServed(output: string, path: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.includes('"request completed"') && !line.includes('"event stream opened"')) continue;
    const entry = JSON.parse(line) as { pid: number; url?: string };
    if (entry.url?.startsWith(path)) pids.add(entry.pid);
  }
  return pids;
}

/** A request on a connection of its own (with NODE_CLUSTER_SCHED_POLICY=rr, each new connection goes to the next worker). */
const alone = (baseUrl: string, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, baseUrl), { ...init, headers: { ...(init.headers as Record<string, string>), connection: 'close' } });

// One server of two worker processes (API_WORKERS=2) on one port: what a user of the shop sees must not depend on
// which worker a connection reaches. SQLite, and PostgreSQL in the PostgreSQL pass.
describe('API_WORKERS=2: two worker processes serve as one server', () => {
  let server: ServerProcess;
  let http: HttpClient;
  let drop: () => Promise<void> = async () => undefined;

  before(async () => {
    const database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
    if (database) drop = database.drop;
    server = await startServerProcess({
      API_WORKERS: '2',
      DATABASE_URL: database?.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      // Searches are limited per address; no other test here searches.
      RATE_LIMIT_SEARCH_ADDRESS: `${SEARCH_LIMIT}/60`,
      // These tests reach each worker on purpose, so connections are dealt in turn; the shop's own default (workers
      // accepting from the kernel's queue, whichever is free) is tested below.
      NODE_CLUSTER_SCHED_POLICY: 'rr',
    }, { startTimeoutMs: 60_000 });
    http = createHttpClient(server.baseUrl);
  });
  after(async () => {
    await server.kill();
    server.cleanUp();
    await drop();
  });

  async function signedIn(role: 'BUYER' | 'SELLER'): Promise<{ id: number; token: string }> {
    const username = `${role.toLowerCase()}_${randomBytes(4).toString('hex')}`;
    assert.equal((await http.post('/api/users', { username, email: `${username}@example.test`, password: PASSWORD, role })).status, 201);
    const login = await http.post('/api/users/login', { identifier: username, password: PASSWORD });
    assert.equal(login.status, 200, login.text);
    return { id: login.body.id, token: login.body.token };
  }

  test('new connections are shared out between both workers', async () => {
    for (let index = 0; index < 6; index += 1) assert.equal((await alone(server.baseUrl, '/api/health')).status, 200);
    assert.equal(workersThatServed(server.output(), '/api/health').size, 2);
  });

  test('a restock through one worker reaches the buyer\'s streams on both', async () => {
    const seller = await signedIn('SELLER');
    const buyer = await signedIn('BUYER');
    const product = { name: 'Worker Lamp', description: 'A lamp.', price: 40, imageUrl: 'https://images.example.test/w.png', category: 'Lighting', stock: 0 };
    const created = await http.post('/api/products', { ...product, sellerId: seller.id }, { token: seller.token });
    assert.equal(created.status, 201, created.text);
    assert.equal((await http.post('/api/wishlist/add', { userId: buyer.id, productId: created.body.id }, { token: buyer.token })).status, 201);
    // Each open stream holds its connection, so the next one opens a new connection: the next worker in turn.
    const streams: LiveStream[] = [];
    try {
      for (let index = 0; index < 4; index += 1) streams.push(await openLiveStream(http, buyer.token));
      assert.equal(workersThatServed(server.output(), '/api/events?').size, 2, 'streams open on both workers');
      assert.equal((await http.put(`/api/products/${created.body.id}`, { ...product, stock: 4 }, { token: seller.token })).status, 200);
      for (const stream of streams) await stream.next('notifications');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test('a rate limit counts every worker\'s requests: one window per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SEARCH_LIMIT; index += 1) statuses.push((await alone(server.baseUrl, '/api/products/search?q=lamp')).status);
    assert.equal(workersThatServed(server.output(), '/api/products/search').size, 2);
    assert.deepEqual(statuses.slice(0, SEARCH_LIMIT), Array(SEARCH_LIMIT).fill(200));
    assert.equal(statuses[SEARCH_LIMIT], 429, `search number ${SEARCH_LIMIT + 1} over either worker is refused: ${statuses.join(', ')}`);
  });

  test('a sign-in remembered by one worker is remembered by the other (one full password check in all)', async () => {
    const checks = async (kind: 'full' | 'remembered') => {
      const text = await (await alone(server.baseUrl, '/metrics')).text();
      return sample(text, 'shop_login_checks_total', { check: kind }) ?? 0;
    };
    const username = `remembered_${randomBytes(4).toString('hex')}`;
    assert.equal((await http.post('/api/users', { username, email: `${username}@example.test`, password: PASSWORD, role: 'BUYER' })).status, 201);
    const [fullBefore, rememberedBefore] = [await checks('full'), await checks('remembered')];
    const signIn = () => alone(server.baseUrl, '/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: username, password: PASSWORD }) });
    assert.equal((await signIn()).status, 200);
    // The entry reaches the other worker through the primary: give the message a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let index = 0; index < 4; index += 1) assert.equal((await signIn()).status, 200);
    assert.equal(workersThatServed(server.output(), '/api/users/login').size, 2, 'sign-ins reached both workers');
    assert.equal((await checks('full')) - fullBefore, 1);
    assert.equal((await checks('remembered')) - rememberedBefore, 4);
  });

  test('/metrics answers the sum over both workers, whichever one is asked', async () => {
    const count = async () => {
      const text = await (await alone(server.baseUrl, '/metrics')).text();
      return sample(text, 'shop_http_requests_total', { method: 'GET', route: '/api/ready', status: '200' }) ?? 0;
    };
    const before = await count();
    for (let index = 0; index < 6; index += 1) assert.equal((await alone(server.baseUrl, '/api/ready')).status, 200);
    assert.equal(workersThatServed(server.output(), '/api/ready').size, 2);
    assert.equal(await count(), before + 6);
    assert.equal(await count(), before + 6, 'the same sum from the other worker');
  });

  test('SIGTERM stops every worker and the server exits 0', async () => {
    assert.equal(await server.stop(), 0);
    await assert.rejects(fetch(new URL('/api/health', server.baseUrl)));
  });
});

/** The inode of the socket listening on `port` (/proc/net/tcp and tcp6), if any. */
function listeningSocket(port: number): string | undefined {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns[3] === '0A' && columns[1]?.endsWith(local)) return columns[9];
    }
  }
  return undefined;
}

/** The status of a GET on a connection of `agent`'s. */
function getStatus(baseUrl: string, path: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpGet(new URL(path, baseUrl), { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
  });
}

/** Whether process `pid` holds socket `inode` among its open files. */
function holds(pid: number, inode: string): boolean {
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
    } catch {
      return false; // closed meanwhile
    }
  });
}

// Node's default round-robin has the primary accept every connection and hand it on, so a burst waits in a hand-off
// the load shedder cannot see; the shop's workers accept from the kernel's queue themselves (cluster/primary.ts).
describe("API_WORKERS=2: each worker accepts from the kernel's queue itself", () => {
  const skip = existsSync('/proc/net/tcp') ? false : 'Linux only (reads /proc)';

  test('both workers hold the listening socket (the primary hands out nothing) and share kept-alive connections', { skip }, async () => {
    const server = await startServerProcess(
      { API_WORKERS: '2', API_WORKER_GC: 'single', JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false', DATABASE_URL: undefined, NODE_CLUSTER_SCHED_POLICY: undefined },
      { startTimeoutMs: 60_000 },
    );
    try {
      const inode = listeningSocket(Number(new URL(server.baseUrl).port));
      assert.ok(inode, 'a listening socket on the port');
      // Workers log as themselves; the primary's lines say role "primary".
      const workers = new Set<number>();
      for (const line of server.output().split('\n')) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { pid?: number; role?: string };
        if (entry.pid !== undefined && entry.role !== 'primary') workers.add(entry.pid);
      }
      assert.equal(workers.size, 2, server.output());
      for (const pid of workers) assert.ok(holds(pid, inode), `worker ${pid} accepts from socket ${inode} itself`);
      // API_WORKER_GC=single: each worker was started with V8's single-threaded collector.
      for (const pid of workers) assert.ok(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes('--single-threaded-gc'), `worker ${pid}`);

      // 32 kept-alive connections opened at once (whichever worker wakes first may take them all): every answer is
      // 200 (a connection ended to balance the workers is opened again by the client), and by the last round both
      // workers hold some of them (cluster/connection-balance.ts).
      const agents = Array.from({ length: 32 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
      try {
        const marker = () => `/api/health?round=${randomBytes(4).toString('hex')}`;
        let lastRound = '';
        for (let round = 0; round < 30; round += 1) {
          lastRound = marker();
          const statuses = await Promise.all(agents.map((agent) => getStatus(server.baseUrl, lastRound, agent)));
          assert.deepEqual(statuses, Array(32).fill(200));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        assert.equal(workersThatServed(server.output(), lastRound).size, 2, 'both workers answered the last round');
      } finally {
        for (const agent of agents) agent.destroy();
      }
    } finally {
      await server.stop();
      server.cleanUp();
    }
  });
});

describe('API_WORKER_GC: which collector the workers use', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), ...env }).workerGc;
  const cores = availableParallelism();

  test('auto: single-threaded once the workers are at least as many as the cores, never for one process', () => {
    assert.equal(config({}), 'parallel');
    assert.equal(config({ API_WORKERS: '1' }), 'parallel');
    assert.equal(config({ API_WORKERS: String(Math.max(2, cores)) }), 'single');
    assert.equal(config({ API_WORKERS: 'auto', API_WORKER_GC: 'auto' }), cores > 1 ? 'single' : 'parallel');
    if (cores > 2) assert.equal(config({ API_WORKERS: '2' }), 'parallel');
  });

  test('single and parallel are taken as given; anything else is refused by name', () => {
    assert.equal(config({ API_WORKERS: '1', API_WORKER_GC: 'single' }), 'single');
    assert.equal(config({ API_WORKERS: String(Math.max(2, cores)), API_WORKER_GC: 'Parallel' }), 'parallel');
    assert.throws(() => config({ API_WORKER_GC: 'fast' }), /API_WORKER_GC must be single, parallel or auto, got "fast"/);
  });
});
