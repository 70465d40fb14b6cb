import { LRUCache } from 'lru-cache';

/**
 * Concurrent calls for the same key share one computation: when a popular listing's order or total is not cached
 * yet (a new catalogue version, a cold start), the 32 requests asking for it at once run its query once, not 32 times.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, compute: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}

/**
 * Values kept per key whose misses are read once however many callers ask at once (lru-cache's own `fetch`): each
 * caller hands the read as the fetch's `context`, `cache.fetch(key, { context: read })`. A failed read is not kept.
 */
export type ReadOnceCache<V extends NonNullable<unknown>> = LRUCache<string, V, () => Promise<V>>;

export function readOnceCache<V extends NonNullable<unknown>>(limits: { max: number; maxSize?: number; sizeCalculation?: (value: V) => number; ttl?: number }): ReadOnceCache<V> {
  return new LRUCache<string, V, () => Promise<V>>({ ...limits, fetchMethod: (_key, _stale, { context }) => context() });
}
