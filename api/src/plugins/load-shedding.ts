import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { OverloadConfig } from '../config';
import { httpError } from '../lib/http-error';
import { watchAcceptQueue } from './accept-queue';

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

/** Requests finished per second over the last BUCKETS × BUCKET_MS (2 s). */
export class ThroughputMeter {
  private readonly counts = new Array<number>(BUCKETS).fill(0);
  private bucket = 0;
  private bucketStart: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.bucketStart = now();
  }

  private advance(): void {
    const time = this.now();
    // Buckets that went by without a completion are emptied, at most all of them.
    for (let steps = 0; time - this.bucketStart >= BUCKET_MS && steps < BUCKETS; steps += 1) {
      this.bucket = (this.bucket + 1) % BUCKETS;
      this.counts[this.bucket] = 0;
      this.bucketStart += BUCKET_MS;
    }
    if (time - this.bucketStart >= BUCKET_MS) this.bucketStart = time;
  }

  completed(): void {
    this.advance();
    this.counts[this.bucket]! += 1;
  }

  perSecond(): number {
    this.advance();
    return (this.counts.reduce((sum, count) => sum + count, 0) * 1000) / (BUCKETS * BUCKET_MS);
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
 * kernel's accept queue would take longer than the target to finish at the measured throughput, or when the event
 * loop is already behind. A shed request has
 * done nothing, so a checkout is never half-done and its retry with the same Idempotency-Key is a first attempt.
 */
export function registerLoadShedding(app: FastifyInstance, config: OverloadConfig): void {
  const eventLoopDelay = config.maxEventLoopDelayMs > 0 ? watchEventLoop(app) : () => 0;
  const throughput = new ThroughputMeter();
  const queueBehind = config.maxQueueWaitMs > 0 ? watchQueueWait(app, config.maxQueueWaitMs) : () => false;
  // Connections not yet accepted are requests waiting too: Little's law counts them with those in flight.
  const acceptQueue = config.acceptQueueSampleMs > 0 && config.targetLatencyMs > 0 ? watchAcceptQueue(app, config.acceptQueueSampleMs) : () => 0;
  let inFlight = 0;
  const finished = () => {
    inFlight -= 1;
    throughput.completed();
  };
  // Callback style (no promise per request): this runs before every API request.
  app.addHook('onRequest', (request, reply, done) => {
    // Every request's connection is sampled, shed or not (a page or image may open the connection an API call reuses).
    const queueTooLong = queueBehind(request);
    if (!shedsFor(request)) return done();
    const loopBehind = config.maxEventLoopDelayMs > 0 && eventLoopDelay() > config.maxEventLoopDelayMs;
    if (loopBehind || queueTooLong || !admits(inFlight, throughput.perSecond(), config, acceptQueue())) {
      return done(httpError(503, 'The shop is busy. Please try again in a moment.', 'The server is answering as many requests as it can; retry after Retry-After seconds.'));
    }
    if (LONG_LIVED.has(request.routeOptions.url ?? '')) return done();
    inFlight += 1;
    // 'close' fires once, whether the answer was sent or the client went away.
    reply.raw.once('close', finished);
    done();
  });
}