import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { createHttpClient, type HttpClient } from './http';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  http: HttpClient;
  dialect: 'sqlite' | 'postgres';
  /** Closes the app, then removes its temp DATA_DIR and, on PostgreSQL, drops its database. */
  close(): Promise<void>;
}

export interface StartOptions extends BuildOptions {
  /** Config values to override (everything else comes from the test defaults). */
  config?: Partial<AppConfig>;
}

// Feature tests fire many requests from 127.0.0.1 and one account (e.g. 200 parallel logins) on a busy machine; the
// rate-limit and overload tests set their own limits.
const UNLIMITED = {
  RATE_LIMITS: 'off',
  RATE_LIMIT_CHECKOUT_ACCOUNT: '1000000/60',
  RATE_LIMIT_UPLOAD_ACCOUNT: '1000000/60',
  OVERLOAD_TARGET_LATENCY_MS: '0',
  OVERLOAD_MAX_IN_FLIGHT: '0',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_QUEUE_WAIT_MS: '0',
  OVERLOAD_ACCEPT_QUEUE_SAMPLE_MS: '0',
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onAdminDb<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server `adminUrl` points at (tests get one each); drop() removes it. */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdminDb(adminUrl, (client) => client.query(`create database "${name}"`));
  return {
    url: withDatabase(adminUrl, name),
    drop: () => onAdminDb(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * Starts the real app on a free port: SQLite in a temp DATA_DIR, or a fresh PostgreSQL database when
 * DATABASE_URL is set. WEB_ROOT defaults to an empty temp folder (API only). Rate limits are off or out of reach
 * (UNLIMITED above); tests of the limits set their own. Always `await t.close()`.
 */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const adminUrl = process.env.DATABASE_URL;
  const database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'web'), LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex'), ...UNLIMITED }),
    databaseUrl: database?.url,
    ...options.config,
  };
  const cleanup = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await cleanup();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    baseUrl,
    http: createHttpClient(baseUrl),
    dialect: database ? 'postgres' : 'sqlite',
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
