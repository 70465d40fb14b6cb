import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { AppConfig } from '../config';
import APPS_FILE from '../../../apps.json' with { type: 'json' };
import { notFoundBody } from './errors';

/** The remotes this all-in-one server serves from their builds: every front-end app in apps.json but the host. */
export const REMOTE_APPS = Object.keys(APPS_FILE.apps).filter((name) => name !== APPS_FILE.host);

const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTE_APPS.map((name) => [name, `/remotes/${name}/remoteEntry.js`]),
);

// Files whose names stay the same across builds must be revalidated; everything else in dist is content-hashed.
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  res.setHeader('Cache-Control', NO_CACHE_FILES.has(basename(path)) ? NO_CACHE : IMMUTABLE);
}

/** The remotes manifest as text: REMOTES_FILE's content if set (read on every call so it can change live), else the built-in one. */
export function readRemotesManifest(config: AppConfig): string {
  if (!config.remotesFile) return JSON.stringify(DEFAULT_REMOTES);
  return readFileSync(config.remotesFile, 'utf8');
}

/** Origins of remotes the manifest names by absolute URL (also accepts Module Federation's "name@url" form). */
export function remoteOrigins(config: AppConfig): string[] {
  const manifest = JSON.parse(readRemotesManifest(config)) as Record<string, unknown>;
  const origins = new Set<string>();
  for (const value of Object.values(manifest)) {
    if (typeof value !== 'string') continue;
    const url = value.replace(/^[\w-]+@(?=https?:)/, '');
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The shell's page with the remotes manifest written into it as a JSON data block (not a script, so the strict CSP
 * allows it), which saves the shell a round trip to /remotes.json. An unreadable REMOTES_FILE leaves the page as
 * built: the shell then asks /remotes.json, which explains the failure.
 */
export function pageWithManifest(html: string, config: AppConfig, log: FastifyRequest['log']): string {
  let manifest: string;
  try {
    manifest = JSON.stringify(JSON.parse(readRemotesManifest(config)));
  } catch (error) {
    log.error({ err: error, file: config.remotesFile }, 'REMOTES_FILE cannot be read');
    return html;
  }
  // `<` escaped, so no value can close the element early.
  const block = `<script type="application/json" id="${APPS_FILE.manifestElementId}">${manifest.replace(/</g, '\\u003c')}</script>`;
  return html.replace('</head>', `${block}</head>`);
}

/** A guest's page for a path (the shell's build writes them: shell/first-visit-routes.ts). */
interface FirstVisitRoute {
  path: string;
  remote: string;
  module: string;
}

/** What a remote's mf-manifest.json says of an exposed page: the chunks it needs at once. */
interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The path's parameters when a route pattern such as /products/:id matches it (as the shell's router would), else null. */
function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '/' || pathname === '/') return pattern === pathname ? {} : null;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index] ?? '';
    if (part.startsWith(':') && value !== '') params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page's first API reads (a remote's dist/first-requests.json) with the path's ids put in; none if an id is not a number. */
function apiReads(urls: string[], params: Record<string, string>): string[] {
  const filled = urls.map((url) => url.replace(/\{(\w+)\}/g, (_, name: string) => (/^\d+$/.test(params[name] ?? '') ? params[name]! : '\0')));
  return filled.some((url) => url.includes('\0')) ? [] : filled;
}

/**
 * The `<link rel="preload">` tags for a guest's first visit to a URL: the remote entry of the page it opens and, for
 * a remote this server builds, that page's first chunks (its mf-manifest.json lists them) and, with no query string,
 * its first API reads. Written into the page, they start downloading with the shell's own code instead of after it
 * has run. Signed-in visits may open another remote's page; the shell's entry then preloads that one itself
 * (shell/src/app/preload-remote.ts).
 */
export function firstVisitHints(config: AppConfig): (url: string) => string {
  const routes = readJson<FirstVisitRoute[]>(join(config.webRoot, 'shell', 'dist', 'first-visit-routes.json')) ?? [];
  const exposes = new Map(
    REMOTE_APPS.map((name) => [name, readJson<{ exposes?: ManifestExpose[] }>(join(config.webRoot, name, 'dist', 'mf-manifest.json'))?.exposes ?? []]),
  );
  const firstReads = new Map(
    REMOTE_APPS.map((name) => [name, readJson<Record<string, string[]>>(join(config.webRoot, name, 'dist', 'first-requests.json')) ?? {}]),
  );
  return (url) => {
    const [pathname = '/', query] = url.split('?');
    const matched = routes.map((route) => ({ route, params: routeParams(route.path, pathname) })).find((match) => match.params);
    if (!matched?.params) return '';
    const { route, params } = matched;
    let entry: string | undefined;
    try {
      const manifest = JSON.parse(readRemotesManifest(config)) as Record<string, unknown>;
      entry = typeof manifest[route.remote] === 'string' ? (manifest[route.remote] as string) : undefined;
    } catch {
      return '';
    }
    if (!entry) return '';
    // The chunks are known only for the build this server serves; a remote deployed elsewhere gets its entry hinted.
    const local = entry === DEFAULT_REMOTES[route.remote];
    const chunks = local ? (exposes.get(route.remote)?.find((expose) => expose.path === route.module)?.assets.js.sync ?? []) : [];
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const scripts = [entry, ...chunks.map((file) => `${base}${file}`)];
    // The page reads other answers when the query string sets a search, a page or a filter.
    const reads = local && !query ? apiReads(firstReads.get(route.remote)?.[route.module] ?? [], params) : [];
    return [
      // crossorigin: a same-origin fetch is a CORS-mode request, so its preload must be one too to be reused.
      ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`),
      ...scripts.map((href) => `<link rel="preload" as="script" href="${attribute(href)}">`),
    ].join('');
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function isSpaRoute(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
  return extname(path) === '' && acceptsHtml(request);
}

/** Serves the built shell at /, each remote at /remotes/<name>/, /remotes.json, and the SPA fallback. */
export async function registerStaticSite(app: FastifyInstance, config: AppConfig): Promise<void> {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  const sites = [{ name: 'shell', dir: shellDist, prefix: '/' }].concat(
    REMOTE_APPS.map((name) => ({ name, dir: join(config.webRoot, name, 'dist'), prefix: `/remotes/${name}/` })),
  );
  for (const site of sites) {
    if (!existsSync(site.dir)) {
      app.log.warn({ app: site.name, dir: site.dir }, `${site.name} is not built; serving without it`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      decorateReply: false,
      cacheControl: false,
      // The shell's page is answered below, with the remotes manifest written into it.
      index: false,
      redirect: false,
      setHeaders: setCacheHeaders,
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    let manifest: string;
    try {
      manifest = readRemotesManifest(config);
    } catch (error) {
      request.log.error({ err: error, file: config.remotesFile }, 'REMOTES_FILE cannot be read');
      return reply.status(503).send({ error: 'Service unavailable.', message: 'The remotes manifest cannot be read.' });
    }
    return reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8').send(manifest);
  });

  const hintsFor = firstVisitHints(config);
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = (await readFile(shellIndex, 'utf8')).replace('</head>', `${hintsFor(request.url)}</head>`);
    const html = pageWithManifest(page, config, request.log);
    return reply.status(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };
  // The site's root is the shell's page whatever the client accepts, as a static index would be.
  if (existsSync(shellIndex)) app.get('/', { schema: { hide: true } }, sendShellPage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isSpaRoute(request, path) && existsSync(shellIndex)) return sendShellPage(request, reply);
    return reply.status(404).type('application/json; charset=utf-8').send(notFoundBody(request));
  });
}
