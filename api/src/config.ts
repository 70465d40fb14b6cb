import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type RateLimitTable, rateLimitsFromEnv } from './plugins/rate-limit/rate-limit-rules';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  host: string;
  /** API_WORKERS: processes serving requests on the one port (Node's cluster); 1 = this process alone. */
  workers: number;
  /** API_WORKER_GC: whether each worker of API_WORKERS > 1 collects garbage on its own thread alone (cluster/primary.ts). */
  workerGc: WorkerGc;
  /** Absolute path holding the SQLite file, uploads and the generated JWT secret. */
  dataDir: string;
  /** postgres://… switches the API to PostgreSQL; undefined means embedded SQLite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtTtlSeconds: number;
  adminUsername: string;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  allowedOrigins: string[];
  remotesFile: string | undefined;
  /** Repository root: front-end builds are read from <webRoot>/<app>/dist. */
  webRoot: string;
  logLevel: string;
  /** SLOW_STATEMENT_MS: statements that take at least this long are logged at warn (lib/slow-statements.ts); 0 = off. */
  slowStatementMs: number;
  imageUploadUrl: string;
  uploadPreset: string;
  /** PUBLIC_URL: the shop's public origin (https://shop.example), used for absolute links such as an upload's URL; unset = same-site paths. */
  publicUrl: string | undefined;
  /** Largest accepted request body in bytes (JSON routes). */
  bodyLimit: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Bearer token that lets callers other than this machine read GET /metrics; unset = loopback only. */
  metricsToken: string | undefined;
  loginAccountMaxFailures: number;
  loginKnownAddressDays: number;
  /** LOGIN_CACHE_MINUTES: how long a password that passed the full check is remembered (lib/verified-logins.ts); 0 = off. */
  loginCacheMinutes: number;
  /** Fastify trustProxy: false, true, a hop count, or comma-separated addresses/CIDRs of trusted proxies. */
  trustProxy: boolean | number | string;
  /** redis://… shares rate-limit counters between processes; unset = in this process's memory. */
  redisUrl: string | undefined;
  /** Prefix of every rate-limit key in Redis (several shops or tests can share one Redis). */
  rateLimitPrefix: string;
  /** false when RATE_LIMITS=off: per-address limits off (load tests from one machine); per-account limits stay. */
  rateLimitsByAddress: boolean;
  rateLimits: RateLimitTable;
  /** Per uploader and rolling 24 hours: images and stored bytes. */
  uploadDailyCount: number;
  uploadDailyBytes: number;
  /** All stored uploads together; above it uploads are refused until an administrator makes room. */
  uploadTotalMaxBytes: number;
  /** How often expired login buckets and idempotency keys are deleted; 0 = never. */
  sweepIntervalSeconds: number;
  /** Load shedding and bounded database waits (docs/DEPLOY.md, "Overload"). */
  overload: OverloadConfig;
  /** DISPUTE_RESOLVE_HOURS: a seller's time to resolve a dispute before it escalates to the admins. */
  disputeResolveHours: number;
  /** DISPUTE_WINDOW_DAYS: how long after delivery a buyer may dispute an item; then its seller's share is available. */
  disputeWindowDays: number;
  mail: MailConfig;
}

/** E-mail (lib/mail, plugins/mail.ts; docs/DEPLOY.md "E-mail"). */
export interface MailConfig {
  /** SMTP_URL: smtp://user:pass@host:port or smtps://…; unset = each message an .eml file under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender, e.g. `Marketplace <shop@example.com>`. */
  from: string;
  /** MAIL_POLL_MS: how often each process looks for messages to send; 0 = this process sends none. */
  pollMs: number;
  /** MAIL_LEASE_SECONDS: how long a claimed message is another sender's before it may be claimed again. */
  leaseSeconds: number;
  /** MAIL_RETRY_SECONDS: the wait after a first temporary refusal (doubling each time, at most a day). */
  retrySeconds: number;
  /** MAIL_MAX_ATTEMPTS: temporary refusals before a message is marked failed. */
  maxAttempts: number;
}

export interface OverloadConfig {
  /** Longest answer the shedder aims for: requests in flight ≤ recent throughput × this. 0 = off. */
  targetLatencyMs: number;
  /** Requests always admitted, whatever the measured throughput (a cold start has measured none yet). */
  minInFlight: number;
  /** Hard cap on API requests in flight. 0 = no cap. */
  maxInFlight: number;
  /** Wait (ms) of a request before the server could read it, above which new API requests are answered 503. 0 = off. */
  maxQueueWaitMs: number;
  /** How often (ms) the kernel's accept queue is sampled and counted with the requests in flight. 0 = off. */
  acceptQueueSampleMs: number;
  /** Mean event-loop delay (ms, over the last sample) above which new API requests are answered 503. 0 = off. */
  maxEventLoopDelayMs: number;
  /** Retry-After (seconds) on every 503 the server answers because it is busy or the database is away. */
  retryAfterSeconds: number;
  /** PostgreSQL: connections in the pool, the longest wait for one, and each statement's time limit (0 = none). */
  dbPoolSize: number;
  dbPoolWaitMs: number;
  dbStatementTimeoutMs: number;
  /**
   * PostgreSQL: the workers one statement may start (max_parallel_workers_per_gather; 0 = none). A shop's statements are
   * many and short and already share the cores: a parallel query's workers are started for one statement and cost more
   * than they save there (docs/BENCHMARKS.md findings, 2026-11-28).
   */
  dbParallelWorkers: number;
  /** LISTEN_BACKLOG: connections the kernel may hold before the server accepts them (capped by net.core.somaxconn). */
  listenBacklog: number;
}

type Env = Record<string, string | undefined>;

const DEFAULT_WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

/** API_WORKER_GC: `single`, `parallel`, or `auto` (single while the workers are at least as many as the cores). */
export type WorkerGc = 'single' | 'parallel';

/** The collector API_WORKER_GC asks for, given the server's process count (the bench records it with the same rule). */
export function workerGc(env: Env, processes: number): WorkerGc {
  const raw = env.API_WORKER_GC?.trim().toLowerCase() || 'auto';
  if (raw === 'single' || raw === 'parallel') return raw;
  if (raw !== 'auto') throw new Error(`API_WORKER_GC must be single, parallel or auto, got "${raw}"`);
  return processes > 1 && processes >= availableParallelism() ? 'single' : 'parallel';
}

/** API_WORKERS: a count of processes, or `auto` for one per CPU core the process may use. */
function workers(env: Env): number {
  const raw = env.API_WORKERS?.trim().toLowerCase();
  if (raw === 'auto') return availableParallelism();
  const count = integer(env, 'API_WORKERS', 1);
  if (count < 1) throw new Error(`API_WORKERS must be at least 1 (or auto), got "${raw}"`);
  return count;
}

/**
 * DB_POOL_SIZE's default: about four connections per CPU core over all of this server's processes, at least 4 each.
 * Measured on 2 cores with 2 workers: 4 each kept the p99 of database-bound pages under half what 10 each gave (more
 * backends than cores only queue on the CPU, and a request waits for its connection in the pool instead, in order).
 */
function defaultPoolSize(processes: number): number {
  return Math.max(4, Math.ceil((4 * availableParallelism()) / processes));
}

/** TRUST_PROXY: unset/false → ignore X-Forwarded-*; true; a hop count; or trusted proxy addresses/CIDRs. */
function trustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** PUBLIC_URL as an origin without a trailing slash; anything but a bare http(s) origin stops the start. */
function publicUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://shop.example, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://shop.example, got "${raw}"`);
  }
  return url.origin;
}

/** Fastify's trustProxy option: a hop count becomes "trust the first n hops" (its typings take no number). */
export function trustProxyOption(setting: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Reads JWT_SECRET, else a secret generated once and kept in DATA_DIR so restarts keep sessions valid. */
function jwtSecret(env: Env, dataDir: string): string {
  const fromEnv = env.JWT_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs so both sign with the same key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(text(env, 'DATA_DIR', './data'));
  // Owner-only when we create it: it holds the database and the JWT secret.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const remotesFile = env.REMOTES_FILE?.trim();
  const processes = workers(env);
  return {
    port: integer(env, 'PORT', 3000),
    host: text(env, 'HOST', '0.0.0.0'),
    workers: processes,
    workerGc: workerGc(env, processes),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    jwtSecret: jwtSecret(env, dataDir),
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 12 * 60 * 60),
    adminUsername: text(env, 'ADMIN_USERNAME', 'admin'),
    adminEmail: text(env, 'ADMIN_EMAIL', 'admin@example.com'),
    adminPassword: text(env, 'ADMIN_PASSWORD', 'admin12345'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    remotesFile: remotesFile ? resolve(remotesFile) : undefined,
    webRoot: resolve(text(env, 'WEB_ROOT', DEFAULT_WEB_ROOT)),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    slowStatementMs: integer(env, 'SLOW_STATEMENT_MS', 0),
    imageUploadUrl: text(env, 'IMAGE_UPLOAD_URL', '/api/uploads'),
    uploadPreset: text(env, 'IMAGE_UPLOAD_PRESET', 'marketplace'),
    publicUrl: publicUrl(env),
    bodyLimit: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    loginAccountMaxFailures: integer(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 50),
    loginKnownAddressDays: integer(env, 'LOGIN_KNOWN_ADDRESS_DAYS', 90),
    loginCacheMinutes: integer(env, 'LOGIN_CACHE_MINUTES', 15),
    trustProxy: trustProxy(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    rateLimitPrefix: text(env, 'RATE_LIMIT_PREFIX', 'shop:rl:'),
    rateLimitsByAddress: bool(env, 'RATE_LIMITS', true),
    rateLimits: rateLimitsFromEnv(env),
    uploadDailyCount: integer(env, 'UPLOAD_DAILY_COUNT', 100),
    uploadDailyBytes: integer(env, 'UPLOAD_DAILY_BYTES', 200 * 1024 * 1024),
    uploadTotalMaxBytes: integer(env, 'UPLOAD_TOTAL_MAX_BYTES', 10 * 1024 * 1024 * 1024),
    sweepIntervalSeconds: integer(env, 'SWEEP_INTERVAL_SECONDS', 600),
    overload: {
      targetLatencyMs: integer(env, 'OVERLOAD_TARGET_LATENCY_MS', 5000),
      minInFlight: integer(env, 'OVERLOAD_MIN_IN_FLIGHT', 32),
      maxInFlight: integer(env, 'OVERLOAD_MAX_IN_FLIGHT', 512),
      maxQueueWaitMs: integer(env, 'OVERLOAD_MAX_QUEUE_WAIT_MS', 2000),
      acceptQueueSampleMs: integer(env, 'OVERLOAD_ACCEPT_QUEUE_SAMPLE_MS', 200),
      maxEventLoopDelayMs: integer(env, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 500),
      retryAfterSeconds: integer(env, 'RETRY_AFTER_SECONDS', 2),
      dbPoolSize: integer(env, 'DB_POOL_SIZE', defaultPoolSize(processes)),
      dbPoolWaitMs: integer(env, 'DB_POOL_WAIT_MS', 2000),
      dbStatementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 4000),
      dbParallelWorkers: integer(env, 'DB_PARALLEL_WORKERS', 0),
      listenBacklog: integer(env, 'LISTEN_BACKLOG', 4096),
    },
    disputeResolveHours: integer(env, 'DISPUTE_RESOLVE_HOURS', 72),
    disputeWindowDays: integer(env, 'DISPUTE_WINDOW_DAYS', 30),
    mail: mailConfig(env, publicUrl(env)),
  };
}

function mailConfig(env: Env, origin: string | undefined): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) throw new Error('SMTP_URL must look like smtp://user:pass@host:port or smtps://…');
  const host = origin ? new URL(origin).hostname : 'localhost';
  return {
    smtpUrl,
    from: text(env, 'MAIL_FROM', `Marketplace <no-reply@${host}>`),
    pollMs: integer(env, 'MAIL_POLL_MS', 1000),
    leaseSeconds: integer(env, 'MAIL_LEASE_SECONDS', 120),
    retrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 60),
    maxAttempts: Math.max(1, integer(env, 'MAIL_MAX_ATTEMPTS', 8)),
  };
}
