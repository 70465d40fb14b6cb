import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { AppConfig } from '../../config';
import { httpError } from '../../lib/http-error';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store';
import { ClusterCounterStore, inClusterWorker } from '../../cluster/messages';
import { type Limit, RATE_LIMITED_ROUTES, type RuleName, type Scope } from './rate-limit-rules';

function tooMany(reply: FastifyReply, resetMs: number) {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  reply.header('Retry-After', String(seconds));
  const text = `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return httpError(429, text, text);
}

function appended<T>(existing: T | T[] | undefined, hook: T): T[] {
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return [...list, hook];
}

/**
 * Per client address (onRequest, before the body is read) and per signed-in account (after the route's own
 * authentication) on the routes of RATE_LIMITED_ROUTES. Counters live in memory for one process (in the primary for
 * the workers of one server, API_WORKERS), or in Redis when REDIS_URL is set so every process of every machine shares
 * them. A counter store that fails lets the request through (logged).
 */
export function registerRateLimits(app: FastifyInstance, config: AppConfig): void {
  const store: CounterStore = config.redisUrl
    ? new RedisCounterStore(config.redisUrl)
    : inClusterWorker()
      ? new ClusterCounterStore()
      : new MemoryCounterStore();
  app.addHook('onClose', async () => store.close());

  async function check(request: FastifyRequest, reply: FastifyReply, rule: RuleName, scope: Scope, limit: Limit, who: string) {
    let hit;
    try {
      hit = await store.hit(`${config.rateLimitPrefix}${rule}:${scope}:${who}`, limit.windowSeconds * 1000);
    } catch (error) {
      request.log.error({ err: error, rule }, 'rate-limit store unavailable; request let through');
      return;
    }
    if (hit.count > limit.max) throw tooMany(reply, hit.resetMs);
  }

  function byAddress(rule: RuleName, limit: Limit): onRequestAsyncHookHandler {
    return async (request, reply) => check(request, reply, rule, 'address', limit, request.ip);
  }

  function byAccount(rule: RuleName, limit: Limit): preHandlerAsyncHookHandler {
    return async (request, reply) => {
      if (request.user) await check(request, reply, rule, 'account', limit, String(request.user.userId));
    };
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD does a GET's work, so it shares the GET's limit.
    const rule = methods.map((method) => RATE_LIMITED_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${route.url}`]).find(Boolean);
    if (!rule) return;
    const limits = config.rateLimits[rule];
    // RATE_LIMITS=off (load tests from one machine) switches the per-address limits off; per-account ones stay.
    if (limits.address && config.rateLimitsByAddress) route.onRequest = appended(route.onRequest, byAddress(rule, limits.address)) as RouteOptions['onRequest'];
    if (limits.account) route.preHandler = appended(route.preHandler, byAccount(rule, limits.account)) as RouteOptions['preHandler'];
  });
}
