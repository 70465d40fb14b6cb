import type { Role } from '../types/domain';

export interface TokenClaims {
  role: Role | null;
  username: string | null;
  userId: number | null;
  /** Expiry in seconds since the epoch, when the token carries one. */
  exp: number | null;
}

const ROLES: readonly Role[] = ['BUYER', 'SELLER', 'ADMIN'];

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads role and username from a JWT's payload (PRODUCT.md §3: "role, subject or username").
 * The signature is the server's business; the client only needs the claims to draw the right screens.
 */
export function readTokenClaims(token: string): TokenClaims {
  const empty: TokenClaims = { role: null, username: null, userId: null, exp: null };
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return empty;
  try {
    const payload = JSON.parse(decodeBase64Url(payloadSegment)) as Record<string, unknown>;
    const role = typeof payload.role === 'string' && ROLES.includes(payload.role as Role) ? (payload.role as Role) : null;
    const username =
      typeof payload.sub === 'string' ? payload.sub : typeof payload.username === 'string' ? payload.username : null;
    const userId = Number.isInteger(payload.userId) ? (payload.userId as number) : null;
    const exp = typeof payload.exp === 'number' ? payload.exp : null;
    return { role, username, userId, exp };
  } catch {
    return empty;
  }
}
