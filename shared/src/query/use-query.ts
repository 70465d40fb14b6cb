import { startTransition, useCallback, useEffect, useState } from 'react';

/** What a query holds: its data once answered, the failure, and the last data while a new key loads. */
export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'error'; error: unknown; previous?: T }
  | { status: 'ready'; data: T };

export interface QueryOptions {
  /** Keep a successful answer this long and serve it to every later caller at once (slow-changing data). */
  cacheMs?: number;
  /** Called once per failed request (e.g. to log it), not on every render. */
  onError?: (error: unknown) => void;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  users: number;
}

const inFlight = new Map<string, InFlight>();
const cache = new Map<string, { data: unknown; until: number }>();

/** Shares one request among every caller of the same key; the request is aborted when its last caller leaves. */
function join<T>(key: string, load: (signal: AbortSignal) => Promise<T>): { promise: Promise<T>; leave: () => void } {
  let entry = inFlight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: InFlight = { controller, users: 0, promise: load(controller.signal) };
    const forget = () => inFlight.get(key) === created && inFlight.delete(key);
    created.promise.then(forget, forget);
    inFlight.set(key, created);
    entry = created;
  }
  const joined = entry;
  joined.users += 1;
  let left = false;
  return {
    promise: joined.promise as Promise<T>,
    leave: () => {
      if (left) return;
      left = true;
      joined.users -= 1;
      if (joined.users === 0) {
        joined.controller.abort();
        if (inFlight.get(key) === joined) inFlight.delete(key);
      }
    },
  };
}

function cached<T>(key: string): { data: T } | null {
  const hit = cache.get(key);
  if (!hit || hit.until < Date.now()) return null;
  return { data: hit.data as T };
}

/** Stores an answer the caller already has (e.g. the order a checkout answered), so the next reader needs no request. */
export function primeQuery<T>(key: string, data: T, forMs = 60_000): void {
  cache.set(key, { data, until: Date.now() + forMs });
}

/** Forgets cached answers whose key starts with `prefix` (all of them without one), e.g. after a change. */
export function invalidateQueries(prefix = ''): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

/**
 * Loads `key` with `load` (which must honour its AbortSignal) and follows the key: a new key aborts the old
 * request, callers of one key share one request, and with `cacheMs` a fresh answer is reused at once.
 * A null key loads nothing. `reload()` asks again, bypassing the cache; `setData` replaces the answer locally
 * (e.g. with what the server answered after an action).
 */
export function useQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; state: QueryState<T> } | null>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const { cacheMs, onError } = options;

  // A fresh cached answer is served during render, without a request.
  const hit = key !== null && attempt === 0 && cacheMs ? cached<T>(key) : null;

  useEffect(() => {
    if (key === null || (attempt === 0 && cacheMs && cached<T>(key))) return;
    const request = join(attempt === 0 ? key : `${key}#${attempt}`, load);
    let active = true;
    request.promise.then(
      (data) => {
        if (cacheMs) cache.set(key, { data, until: Date.now() + cacheMs });
        if (!active) return;
        // A transition: the page an answer fills (a grid of cards, a product) renders in slices that yield to the
        // browser, not in one long task.
        startTransition(() => {
          setAnswer({ key, attempt, state: { status: 'ready', data } });
          setLast(data);
        });
      },
      (error: unknown) => {
        if (!active) return;
        onError?.(error);
        setAnswer({ key, attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
      request.leave();
    };
    // `load` is read for the key it was given; a new function for the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, cacheMs]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const setData = useCallback(
    (update: (current: T) => T) =>
      setAnswer((current) => {
        if (!current || current.state.status !== 'ready') return current;
        const data = update(current.state.data);
        // A cached answer follows the local change, so the next reader does not see the old one.
        const entry = cache.get(current.key);
        if (entry) entry.data = data;
        return { ...current, state: { status: 'ready', data } };
      }),
    [],
  );

  let state: QueryState<T>;
  if (key === null) state = { status: 'idle' };
  else if (hit && (!answer || answer.key !== key || answer.attempt !== attempt)) state = { status: 'ready', data: hit.data };
  else if (!answer || answer.key !== key || answer.attempt !== attempt) state = { status: 'loading', previous: last };
  else state = answer.state.status === 'error' ? { ...answer.state, previous: last } : answer.state;
  return { state, reload, setData };
}
