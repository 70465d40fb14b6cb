import cluster from 'node:cluster';
import type { LiveEvent, LiveTransport } from '../lib/live-events';
import { parseLiveEvent } from '../lib/live-events';
import type { CounterStore, Hit } from '../plugins/rate-limit/counter-store';
import type { BalanceLink } from './connection-balance';
import type { VerifiedEntry } from '../lib/verified-logins';

/** The primary's key for remembered sign-ins (lib/verified-logins.ts), handed to each worker it starts. */
export const LOGIN_KEY_ENV = 'SHOP_LOGIN_CACHE_KEY';

/**
 * What the workers of one server (API_WORKERS > 1) tell each other through the primary process: live events (every
 * worker's open streams must hear a change made through any of them), rate-limit hits (one counter per key for the
 * whole server, as with a single process; with REDIS_URL they live there), /metrics (the sum over all workers,
 * whichever worker a scrape reaches) and how many connections each holds (cluster/connection-balance.ts).
 */
export type WorkerMessage =
  | { kind: 'shop:live'; event: string }
  | { kind: 'shop:login-verified'; entry: VerifiedEntry }
  | { kind: 'shop:rate-hit'; id: number; key: string; windowMs: number }
  | { kind: 'shop:metrics'; id: number }
  | { kind: 'shop:connections'; open: number };

export type PrimaryMessage =
  | { kind: 'shop:live'; event: string }
  | { kind: 'shop:login-verified'; entry: VerifiedEntry }
  | { kind: 'shop:rate-hit'; id: number; hit: Hit }
  | { kind: 'shop:metrics'; id: number; text: string | null }
  | { kind: 'shop:connections'; share: number };

export function isMessage<T extends { kind: string }>(value: unknown, kind: T['kind']): value is T {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;
}

/** True in a worker of a multi-process server (the primary relays between workers). */
export function inClusterWorker(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

function send(message: WorkerMessage): void {
  process.send!(message);
}

/** Live events through the primary, which hands each to every worker, this one included. */
export function clusterLiveTransport(deliver: (event: LiveEvent) => void): LiveTransport {
  const onMessage = (message: unknown) => {
    if (!isMessage<PrimaryMessage & { kind: 'shop:live' }>(message, 'shop:live')) return;
    const event = parseLiveEvent(message.event);
    if (event) deliver(event);
  };
  process.on('message', onMessage);
  return {
    publish: async (event) => send({ kind: 'shop:live', event: JSON.stringify(event) }),
    close: async () => {
      process.off('message', onMessage);
    },
  };
}

/**
 * Remembered sign-ins shared by the workers of one server: the key the primary made, a function handing each new
 * entry to the others, and the subscription to theirs. Nothing to share outside a multi-process server.
 */
export function clusterLogins(accept: (entry: VerifiedEntry) => void): { key: Buffer; share: (entry: VerifiedEntry) => void } | null {
  const keyHex = process.env[LOGIN_KEY_ENV];
  if (!inClusterWorker() || !keyHex) return null;
  process.on('message', (message: unknown) => {
    if (isMessage<PrimaryMessage & { kind: 'shop:login-verified' }>(message, 'shop:login-verified')) accept(message.entry);
  });
  return { key: Buffer.from(keyHex, 'hex'), share: (entry) => send({ kind: 'shop:login-verified', entry }) };
}

/** A worker's side of the connection balance: its count to the primary, its share from it. */
export function clusterBalanceLink(): BalanceLink {
  return {
    report: (open) => send({ kind: 'shop:connections', open }),
    onShare: (listener) =>
      process.on('message', (message: unknown) => {
        if (isMessage<PrimaryMessage & { kind: 'shop:connections' }>(message, 'shop:connections')) listener(message.share);
      }),
  };
}

// A hit the primary does not answer in time lets the request through, as a Redis store that is away does.
const HIT_TIMEOUT_MS = 1000;
// prom-client's own collection from the workers gives up after 5 s.
const METRICS_TIMEOUT_MS = 6000;

/** Asks the primary and waits for its answer with the same id (or the time limit). */
function ask<T>(kind: PrimaryMessage['kind'], message: WorkerMessage & { id: number }, timeoutMs: number, pick: (answer: PrimaryMessage) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: unknown) => {
      if (!isMessage<PrimaryMessage>(answer, kind) || (answer as { id?: number }).id !== message.id) return;
      finish();
      resolve(pick(answer));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`the primary process did not answer (${kind})`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    send(message);
  });
}

let nextMetricsId = 1;

/** Every worker's metrics summed (prom-client's AggregatorRegistry in the primary), or null when it could not collect. */
export function clusterMetricsText(): Promise<string | null> {
  const id = nextMetricsId++;
  return ask('shop:metrics', { kind: 'shop:metrics', id }, METRICS_TIMEOUT_MS, (answer) => (answer as { text: string | null }).text);
}

/** Rate-limit counters kept by the primary for every worker: one window per key, whichever worker is asked. */
export class ClusterCounterStore implements CounterStore {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (hit: Hit) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private readonly onMessage = (message: unknown) => {
    if (!isMessage<PrimaryMessage & { kind: 'shop:rate-hit' }>(message, 'shop:rate-hit')) return;
    const pending = this.waiting.get(message.id);
    if (!pending) return;
    this.waiting.delete(message.id);
    clearTimeout(pending.timer);
    pending.resolve(message.hit);
  };

  constructor() {
    process.on('message', this.onMessage);
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('the primary process did not answer a rate-limit hit'));
      }, HIT_TIMEOUT_MS);
      this.waiting.set(id, { resolve, reject, timer });
      send({ kind: 'shop:rate-hit', id, key, windowMs });
    });
  }

  async close(): Promise<void> {
    process.off('message', this.onMessage);
    for (const { timer, reject } of this.waiting.values()) {
      clearTimeout(timer);
      reject(new Error('closed'));
    }
    this.waiting.clear();
  }
}
