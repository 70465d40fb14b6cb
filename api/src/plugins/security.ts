import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * What a JSON answer of the API carries: OWASP's REST security headers. Nothing in it may run,
 * frame it or be sniffed out of it; the pages' own policy (scripts, styles, fonts, the remotes' origins) and the
 * document-only headers (cross-origin isolation, DNS prefetch, legacy IE and Flash ones) stay on the pages.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-site',
};

/**
 * JSON answers get API_HEADERS; pages, their files, the API's docs page and uploaded pictures the full set (a picture
 * opened in a tab of its own is shown in a document, which `default-src 'none'` would leave blank).
 */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/uploads/');
}

/**
 * The headers helmet sets for these options, asked of helmet once: none of them depends on the request, and running
 * helmet's middleware chain on every request (it rebuilt the CSP string each time) cost more than a cached read.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    // HSTS over plain http is meaningless and pins localhost/e2e hosts to https: sent below only over https.
    strictTransportSecurity: false,
  });
  const https = (set: Record<string, string>) => ({ ...set, 'strict-transport-security': HSTS });
  const sets = { page: headers, pageOverHttps: https(headers), api: API_HEADERS, apiOverHttps: https(API_HEADERS) };
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol honours X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    const overHttps = request.protocol === 'https';
    if (isApiAnswer(request.url)) reply.headers(overHttps ? sets.apiOverHttps : sets.api);
    else reply.headers(overHttps ? sets.pageOverHttps : sets.page);
    done();
  });
  // Without ALLOWED_ORIGINS nothing is answered cross-origin: browsers refuse such calls themselves, and no answer needs
  // to vary by Origin.
  if (config.allowedOrigins.length === 0) return;
  const allowed = new Set(config.allowedOrigins);
  await app.register(cors, {
    // Requests without an Origin header (same-origin navigation, curl) are not CORS requests at all.
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
}
