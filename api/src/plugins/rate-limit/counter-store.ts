import { Redis } from 'ioredis';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/** Fixed-window counters: one per key, starting at the first hit. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** One process only: counters in a Map, expired ones dropped at most once a minute. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

// INCR and the first PEXPIRE in one step, so every process sharing Redis sees one counter and one window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Counters shared by every API process pointing at the same REDIS_URL. */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(url: string) {
    // Fail fast while Redis is away instead of queueing requests behind reconnects.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
    return { count, resetMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
