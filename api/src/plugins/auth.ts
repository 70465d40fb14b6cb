import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createSecretKey, subtle } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { AppConfig } from '../config';
import { LRUCache } from 'lru-cache';
import { inList, preparedRead } from '../db/prepared';
import type { Role } from '../db/schema';
import { freshRowReader } from '../lib/fresh-rows';
import { signHs256 } from '../lib/jwt-sign';
import { httpError } from '../lib/http-error';

export interface AuthUser {
  userId: number;
  username: string;
  role: Role;
}

/** The caller of a signed-in request: who they are now, and the token generation their token carries (and matches). */
export interface SignedInUser extends AuthUser {
  generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, current Bearer token is sent; sets request.user. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticates if needed, then 403 unless the caller has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** `generation`: the account's token_generation, read before the password was checked (a sign-in reads it with the hash). */
    signToken: (user: AuthUser, generation: number) => Promise<string>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate / app.requireRole; only read it on routes guarded by them. */
    user: SignedInUser;
  }
}

const ALGORITHM = 'HS256';
const FORBIDDEN = 'You do not have access to this resource.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
/** Cache-Control of every signed-in answer and of the sign-in itself (it carries the token). */
export const NO_STORE = 'no-store';

/** 403 unless the caller is the user `userId` or an admin. Call after app.authenticate. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): void {
  const user = request.user;
  if (!user) throw httpError(401, 'Authentication required.', 'A Bearer token is required.');
  if (user.role !== 'ADMIN' && user.userId !== userId) throw httpError(403, FORBIDDEN, 'This resource belongs to another user.');
}

/**
 * The caller's current standing, read on every request (or, on PostgreSQL, kept while every account change is
 * announced to this process) so a disable, a password change or a new role applies at once.
 */
const ACCOUNT_COLUMNS = ['id', 'username', 'role', 'disabled', 'tokens_valid_after', 'token_generation'] as const;
const accountRow = preparedRead((db: FastifyInstance['db'], { id }: { id: number }) => db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id));
const accountRowsIn = preparedRead((db: FastifyInstance['db'], { ids }: { ids: readonly number[] }, dialect) =>
  db.selectFrom('users').select(ACCOUNT_COLUMNS).where(inList(dialect, 'id', ids)),
);

interface VerifiedToken {
  userId: number;
  /** The account's token generation when its sign-in read the account (tokens signed before it existed: 0). */
  gen: number;
  iat: number;
  /** Seconds since the epoch. */
  exp: number;
}

// A signature checked once holds for the token's whole life: tokens are kept by their text (a different text is a
// different entry, so nothing forged can match), expiry is still checked on each use. HMAC through WebCrypto cost
// more than the rest of a signed-in read.
const VERIFIED_TOKENS = 10_000;
const CLOCK_TOLERANCE_SECONDS = 5;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw httpError(401, 'Authentication required.', 'A Bearer token is required.');
  return match[1]!;
}

export function registerAuth(app: FastifyInstance, config: AppConfig): void {
  // Imported once for jose's checks: given the secret's bytes, jose imports them through WebCrypto for every check
  // (a twelfth of a remembered sign-in's CPU in a profile on PostgreSQL, 2026-11-28, when it signed them too).
  const key = subtle.importKey('raw', new TextEncoder().encode(config.jwtSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);

  // Signed on this thread (lib/jwt-sign.ts); the same bytes as `key`.
  const signingKey = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));

  async function signToken(user: AuthUser, generation: number): Promise<string> {
    // Millisecond iat (a fractional NumericDate) so a login right after a password change is told apart from older tokens.
    const issuedAt = Date.now() / 1000;
    const claims = { role: user.role, userId: user.userId, gen: generation, sub: user.username, iat: issuedAt, exp: Math.floor(issuedAt) + config.jwtTtlSeconds };
    return signHs256(claims, signingKey);
  }

  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });
  const expired = () => httpError(401, SESSION_EXPIRED, 'The token is invalid or has expired.');

  async function verifiedClaims(token: string): Promise<VerifiedToken> {
    const known = verified.get(token);
    if (known) {
      if (Date.now() / 1000 > known.exp + CLOCK_TOLERANCE_SECONDS) throw expired();
      return known;
    }
    try {
      // A token without exp would never expire, even if it was signed with our key: refused.
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], clockTolerance: CLOCK_TOLERANCE_SECONDS, requiredClaims: ['exp', 'iat'] });
      if (typeof payload.userId !== 'number' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') throw new Error('claims');
      const gen = payload.gen ?? 0;
      if (typeof gen !== 'number') throw new Error('claims');
      const claims = { userId: payload.userId, gen, iat: payload.iat, exp: payload.exp };
      verified.set(token, claims);
      return claims;
    } catch {
      throw expired();
    }
  }

  // Every signed-in request reads its account as it is now (a disable or password change by anyone counts at once).
  const standing = freshRowReader(
    { one: (id: number) => accountRow(app.db, { id }), many: (ids: readonly number[]) => accountRowsIn(app.db, { ids }) },
    (row) => row.id,
  );

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // A signed-in answer is one person's: no browser or proxy may keep it (the 401s included, they cost nothing).
    void reply.header('cache-control', NO_STORE);
    const claims = await verifiedClaims(bearerToken(request));
    const row = await standing(claims.userId);
    const issuedAtMs = Math.round(claims.iat * 1000);
    // The generation is exact (a sign-in still hashing when the change committed carries the old one); the cut-off
    // instant still ends tokens signed before generations existed.
    const stale = row !== undefined && (claims.gen !== row.token_generation || (row.tokens_valid_after != null && issuedAtMs <= Date.parse(row.tokens_valid_after)));
    if (!row || row.disabled || stale) throw httpError(401, SESSION_EXPIRED, 'The token is no longer valid.');
    // Role and username come from the database, so an admin's change applies at once.
    request.user = { userId: row.id, username: row.username, role: row.role, generation: row.token_generation };
  }

  function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
    return async function roleGuard(request, reply) {
      if (!request.user) await authenticate(request, reply);
      if (!roles.includes(request.user.role)) throw httpError(403, FORBIDDEN, `This action needs the role ${roles.join(' or ')}.`);
    };
  }

  app.decorateRequest('user', null as unknown as SignedInUser);
  app.decorate('authenticate', authenticate as preHandlerAsyncHookHandler);
  app.decorate('requireRole', requireRole);
  app.decorate('signToken', signToken);
}
