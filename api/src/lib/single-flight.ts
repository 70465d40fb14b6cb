import { LRUCache } from 'lru-cache';

/**
 * Values kept per key whose misses are read once however many callers ask at once (lru-cache's own `fetch`): when a
 * popular listing's total is not kept yet (a new catalogue version, a cold start), the 32 requests asking for it at
 * once run its query once, not 32 times. Each caller hands the read as the fetch's `context`,
 * `cache.fetch(key, { context: read })`. A failed read is not kept, nor one that answers undefined (every caller of
 * that read gets undefined).
 */
export type ReadOnceCache<V extends NonNullable<unknown>> = LRUCache<string, V, () => Promise<V | undefined>>;

/** `limits`: lru-cache's own (a count, a size, a time to live, or several). */
export function readOnceCache<V extends NonNullable<unknown>>(limits: LRUCache.Options<string, V, () => Promise<V | undefined>>): ReadOnceCache<V> {
  return new LRUCache<string, V, () => Promise<V | undefined>>({ ...limits, fetchMethod: (_key, _stale, { context }) => context() });
}
