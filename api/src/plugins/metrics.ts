import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config';
import { httpError } from '../lib/http-error';
import { type AppMetrics, createMetrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine talking to us directly. The socket address decides, never X-Forwarded-For (which a client
 * can write), and a request a proxy forwarded is never local even when the proxy itself runs on this machine.
 */
export function isDirectLoopbackCaller(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  // Equal-length digests so the comparison takes the same time whatever was sent.
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** Decorates app.metrics (call before the database opens, so queries are timed) and counts every answer. */
export function registerMetrics(app: FastifyInstance): AppMetrics {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  // One pair of labelled series per method, route pattern and status, looked up once (prom-client would hash the
  // labels on every call).
  const series = new Map<string, { requests: { inc: () => void }; duration: { observe: (seconds: number) => void } }>();
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern keeps the label set small; URLs that match no route share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    const key = `${request.method} ${route} ${status}`;
    let pair = series.get(key);
    if (!pair) {
      const labels = { method: request.method, route, status };
      pair = { requests: metrics.httpRequests.labels(labels), duration: metrics.httpDuration.labels(labels) };
      series.set(key, pair);
    }
    pair.requests.inc();
    pair.duration.observe(reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
    done();
  });
  return metrics;
}

/** GET /metrics (Prometheus text format): to direct loopback callers, or to anyone with METRICS_TOKEN as a bearer. */
export function registerMetricsRoute(app: FastifyInstance, config: AppConfig): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLoopbackCaller(request)) {
      if (!config.metricsToken) {
        throw httpError(403, 'Forbidden.', 'Metrics are answered to callers on this machine only; set METRICS_TOKEN to allow others.');
      }
      if (!bearerMatches(request, config.metricsToken)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw httpError(401, 'Authentication required.', 'Send the metrics token as a Bearer token.');
      }
    }
    return reply.header('Cache-Control', 'no-store').type(app.metrics.contentType).send(await app.metrics.render());
  });
}
