import { useEffect } from 'react';
import { apiClient } from '@shop/shared';

/** Which count changed: a buyer's unread notifications, or a seller's/admin's outstanding orders (PRODUCT.md §4). */
export type LiveCount = 'notifications' | 'orders';

const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

declare global {
  interface Window {
    /** Browser tests lengthen the fallback poll to prove the live stream alone updates a bell. */
    __SHOP_POLL_MS__?: number;
  }
}

/**
 * Refreshes a bell the moment the server's event stream says its count changed. While the stream is down (never
 * opened, dropped, server restarting) it polls every `pollMs` instead and reconnects with exponential backoff.
 * Only signed-in bells call it: guests never load a ticket or open a stream.
 */
export function useLiveRefresh(type: LiveCount, refresh: () => unknown, pollMs: number): void {
  useEffect(() => {
    let source: EventSource | null = null;
    let live = false;
    let stopped = false;
    let backoffMs = BACKOFF_MIN_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const reconnectLater = () => {
      live = false;
      source?.close();
      source = null;
      if (stopped) return;
      retry = setTimeout(() => void connect(), backoffMs);
      backoffMs = Math.min(backoffMs * 2, BACKOFF_MAX_MS);
    };

    async function connect(): Promise<void> {
      try {
        const { data } = await apiClient.post<{ ticket: string }>('/events/ticket');
        if (stopped) return;
        source = new EventSource(`${apiClient.defaults.baseURL ?? '/api'}/events?ticket=${encodeURIComponent(data.ticket)}`);
        source.addEventListener(type, () => void refresh());
        source.onopen = () => {
          live = true;
          backoffMs = BACKOFF_MIN_MS;
          // Whatever changed while the stream was down.
          void refresh();
        };
        // The ticket is single-use in spirit (60 s): reconnect with a fresh one rather than let EventSource retry.
        source.onerror = reconnectLater;
      } catch {
        reconnectLater();
      }
    }

    // Without EventSource (old browsers, jsdom) the bell simply polls.
    if (typeof EventSource !== 'undefined') void connect();
    const poll = setInterval(() => {
      if (!live && document.visibilityState === 'visible') void refresh();
    }, window.__SHOP_POLL_MS__ ?? pollMs);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(poll);
      source?.close();
    };
  }, [type, refresh, pollMs]);
}
