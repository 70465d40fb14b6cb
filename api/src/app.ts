import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { destination } from 'pino';
import { type AppConfig, trustProxyOption } from './config';
import { logSlowStatements } from './lib/slow-statements';
import { ERROR_MESSAGE_KEYWORD } from './lib/validation-messages';
import { routeModules } from './modules/index';
import { ensureAdmin } from './modules/users/users.repository';
import { registerAuth } from './plugins/auth';
import { registerBackgroundTasks } from './plugins/background-tasks';
import { registerCompression } from './plugins/compression';
import { registerDatabase } from './plugins/db';
import { registerDocsUi, registerOpenApi } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerMetrics, registerMetricsRoute } from './plugins/metrics';
import { registerRequestIdHeader, requestIdOptions } from './plugins/request-id';
import { lazyRequestLoggers, OneLinePerRequest, requestForLogs } from './plugins/request-logger';
import { registerInputGuards } from './plugins/input-guards';
import { registerLiveEvents } from './plugins/live-events';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerMailSender } from './plugins/mail';
import { registerRateLimits } from './plugins/rate-limit/index';
import { registerSecurity } from './plugins/security';
import { registerStaticSite } from './plugins/static-site';
import { registerSweeper } from './plugins/sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Where logs go instead of stdout (tests capture them). */
  logStream?: { write(line: string): void };
}

// Secrets never reach the logs, whoever logs a request, body or payment details.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.cardNumber',
  '*.cvv',
  '*.*.password',
  '*.*.cardNumber',
  '*.*.cvv',
];

function logger(config: AppConfig, options: BuildOptions) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      // A stream ticket or an unsubscribe token in the query string never reaches the logs (docs/SECURITY.md).
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({ ...requestForLogs(req), headers: { ...req.headers } }),
    },
    // Stdout written without waiting: lines that come while a write is under way go out together in the next (pino
    // flushes what is left when the process exits), not a blocking write per line.
    ...(options.logStream ? { stream: options.logStream } : config.logLevel === 'silent' ? {} : { stream: destination({ dest: 1, sync: false }) }),
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger(config, options),
    logController: new OneLinePerRequest(),
    ...lazyRequestLoggers,
    ...requestIdOptions,
    bodyLimit: config.bodyLimit,
    // PRODUCT.md calls both /cart/ and /cart style paths; a trailing slash never changes the route.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: true, verbose: true, keywords: [ERROR_MESSAGE_KEYWORD] } },
    // Client address and protocol (HSTS, rate limits) from X-Forwarded-* only behind a trusted proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    // A URL that cannot be decoded (e.g. /api/products/%ZZ) answers the same shape as every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      reply.status(400).type('application/json; charset=utf-8').send({ error: 'Invalid request.', message: `The request could not be read: ${error.message}` }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  registerBackgroundTasks(app);
  registerRequestIdHeader(app);
  const metrics = registerMetrics(app);
  registerErrorHandler(app, config.overload.retryAfterSeconds);
  // Before rate limits, auth and body parsing: a shed request costs almost nothing.
  registerLoadShedding(app, config.overload);
  registerInputGuards(app);
  registerRateLimits(app, config);
  // An empty body with a JSON content type (e.g. PUT …/enable from some clients) means "no body", not malformed JSON.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });

  await registerDatabase(app, config, logSlowStatements(metrics.observeQuery, config.slowStatementMs, app.log));
  await registerSecurity(app, config);
  await registerCompression(app);
  await registerOpenApi(app);
  registerAuth(app, config);
  registerSweeper(app, config);
  registerMailSender(app, config);
  registerLiveEvents(app, config);

  const admin = await ensureAdmin(app.db, config);
  if (admin === 'created') app.log.info({ username: config.adminUsername }, 'administrator account created');
  if (admin === 'name-taken') app.log.warn({ username: config.adminUsername }, 'no administrator: ADMIN_USERNAME/ADMIN_EMAIL already in use');

  for (const module of routeModules) await app.register(module.routes, { prefix: '/api' });
  registerMetricsRoute(app, config);
  await registerDocsUi(app);
  await registerStaticSite(app, config);
  return app;
}
