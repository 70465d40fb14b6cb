import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { remoteOrigins } from './static-site';

function absoluteOrigin(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/** CSP sources: remotes may live on other origins (REMOTES_FILE); images may come from an external upload host. */
export function contentSecurityDirectives(config: AppConfig): Record<string, string[] | null> {
  const remotes = remoteOrigins(config);
  const uploadOrigin = absoluteOrigin(config.imageUploadUrl);
  const uploads = uploadOrigin ? [uploadOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // The browser posts images straight to an external upload host when one is configured.
    connectSrc: ["'self'", ...remotes, ...uploads],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Sellers may paste any https image URL for a product (PRODUCT.md §5), so product pictures come from anywhere.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...uploads],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
    // The all-in-one server is often reached over plain http (localhost, e2e); upgrading would break it.
    upgradeInsecureRequests: null,
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    // HSTS over plain http is meaningless and pins localhost/e2e hosts to https: sent below only over https.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
  const allowed = new Set(config.allowedOrigins);
  await app.register(cors, {
    // Requests without an Origin header (same-origin navigation, curl) are not CORS requests at all.
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
}
