import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens a stream: enough for the browser to connect, too short to be worth stealing from a log. */
export const STREAM_TICKET_TTL_SECONDS = 60;

export interface TicketClaims {
  userId: number;
  /** The account's token generation when the ticket was issued: a password change or a disable since voids it. */
  generation: number;
  /** Unix ms after which the ticket no longer opens a stream. */
  expiresAt: number;
  /** The ticket's own random id: a ticket opens one stream, once (the API records the ids it has taken). */
  id: string;
}

const signature = (key: string, body: string) => createHmac('sha256', `${key}:live-stream`).update(body).digest('base64url');

/**
 * `<userId>.<generation>.<expiresAt>.<id>.<hmac>`: opens the caller's event stream once (EventSource cannot send an
 * Authorization header).
 */
export function signStreamTicket(key: string, userId: number, generation: number, now = Date.now()): string {
  const body = `${userId}.${generation}.${now + STREAM_TICKET_TTL_SECONDS * 1000}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${signature(key, body)}`;
}

/** The ticket's claims when it is ours and unexpired, else null (whether it was used already is the caller's to ask). */
export function verifyStreamTicket(key: string, ticket: string, now = Date.now()): TicketClaims | null {
  const match = /^(\d{1,12})\.(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const expected = Buffer.from(signature(key, `${match[1]}.${match[2]}.${match[3]}.${match[4]}`));
  const given = Buffer.from(match[5]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = { userId: Number(match[1]), generation: Number(match[2]), expiresAt: Number(match[3]), id: match[4]! };
  return claims.expiresAt > now ? claims : null;
}
