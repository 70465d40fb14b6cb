import type { LogEvent } from 'kysely';

/** Where a slow statement is reported (the app's pino logger). */
interface WarnLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * Kysely's `log` hook with SLOW_STATEMENT_MS: every statement still goes to `observe` (/metrics), and one that took at
 * least `ms` milliseconds is logged at warn with its SQL text as sent, whose values stay `?` or `$1` there: the values
 * themselves (e-mail addresses, password hashes) are never logged. 0: none is logged (`observe` is the hook itself). A SQLite read on the reading
 * thread (db/sqlite-number-reads.ts) is timed from its asking, so its wait for the thread counts too.
 */
export function logSlowStatements(observe: (event: LogEvent) => void, ms: number, log: WarnLog): (event: LogEvent) => void {
  if (ms <= 0) return observe;
  return (event) => {
    observe(event);
    if (event.queryDurationMillis < ms) return;
    const fields = { statementMs: Math.round(event.queryDurationMillis * 100) / 100, sql: event.query.sql, failed: event.level === 'error' };
    log.warn(fields, 'slow statement');
  };
}
