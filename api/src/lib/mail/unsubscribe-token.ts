import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailKind, MAIL_KIND_INFO, type MailKind } from './kinds';

// The unsubscribe link every optional message carries: it names a user and a kind and is signed with a key derived
// from JWT_SECRET, so it works without signing in and cannot be forged for someone else. It never expires (a link in
// an old message must still work, RFC 8058); it can only ever turn that one kind off.

const keyOf = (secret: string) => createHmac('sha256', secret).update('mail-unsubscribe').digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: number, kind: MailKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and kind a token names, or null when it is malformed, forged or names a security notice. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: MailKind } | null {
  const match = /^(\d{1,10})\.([A-Z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${kind}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  if (!isMailKind(kind) || MAIL_KIND_INFO[kind].security) return null;
  return { userId: Number(id), kind };
}
