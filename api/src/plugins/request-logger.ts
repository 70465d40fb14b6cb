import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * A request's logger that becomes a real pino child only when a line at an enabled level is written. Fastify makes a
 * child per request (to carry reqId); most requests log nothing through it (their one line is OneLinePerRequest's), and
 * building each child (bindings serialised, redaction set up) was a measurable share of a cheap request's time.
 */
class LazyChildLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): Logger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as LogMethod)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.made ? this.made.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: every request gets a lazy child (same lines, same reqId, when something is logged). */
export const lazyRequestLoggers: Pick<FastifyServerOptions, 'childLoggerFactory'> = {
  // Fastify's logger here is pino (app.ts passes pino options), whatever its declared type.
  childLoggerFactory: (logger, bindings, options) => new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger,
};

/** Query parameters that carry a secret: a stream ticket (lib/stream-ticket.ts), an unsubscribe link's token. */
const SECRET_PARAMS = /([?&](?:ticket|token)=)[^&]*/g;

/** A URL with the secrets of its query string blanked, for logs. */
export function urlForLogs(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[REDACTED]');
}

/** What every log line about a request says of it: method, URL with its secrets blanked, client address. */
export function requestForLogs(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: urlForLogs(request.url), remoteAddress: request.ip };
}

/**
 * Fastify's lines about each request (its log controller): none when a request comes in, and one when it is answered,
 * at info ("request completed": the request's id, method, URL with its secrets blanked, client address, status and
 * time). Fastify's own pair (an "incoming request" line with every header, then "request completed", each through the
 * request's child logger and the redaction of every line) took about 40 % of a cheap request's CPU at the default
 * level (product detail on PostgreSQL, two workers: 132 µs of the API's CPU a request, 80 without request lines; best
 * of five, one-off). The line holds no header or body, so a child without the app's redaction writes it (walking the
 * redacted paths was most of a line's cost): 24-26 µs a request for the pair, 4.4-4.6 for this line (pino alone,
 * 200,000 requests to a file, one-off). Errors are logged as Fastify logs them, redacted.
 */
export class OneLinePerRequest extends LogController {
  private readonly accessLogs = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    this.accessLog(request.server.log).info({ reqId: request.id, ...requestForLogs(request), statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
  }

  /** The app logger's child for these lines, made once: no redaction (nothing in them is redacted). */
  private accessLog(log: FastifyBaseLogger): FastifyBaseLogger {
    let child = this.accessLogs.get(log);
    if (!child) this.accessLogs.set(log, (child = log.child({}, { redact: [] })));
    return child;
  }
}
