import { Redis } from 'ioredis';
import pg from 'pg';
import { type LiveEvent, type LiveTransport, parseLiveEvent } from './live-events';

/** The PostgreSQL NOTIFY channel the API processes on one database share (a database is one shop). */
export const LIVE_CHANNEL = 'shop_live';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

type Deliver = (event: LiveEvent) => void;
type Report = (error: unknown) => void;

/**
 * LISTEN on one dedicated connection (a pooled one would be handed back and lose it), re-opened with backoff when it
 * drops; NOTIFY goes through the same connection, and PostgreSQL delivers it to every listener, this process included.
 */
export function postgresTransport(databaseUrl: string, deliver: Deliver, report: Report): LiveTransport {
  let client: pg.Client | null = null;
  let closed = false;
  let delayMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    client = null;
    if (closed) return;
    timer = setTimeout(() => void connect(), delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const event = message.payload === undefined ? null : parseLiveEvent(message.payload);
      if (event) deliver(event);
    });
    next.on('error', (error) => {
      report(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      delayMs = RECONNECT_MIN_MS;
    } catch (error) {
      report(error);
      void next.end().catch(() => undefined);
      reconnectLater();
    }
  }
  const ready = connect();

  return {
    publish: async (event) => {
      await ready;
      if (!client) throw new Error('The live-events connection to PostgreSQL is down.');
      await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await ready;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub on `channel` (one Redis may serve several shops, so the channel carries the shop's key prefix): a
 * subscriber connection (ioredis re-subscribes after a reconnect) and one to publish on.
 */
export function redisTransport(redisUrl: string, channel: string, deliver: Deliver, report: Report): LiveTransport {
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  const publisher = new Redis(redisUrl, { lazyConnect: false });
  subscriber.on('error', report);
  publisher.on('error', report);
  subscriber.on('message', (_channel: string, text: string) => {
    const event = parseLiveEvent(text);
    if (event) deliver(event);
  });
  const subscribed = subscriber.subscribe(channel);
  return {
    publish: async (event) => {
      await subscribed;
      await publisher.publish(channel, JSON.stringify(event));
    },
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
