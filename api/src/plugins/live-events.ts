import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { LiveHub } from '../lib/live-events';
import { postgresTransport, redisTransport } from '../lib/live-transports';
import { clusterLiveTransport, inClusterWorker } from '../cluster/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to the browsers' open streams, across every API process (PRODUCT.md §4). */
    live: LiveHub;
  }
}

/**
 * Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL, else (SQLite) through the primary process
 * when this is one of several workers (API_WORKERS), else in memory.
 */
export function registerLiveEvents(app: FastifyInstance, config: AppConfig): void {
  const report = (error: unknown) => app.log.warn({ err: error }, 'live events: transport error');
  const hub = new LiveHub(report);
  const deliver = hub.deliver.bind(hub);
  if (config.redisUrl) hub.useTransport(redisTransport(config.redisUrl, `${config.rateLimitPrefix}live`, deliver, report));
  else if (config.databaseUrl) hub.useTransport(postgresTransport(config.databaseUrl, deliver, report));
  else if (inClusterWorker()) hub.useTransport(clusterLiveTransport(deliver));
  app.decorate('live', hub);
  // preClose: open streams would otherwise hold the server's close until they end.
  app.addHook('preClose', async () => hub.close());
}
