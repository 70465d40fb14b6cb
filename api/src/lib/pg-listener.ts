import pg from 'pg';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export interface PgListenerHandlers {
  /** A NOTIFY on the channel, from any process on the database (this one included). */
  message: (payload: string) => void;
  /** LISTEN is in place: from now on every notice reaches `message`. */
  up?: () => void;
  /** The connection dropped: notices are lost until the next `up`. */
  down?: () => void;
  report: (error: unknown) => void;
}

export interface PgListener {
  /** NOTIFY on the channel through the listening connection; throws while it is down. */
  notify: (payload: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * LISTEN on one dedicated connection (a pooled one would be handed back and lose it), re-opened with backoff when it
 * drops. PostgreSQL delivers a NOTIFY to every listener after its transaction commits, in commit order.
 */
export function listenOnPostgres(databaseUrl: string, channel: string, handlers: PgListenerHandlers): PgListener {
  let client: pg.Client | null = null;
  let closed = false;
  let delayMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    client = null;
    handlers.down?.();
    if (closed) return;
    timer = setTimeout(() => void connect(), delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    // Named after its channel, so an operator (or a test) can tell it apart in pg_stat_activity.
    const next = new pg.Client({ connectionString: databaseUrl, application_name: `shop listen ${channel}` });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.message(message.payload);
    });
    next.on('error', (error) => {
      handlers.report(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end());
      client = next;
      delayMs = RECONNECT_MIN_MS;
      handlers.up?.();
    } catch (error) {
      handlers.report(error);
      void next.end().catch(() => undefined);
      reconnectLater();
    }
  }
  const ready = connect();

  return {
    notify: async (payload) => {
      await ready;
      if (!client) throw new Error(`The connection listening on ${channel} is down.`);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
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
