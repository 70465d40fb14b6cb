import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { balanceConnections } from './cluster/connection-balance';
import { clusterBalanceLink, inClusterWorker } from './cluster/messages';
import { FOLLOWER_ENV, runPrimary } from './cluster/primary';
import { loadConfig } from './config';
import { seedDemoData } from './seed/seed';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();

/** SIGTERM/SIGINT: no new connections, in-flight requests finish, then exit (forced after SHUTDOWN_GRACE_MS). */
function stopOnSignals(app: FastifyInstance): void {
  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    // Stuck connections must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function serve(): Promise<void> {
  // Later workers of a multi-process server find the database ready and the demo data seeded by the first.
  const follower = process.env[FOLLOWER_ENV] === '1';
  const app = await buildApp(config);
  // Demo data is optional: a failed seed (rolled back) is logged and the server still starts.
  if (!follower) await seedDemoData(app).catch((error: unknown) => app.log.error({ err: error }, 'demo data could not be seeded'));
  if (config.adminPassword === 'admin12345' && !follower) app.log.warn('ADMIN_PASSWORD is the local default; set it for any shared deployment');
  stopOnSignals(app);
  if (inClusterWorker()) balanceConnections(app.server, clusterBalanceLink());
  // A deep accept queue: in a burst, connections wait where the shedder reads them (plugins/accept-queue.ts) instead
  // of being dropped by the kernel and retried by the client seconds later. The kernel caps it at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: config.overload.listenBacklog });
}

// API_WORKERS > 1: this process only starts the workers and relays between them (cluster/primary.ts).
if (config.workers > 1 && cluster.isPrimary) runPrimary(config);
else await serve();
