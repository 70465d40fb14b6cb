import { setTimeout as sleep } from 'node:timers/promises';
import type { HttpClient } from './http';

/** An open GET /api/events stream and the event names it has received so far. */
export interface LiveStream {
  status: number;
  events: string[];
  /** Resolves once an event named `type` arrives (after the ones already seen), or rejects after `timeoutMs`. */
  next: (type: string, timeoutMs?: number) => Promise<void>;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close: () => void;
}

/** Asks for a ticket with the token, then opens the stream the way a browser's EventSource does. */
export async function openLiveStream(http: HttpClient, token: string): Promise<LiveStream> {
  const ticket = await http.post('/api/events/ticket', undefined, { token });
  if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status} ${ticket.text}`);
  return openWithTicket(http.baseUrl, ticket.body.ticket as string);
}

export async function openWithTicket(baseUrl: string, ticket: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(new URL(`/api/events?ticket=${encodeURIComponent(ticket)}`, baseUrl), { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const events: string[] = [];
  let consumed = 0;
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const decoder = new TextDecoder();
    let buffer = '';
    ended = (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const name = /^event: (\S+)$/m.exec(buffer.slice(0, end));
            if (name) events.push(name[1]!);
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    events,
    ended,
    async next(type, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.indexOf(type, consumed);
        if (index >= 0) {
          consumed = index + 1;
          return;
        }
        if (Date.now() > deadline) throw new Error(`no '${type}' event within ${timeoutMs} ms (got ${JSON.stringify(events)})`);
        await sleep(20);
      }
    },
    close: () => controller.abort(),
  };
}
