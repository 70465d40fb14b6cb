import type { LogEvent } from 'kysely';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { connectionsClosedToBalance } from '../cluster/connection-balance';
import { clusterMetricsText, inClusterWorker } from '../cluster/messages';
import { argon2Operations } from './passwords';

// Seconds; from a cached read (~1 ms) to a slow checkout or search under load.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const SQL_OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with']);

export type CheckoutOutcome = 'placed' | 'replayed' | 'refused' | 'failed';

/** One app instance's metrics (tests build several apps in one process, so nothing app-level is global). */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  dbQueryDuration: Histogram<'operation' | 'outcome'>;
  checkouts: Counter<'outcome'>;
  /** Answers refused with 429 (login throttling and any rate limit), by route. */
  rateLimitRefusals: Counter<'route'>;
  /** Passwords checked at sign-in: in full (argon2id) or remembered (lib/verified-logins.ts). */
  loginChecks: Counter<'check'>;
  /** Kysely's `log` hook: times every query. */
  observeQuery: (event: LogEvent) => void;
  /** The Prometheus text exposition: this app's metrics and the process's own. */
  render: () => Promise<string>;
  contentType: string;
}

// Process metrics (CPU, memory, event loop, GC) describe the process, not an app: collected once per process.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    processRegistry.registerMetric(argon2Operations);
    processRegistry.registerMetric(connectionsClosedToBalance);
  }
  return processRegistry;
}

function sqlOperation(sqlText: string): string {
  const keyword = /^\s*([A-Za-z]+)/.exec(sqlText)?.[1]?.toLowerCase() ?? '';
  if (!SQL_OPERATIONS.has(keyword)) return 'other';
  return keyword === 'with' ? 'select' : keyword;
}

/** Which outcome a checkout answer stands for. */
export function checkoutOutcome(status: number, replayed: boolean): CheckoutOutcome {
  if (status >= 500) return 'failed';
  if (status >= 400) return 'refused';
  return replayed ? 'replayed' : 'placed';
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const dbQueryDuration = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Database query time, by SQL operation and outcome (ok or error)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  const checkouts = new Counter({
    name: 'shop_checkouts_total',
    help: 'Checkouts by outcome: placed, replayed (same Idempotency-Key), refused (4xx) or failed (5xx)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Requests refused with 429 Too Many Requests, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const loginChecks = new Counter({
    name: 'shop_login_checks_total',
    help: 'Passwords checked at sign-in: full (argon2id) or remembered (passed the full check within LOGIN_CACHE_MINUTES)',
    labelNames: ['check'] as const,
    registers: [registry],
  });
  const process = processMetrics();
  const inCluster = inClusterWorker();
  if (inCluster) {
    // The primary asks every worker for these (the constructor sets up this worker's answering side).
    AggregatorRegistry.setRegistries([registry, process]);
    new AggregatorRegistry();
  }
  return {
    registry,
    httpRequests,
    httpDuration,
    dbQueryDuration,
    checkouts,
    rateLimitRefusals,
    loginChecks,
    observeQuery(event) {
      dbQueryDuration.observe(
        { operation: sqlOperation(event.query.sql), outcome: event.level === 'error' ? 'error' : 'ok' },
        event.queryDurationMillis / 1000,
      );
    },
    async render() {
      const own = async () => `${await registry.metrics()}\n${await process.metrics()}`;
      // A worker of a multi-process server answers the sum over all workers (each scrape may reach any of them).
      if (inCluster) return (await clusterMetricsText().catch(() => null)) ?? own();
      return own();
    },
    contentType: registry.contentType,
  };
}
