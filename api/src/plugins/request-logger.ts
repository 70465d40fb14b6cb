import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * A request's logger that becomes a real pino child only when a line at an enabled level is written. Fastify makes a
 * child per request (to carry reqId); at the production level (warn) almost no request logs anything, and building
 * each child (bindings serialised, redaction set up) was a measurable share of a cheap request's time.
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
