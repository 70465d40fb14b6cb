import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens a stream: enough for the browser to connect, too short to be worth stealing from a log. */
export const STREAM_TICKET_TTL_SECONDS = 60;

export interface TicketClaims {
  userId: number;
  /** Unix ms after which the ticket no longer opens a stream. */
  expiresAt: number;
}

const signature = (key: string, body: string) => createHmac('sha256', `${key}:live-stream`).update(body).digest('base64url');

/** `<userId>.<expiresAt>.<hmac>`: opens the caller's event stream (EventSource cannot send an Authorization header). */
export function signStreamTicket(key: string, userId: number, now = Date.now()): string {
  const body = `${userId}.${now + STREAM_TICKET_TTL_SECONDS * 1000}`;
  return `${body}.${signature(key, body)}`;
}

/** The ticket's claims when it is ours and unexpired, else null. */
export function verifyStreamTicket(key: string, ticket: string, now = Date.now()): TicketClaims | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const expected = Buffer.from(signature(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = { userId: Number(match[1]), expiresAt: Number(match[2]) };
  return claims.expiresAt > now ? claims : null;
}

/** A URL with its ticket blanked, for logs. */
export function withoutTicket(url: string): string {
  return url.replace(/([?&]ticket=)[^&]*/g, '$1[REDACTED]');
}
