import { createHmac, type KeyObject } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * A JSON Web Token (RFC 7519) signed with HMAC SHA-256, in the JWS compact form (RFC 7515, section 7.1), on the calling
 * thread. jose, which verifies every token (plugins/auth.ts), signs only through WebCrypto: a job on libuv's thread
 * pool per token, and on two busy cores that hop about doubled the sign-in's p99 on PostgreSQL (docs/BENCHMARKS.md,
 * findings of 2026-11-29). fast-jwt signs on the thread but rounds `iat` down to the second, which the sign-in needs to the
 * millisecond (plugins/auth.ts, signToken). The claims go out as given.
 */
export function signHs256(claims: Record<string, unknown>, key: KeyObject): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}
