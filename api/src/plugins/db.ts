import type { FastifyInstance } from 'fastify';
import type { LogEvent } from 'kysely';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { createDatabase, type DialectName } from '../db/database';
import { migrateToLatest } from '../db/migrations/index';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

/** Opens the database, runs pending migrations and closes it when the app closes. */
export async function registerDatabase(app: FastifyInstance, config: AppConfig, onQuery?: (event: LogEvent) => void): Promise<void> {
  const { overload } = config;
  const pool = { size: overload.dbPoolSize, waitMs: overload.dbPoolWaitMs, statementTimeoutMs: overload.dbStatementTimeoutMs, parallelWorkers: overload.dbParallelWorkers };
  // Migrations (an index on a large table) may run longer than a request's statement limit: their own connection has none.
  const migrating = config.databaseUrl ? createDatabase({ ...config, pool: { ...pool, size: 1, statementTimeoutMs: 0 } }) : undefined;
  const { db, dialect } = createDatabase({ ...config, onQuery, pool });
  try {
    const applied = await migrateToLatest(migrating?.db ?? db, dialect);
    if (applied.length > 0) app.log.info({ applied, dialect }, 'database migrated');
  } catch (error) {
    await db.destroy();
    throw error;
  } finally {
    await migrating?.db.destroy();
  }
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
