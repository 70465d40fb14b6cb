import pg from 'pg';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;
// Notices asked for within this long go out together: a busy shop sends a few NOTIFYs a second per process instead of
// one per checkout, and nobody sees a refresh signal or a stock change 20 ms later.
const GATHER_MS = 20;
// A listening connection that stopped answering (half-open: the peer is gone without a word) is found by a ping this
// often, each statement on it given this long, and then replaced; TCP keepalive alone takes minutes to notice.
const PING_MS = 10_000;
const STATEMENT_LIMIT_MS = 5_000;

export interface PgListenerHandlers {
  /** A NOTIFY on the channel, from any process on the database (this one included). */
  message: (payload: string) => void;
  /** LISTEN is in place: from now on every notice reaches `message`. */
  up?: () => void;
  report: (error: unknown) => void;
}

export interface PgListener {
  /**
   * NOTIFY on the channel through the listening connection; throws while it is down. Payloads asked for while one
   * NOTIFY is on its way go out together in the next (one statement, one commit, sent in order).
   */
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
    if (closed) return;
    timer = setTimeout(() => void connect(), delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    // Named after its channel, so an operator (or a test) can tell it apart in pg_stat_activity.
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: `shop listen ${channel}`,
      keepAlive: true,
      query_timeout: STATEMENT_LIMIT_MS,
    });
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
  const ping = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: unknown) => {
      handlers.report(error);
      // Ending it fires 'end', which reconnects.
      void current.end().catch(() => undefined);
    });
  }, PING_MS);
  ping.unref();
  const downError = () => new Error(`The connection listening on ${channel} is down.`);

  // A connection runs one query at a time: a busy shop's notices wait here and share the next statement. Each
  // notifying commit is serialised by PostgreSQL, so one per batch instead of one per event keeps it off the hot path.
  const waiting: Array<{ payload: string; sent: () => void; failed: (error: unknown) => void }> = [];
  let sending: Promise<void> | null = null;
  let gathering: NodeJS.Timeout | undefined;
  function sendSoon(): void {
    // One statement at a time: the one on its way calls this again when it is done.
    if (sending) return;
    if (closed) {
      // Closing: what waits goes out now, not after the gathering delay.
      clearTimeout(gathering);
      return sendWaiting();
    }
    // The first notice starts the delay; later ones join it (never pushed back: it ends after GATHER_MS).
    if (gathering) return;
    gathering = setTimeout(sendWaiting, GATHER_MS);
    gathering.unref();
  }
  function sendWaiting(): void {
    gathering = undefined;
    const batch = waiting.splice(0);
    if (batch.length === 0) return;
    // `finally` runs after this assignment even when the send fails at once (connection down).
    sending = notifyAll(batch).finally(() => {
      sending = null;
      if (waiting.length > 0) sendSoon();
    });
  }
  async function notifyAll(batch: typeof waiting): Promise<void> {
    try {
      if (!client) throw downError();
      await client.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS notices(payload, n) ORDER BY n', [
        channel,
        batch.map((item) => item.payload),
      ]);
      for (const item of batch) item.sent();
    } catch (error) {
      for (const item of batch) item.failed(error);
    }
  }

  return {
    notify: async (payload) => {
      await ready;
      if (!client) throw downError();
      await new Promise<void>((sent, failed) => {
        waiting.push({ payload, sent, failed });
        sendSoon();
      });
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(ping);
      await ready;
      // What is on its way or still gathering goes out before the connection closes.
      sendSoon();
      while (sending) await sending;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
