/** The routes with limits; `account` limits need a signed-in caller (request.user), `address` limits count the client IP. */
export const RATE_LIMITED_ROUTES: Record<string, RuleName> = {
  'POST /api/users/login': 'login',
  'POST /api/users': 'register',
  'GET /api/products/search': 'search',
  'GET /api/products/suggest': 'search',
  'POST /api/uploads': 'upload',
  'POST /api/orders/checkout': 'checkout',
};

export type RuleName = 'login' | 'register' | 'search' | 'upload' | 'checkout';
export type Scope = 'address' | 'account';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export type RateLimitTable = Record<RuleName, Partial<Record<Scope, Limit>>>;

/**
 * Defaults a small real shop would pick: generous for people, tight for scripts. Login's per-account limit is the
 * login throttle (modules/users/login-throttle.ts); registration and search are anonymous, so they are per address.
 */
export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  login: { address: { max: 20, windowSeconds: 60 } },
  register: { address: { max: 10, windowSeconds: 3600 } },
  search: { address: { max: 120, windowSeconds: 60 } },
  upload: { address: { max: 60, windowSeconds: 3600 }, account: { max: 60, windowSeconds: 3600 } },
  checkout: { address: { max: 30, windowSeconds: 60 }, account: { max: 10, windowSeconds: 60 } },
};

/** Env name of one limit, e.g. RATE_LIMIT_CHECKOUT_ACCOUNT="10/60" (10 requests per 60 seconds). */
export function limitEnvName(rule: RuleName, scope: Scope): string {
  return `RATE_LIMIT_${rule.toUpperCase()}_${scope.toUpperCase()}`;
}

/** Reads every RATE_LIMIT_<RULE>_<SCOPE> override ("count/seconds"); a bad value stops the start with a clear message. */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitTable {
  const table = structuredClone(DEFAULT_RATE_LIMITS);
  for (const [rule, scopes] of Object.entries(table) as Array<[RuleName, Partial<Record<Scope, Limit>>]>) {
    for (const scope of Object.keys(scopes) as Scope[]) {
      const name = limitEnvName(rule, scope);
      const raw = env[name]?.trim();
      if (!raw) continue;
      const match = /^(\d+)\/(\d+)$/.exec(raw);
      if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${name} must be "<count>/<seconds>" (both at least 1), got "${raw}"`);
      scopes[scope] = { max: Number(match[1]), windowSeconds: Number(match[2]) };
    }
  }
  return table;
}
