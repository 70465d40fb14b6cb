// Load generation: a fixed concurrency for a fixed duration per scenario. wrk (C, lib/wrk.mjs) when it is installed:
// it costs the 2-core machine little, so the server gets the CPU; else autocannon as a library (JavaScript, about a
// core of its own at these rates, which then caps every figure, the ceiling included).
import autocannon from 'autocannon';
import { findWrk, runWrk } from './wrk.mjs';

const WRK = findWrk();

/** Which generator the figures come from (recorded with every run). */
export const LOAD_GENERATOR = WRK ? 'wrk' : 'autocannon';

/** One measured run: { requests, rps, p50, p90, p99, max, errors, timeouts, non2xx, shed, statusCodes, seconds }. */
export async function measureLoad({ urls, connections, duration, next, rotation }) {
  if (WRK && urls.length === 1) return runWrk({ wrk: WRK, url: urls[0], connections, duration, next, rotation });
  return { ...summarize(await runLoad({ urls, connections, duration, next })), generator: 'autocannon' };
}

const round = (value, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

/** The figures a benchmark table shows, from an autocannon result. */
export function summarize(result) {
  const completed = ['1xx', '2xx', '3xx', '4xx', '5xx'].reduce((sum, key) => sum + (result[key] ?? 0), 0);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
  return {
    requests: completed,
    rps: round(completed / result.duration),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    // Answers the server shed under load (503 + Retry-After, docs/DEPLOY.md "Overload"): 0 is the goal at 32 connections.
    shed: statusCodes['503'] ?? 0,
    statusCodes,
    seconds: round(result.duration, 2),
    connections: result.connections,
  };
}

/**
 * Runs `next()` (answers {method, path, headers?, body?}) against `urls` (one URL, or several: autocannon hands the
 * connections out round-robin, so the client alternates between servers) with `connections` for `duration` seconds.
 */
export function runLoad({ urls, connections, duration, next }) {
  const options = {
    url: urls.length === 1 ? urls[0] : urls,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const made = next();
          const built = { ...request, method: made.method ?? 'GET', path: made.path, headers: made.headers ?? {} };
          if (made.body !== undefined) built.body = made.body;
          return built;
        },
      },
    ],
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('error', reject);
  });
}
