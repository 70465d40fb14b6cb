import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config';
import { MemoryCounterStore } from '../plugins/rate-limit/counter-store';
import { shareOf } from './connection-balance';
import { isMessage, LOGIN_KEY_ENV, type PrimaryMessage, type WorkerMessage } from './messages';

/** Set in the workers started after the first: the database is ready, the demo data seeded, the logins printed. */
export const FOLLOWER_ENV = 'SHOP_CLUSTER_FOLLOWER';

const RESTART_DELAY_MS = 1000;

/** One JSON line, in the shape of the workers' pino lines, so one log reader handles both. */
function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`);
}

/**
 * The primary of a multi-process server (API_WORKERS > 1): it serves nothing itself. The first worker starts alone
 * (migrations, the administrator, the demo data), the others once it listens; each worker accepts connections from the
 * kernel's shared queue itself (see below). It relays live events and remembered sign-ins, keeps the rate-limit counters,
 * tells each worker its share of the open connections (cluster/connection-balance.ts), restarts a worker that dies,
 * and on SIGTERM/SIGINT stops every worker (each finishes its requests) and exits.
 */
export function runPrimary(config: AppConfig): void {
  // Workers accept from the kernel's queue themselves instead of Node's default round-robin, where the primary accepts
  // every connection at once and hands it on: a burst then waits in the kernel's queue, which the load shedder reads
  // (plugins/accept-queue.ts), not unseen in the hand-off. bench/accept-backlog.mjs measured 4,000 searches at once:
  // the slowest 3.4-4.2 s this way against 6.6-6.8 s round-robin; docs/BENCHMARKS.md has the trials. The environment's
  // NODE_CLUSTER_SCHED_POLICY, when set, still decides.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // API_WORKER_GC: with a worker busy on every core, V8's helper threads for garbage collection find no idle core; a
  // worker's young-generation collection then waits for them while its requests queue. Collecting on the worker's own
  // thread avoids the wait (docs/BENCHMARKS.md has the side-by-side trials).
  if (config.workerGc === 'single') cluster.setupPrimary({ execArgv: [...process.execArgv, '--single-threaded-gc'] });
  const counters = new MemoryCounterStore();
  // Collects each worker's registries (set in lib/metrics.ts) and sums them.
  const metrics = new AggregatorRegistry();
  let stopping = false;
  let firstListening = false;
  // One key for every worker's remembered sign-ins, made here and never written anywhere.
  const loginKey = randomBytes(32).toString('hex');
  // Each worker's open connections, as it last reported them (cluster/connection-balance.ts).
  const connections = new Map<number, number>();

  function start(follower: boolean): Worker {
    const worker = cluster.fork({ [LOGIN_KEY_ENV]: loginKey, ...(follower ? { [FOLLOWER_ENV]: '1' } : {}) });
    worker.on('message', (message: unknown) => void relay(worker, message));
    return worker;
  }

  async function relay(from: Worker, message: unknown): Promise<void> {
    if (isMessage<WorkerMessage & { kind: 'shop:live' }>(message, 'shop:live')) {
      const out: PrimaryMessage = { kind: 'shop:live', event: message.event };
      for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(out);
    } else if (isMessage<WorkerMessage & { kind: 'shop:login-verified' }>(message, 'shop:login-verified')) {
      const out: PrimaryMessage = { kind: 'shop:login-verified', entry: message.entry };
      for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from && worker.isConnected()) worker.send(out);
    } else if (isMessage<WorkerMessage & { kind: 'shop:rate-hit' }>(message, 'shop:rate-hit')) {
      const hit = await counters.hit(message.key, message.windowMs);
      if (from.isConnected()) from.send({ kind: 'shop:rate-hit', id: message.id, hit } satisfies PrimaryMessage);
    } else if (isMessage<WorkerMessage & { kind: 'shop:connections' }>(message, 'shop:connections')) {
      connections.set(from.id, message.open);
      const share = shareOf([...connections.values()].reduce((sum, open) => sum + open, 0), config.workers);
      for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send({ kind: 'shop:connections', share } satisfies PrimaryMessage);
    } else if (isMessage<WorkerMessage & { kind: 'shop:metrics' }>(message, 'shop:metrics')) {
      const text = await metrics.clusterMetrics().catch((error: unknown) => {
        log('warn', 'metrics could not be collected from every worker', { err: String(error) });
        return null;
      });
      if (from.isConnected()) from.send({ kind: 'shop:metrics', id: message.id, text } satisfies PrimaryMessage);
    }
  }

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) log('info', `all ${config.workers} workers listening`, { workers: config.workers });
  });
  const first = start(false);
  first.once('listening', () => {
    firstListening = true;
    for (let index = 1; index < config.workers; index += 1) start(true);
  });

  cluster.on('exit', (worker, code, signal) => {
    connections.delete(worker.id);
    if (stopping) return;
    // A first worker that never listened could not start (bad settings, database away): starting again would loop.
    if (!firstListening) {
      log('error', 'the first worker exited before it could serve; stopping', { code, signal });
      process.exit(code || 1);
    }
    log('error', 'a worker exited; starting another', { workerPid: worker.process.pid, code, signal });
    setTimeout(() => start(true), RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down: each worker finishes its requests', { signal });
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let failed = false;
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', (code) => {
        failed ||= code !== 0;
        left -= 1;
        if (left === 0) process.exit(failed ? 1 : 0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
