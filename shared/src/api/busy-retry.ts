import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../constants';

/** What the shopper sees while a call is retried after a 503 (instead of an error). */
export const BUSY_NOTICE = 'The shop is busy, retrying…';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 4000;

interface RetryState {
  /** When the first attempt was sent: every retry fits in the request's own time-out from then (PRODUCT.md §9). */
  startedAt: number;
  attempts: number;
}

type RetryConfig = InternalAxiosRequestConfig & { busyRetry?: RetryState };

/** Reads are safe to repeat; so is a write carrying an Idempotency-Key (the server answers the first result again). */
export function isRetryable(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  return method === 'get' || method === 'head' || Boolean(config.headers?.get?.('Idempotency-Key'));
}

/** Retry-After in seconds (or an HTTP date) as milliseconds; 0 when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number {
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/**
 * Exponential backoff with full jitter (so shed clients do not come back together), never sooner than the server's
 * Retry-After, never past MAX_DELAY_MS above it.
 */
export function retryDelayMs(attempt: number, retryAfter: number, random: () => number = Math.random): number {
  const backoff = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return retryAfter + random() * backoff;
}

/**
 * On 503, retries idempotent calls after Retry-After with backoff and jitter, within the call's own time-out counted
 * from its first attempt; `onRetry` tells the page (a calm notice instead of an error). Past the budget the 503 is the
 * caller's, as before.
 */
export function installBusyRetry(client: AxiosInstance, onRetry: () => void, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): void {
  client.interceptors.request.use((config: RetryConfig) => {
    config.busyRetry ??= { startedAt: Date.now(), attempts: 0 };
    return config;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 503 || !error.config || !isRetryable(error.config)) throw error;
    const config = error.config as RetryConfig;
    const state = config.busyRetry ?? { startedAt: Date.now(), attempts: 0 };
    const budget = config.timeout || REQUEST_TIMEOUT_MS;
    const delay = retryDelayMs(state.attempts, retryAfterMs(error.response.headers['retry-after']));
    const remaining = budget - (Date.now() - state.startedAt) - delay;
    if (remaining <= 0) throw error;
    onRetry();
    await sleep(delay);
    const retryConfig: RetryConfig = { ...config, timeout: remaining, busyRetry: { startedAt: state.startedAt, attempts: state.attempts + 1 } };
    return client.request(retryConfig);
  });
}
