import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { OverloadConfig } from '../config';
import { httpError } from '../lib/http-error';
import { watchAcceptQueue } from './accept-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * When the last API request in flight finished (performance.now()), or null while one is in flight: work that
     * would hold requests up waits for a quiet moment (search/read-ahead.ts).
     */
    quietSince: () => number | null;
  }
}

// Probes must answer while the shop sheds load: a balancer asks them precisely then.
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);
// Event streams stay open for hours: admitted like any request, but never counted as work in flight.
const LONG_LIVED = new Set(['/api/events']);
const SAMPLE_INTERVAL_MS = 500;
const DELAY_RESOLUTION_MS = 10;
const BUCKET_MS = 250;
const BUCKETS = 8;

function shedsFor(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && route.startsWith('/api/') && !ALWAYS_ANSWERED.has(route);
}

// A rate needs this much busy time and this many answers behind it before it replaces the one remembered.
const MIN_BUSY_MS = 20;
const MIN_COMPLETIONS = 5;

/**
 * The shop's capacity: requests finished per second of *busy* time (while at least one was in flight) over the last
 * BUCKETS × BUCKET_MS (2 s). Per busy second, not per wall-clock second: a quiet shop answers few requests because
 * few arrive, not because it could not answer more, and a burst after a quiet spell must be measured against what
 * the shop can do. When the window holds too little to measure, the last measured rate stands (0 before any).
 */
export class ThroughputMeter {
  private readonly counts = new Array<number>(BUCKETS).fill(0);
  private readonly busyMs = new Array<number>(BUCKETS).fill(0);
  private bucket = 0;
  private bucketStart: number;
  private active = 0;
  private busySince = 0;
  private remembered = 0;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.bucketStart = now();
  }

  /** Adds the busy time since the last look to the current bucket, then moves on to the bucket `time` falls in. */
  private advance(): void {
    const time = this.now();
    if (this.active > 0) {
      this.busyMs[this.bucket]! += time - this.busySince;
      this.busySince = time;
    }
    // Buckets that went by are emptied, at most all of them.
    for (let steps = 0; time - this.bucketStart >= BUCKET_MS && steps < BUCKETS; steps += 1) {
      this.bucket = (this.bucket + 1) % BUCKETS;
      this.counts[this.bucket] = 0;
      this.busyMs[this.bucket] = 0;
      this.bucketStart += BUCKET_MS;
    }
    if (time - this.bucketStart >= BUCKET_MS) this.bucketStart = time;
  }

  started(): void {
    this.advance();
    if (this.active === 0) this.busySince = this.now();
    this.active += 1;
  }

  completed(): void {
    this.advance();
    this.counts[this.bucket]! += 1;
    this.active = Math.max(0, this.active - 1);
  }

  perSecond(): number {
    this.advance();
    const completions = this.counts.reduce((sum, count) => sum + count, 0);
    const busy = this.busyMs.reduce((sum, ms) => sum + ms, 0);
    if (busy >= MIN_BUSY_MS && completions >= MIN_COMPLETIONS) this.remembered = (completions * 1000) / busy;
    return this.remembered;
  }
}

/**
 * Little's law: with `throughput` answers a second, `inFlight` requests (and `queued` connections not accepted yet)
 * take about (inFlight + queued) / throughput seconds, so admit one more only while that stays within the target
 * (and always up to the floor). The cap counts only requests in flight: it bounds this process's memory.
 */
export function admits(inFlight: number, throughputPerSecond: number, config: OverloadConfig, queued = 0): boolean {
  if (config.maxInFlight > 0 && inFlight >= config.maxInFlight) return false;
  const waiting = inFlight + queued;
  if (config.targetLatencyMs === 0 || waiting < config.minInFlight) return true;
  return waiting < (throughputPerSecond * config.targetLatencyMs) / 1000;
}

/** What the shedder sees as a request arrives. */
export interface ShedSignals {
  inFlight: number;
  /** Connections in the kernel's accept queue. */
  queued: number;
  throughputPerSecond: number;
  /** The event loop's mean delay is past its limit. */
  loopBehind: boolean;
  /** New connections waited past their limit before the server read them. */
  queueWaitTooLong: boolean;
}

/**
 * Whether to answer 503 at once. Little's law on the shop's own queue decides; the event loop's delay and the wait
 * before a request is read count only while the shop has a queue of its own (at least the floor waiting): on a
 * machine slowed by other programs a lone request is served, however late the loop runs.
 */
export function sheds(signals: ShedSignals, config: OverloadConfig): boolean {
  const { inFlight, queued, throughputPerSecond, loopBehind, queueWaitTooLong } = signals;
  if (!admits(inFlight, throughputPerSecond, config, queued)) return true;
  return (loopBehind || queueWaitTooLong) && inFlight + queued >= config.minInFlight;
}

/** Mean event-loop delay of the last sample interval in ms, refreshed in the background. */
function watchEventLoop(app: FastifyInstance): () => number {
  const histogram = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  histogram.enable();
  let lastMeanMs = 0;
  const timer = setInterval(() => {
    const mean = histogram.mean / 1e6 - DELAY_RESOLUTION_MS;
    lastMeanMs = Number.isFinite(mean) ? Math.max(0, mean) : 0;
    histogram.reset();
  }, SAMPLE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => lastMeanMs;
}

const ACCEPTED_AT = Symbol('acceptedAt');
const QUEUE_WINDOW_MS = 1000;
const QUEUE_MIN_SAMPLES = 3;
type TimedSocket = Socket & { [ACCEPTED_AT]?: number };

/**
 * Whether requests wait longer than `limitMs` before the server even reads them (in the kernel, behind the event
 * loop): invisible to the in-flight count when each request is worked off in one go (SQLite). Sampled on each
 * connection's first request as the time since it was accepted; like CoDel, the smallest wait of the current or last
 * second must exceed the limit, so one connection opened early and used late (a browser's preconnect) cannot trip it.
 */
function watchQueueWait(app: FastifyInstance, limitMs: number): (request: FastifyRequest) => boolean {
  app.server.on('connection', (socket: TimedSocket) => {
    socket[ACCEPTED_AT] = performance.now();
  });
  let windowStart = performance.now();
  let current = { min: Infinity, count: 0 };
  let previous = { min: 0, count: 0 };
  const behind = (window: { min: number; count: number }) => window.count >= QUEUE_MIN_SAMPLES && window.min > limitMs;
  return (request) => {
    const now = performance.now();
    if (now - windowStart >= QUEUE_WINDOW_MS) {
      previous = now - windowStart < 2 * QUEUE_WINDOW_MS ? current : { min: 0, count: 0 };
      current = { min: Infinity, count: 0 };
      windowStart = now;
    }
    const socket = request.raw.socket as TimedSocket;
    const acceptedAt = socket[ACCEPTED_AT];
    if (acceptedAt !== undefined) {
      socket[ACCEPTED_AT] = undefined;
      current = { min: Math.min(current.min, now - acceptedAt), count: current.count + 1 };
    }
    return behind(current) || behind(previous);
  };
}

/**
 * Answers 503 + Retry-After at once, before any work, when the requests already in flight or still waiting in the
 * kernel's accept queue would take longer than the target to finish at the measured throughput, or when the shop has
 * a queue and the event loop is already behind. A shed request has
 * done nothing, so a checkout is never half-done and its retry with the same Idempotency-Key is a first attempt.
 */
export function registerLoadShedding(app: FastifyInstance, config: OverloadConfig): void {
  const eventLoopDelay = config.maxEventLoopDelayMs > 0 ? watchEventLoop(app) : () => 0;
  const throughput = new ThroughputMeter();
  const queueBehind = config.maxQueueWaitMs > 0 ? watchQueueWait(app, config.maxQueueWaitMs) : () => false;
  // Connections not yet accepted are requests waiting too: Little's law counts them with those in flight.
  const acceptQueue = config.acceptQueueSampleMs > 0 && config.targetLatencyMs > 0 ? watchAcceptQueue(app, config.acceptQueueSampleMs) : () => 0;
  let inFlight = 0;
  let quietSince = performance.now();
  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) quietSince = performance.now();
    throughput.completed();
  };
  app.decorate('quietSince', () => (inFlight > 0 ? null : quietSince));
  const busy = () =>
    httpError(503, 'The shop is busy. Please try again in a moment.', 'The server is answering as many requests as it can; retry after Retry-After seconds.');
  // Callback style (no promise per request): this runs before every API request.
  app.addHook('onRequest', (request, reply, done) => {
    // Every request's connection is sampled, shed or not (a page or image may open the connection an API call reuses).
    const queueWaitTooLong = queueBehind(request);
    if (!shedsFor(request)) return done();
    const loopBehind = config.maxEventLoopDelayMs > 0 && eventLoopDelay() > config.maxEventLoopDelayMs;
    if (sheds({ inFlight, queued: acceptQueue(), throughputPerSecond: throughput.perSecond(), loopBehind, queueWaitTooLong }, config)) return done(busy());
    if (LONG_LIVED.has(request.routeOptions.url ?? '')) return done();
    inFlight += 1;
    throughput.started();
    // 'close' fires once, whether the answer was sent or the client went away.
    reply.raw.once('close', finished);
    done();
  });
}