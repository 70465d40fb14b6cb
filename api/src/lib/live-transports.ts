import { Redis } from 'ioredis';
import { type LiveEvent, type LiveTransport, parseLiveEvent } from './live-events';
import { listenOnPostgres } from './pg-listener';

/** The PostgreSQL NOTIFY channel the API processes on one database share (a database is one shop). */
export const LIVE_CHANNEL = 'shop_live';

type Deliver = (event: LiveEvent) => void;
type Report = (error: unknown) => void;

/** LISTEN/NOTIFY on LIVE_CHANNEL: PostgreSQL delivers each event to every listener, this process included. */
export function postgresTransport(databaseUrl: string, deliver: Deliver, report: Report): LiveTransport {
  const listener = listenOnPostgres(databaseUrl, LIVE_CHANNEL, {
    message: (payload) => {
      const event = parseLiveEvent(payload);
      if (event) deliver(event);
    },
    report,
  });
  return { publish: (event) => listener.notify(JSON.stringify(event)), close: listener.close };
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
