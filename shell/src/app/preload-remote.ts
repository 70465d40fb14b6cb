// Runs in the shell's entry, before React and the shared modules load: starts downloading the remote entry of the
// page being opened, so it arrives alongside the shell's own code instead of after it.
import { SESSION_STORAGE_KEY } from '@shop/shared/constants';
import { guardRoute, pageFor, REMOTE_ROUTES, type Audience } from './route-table';
import { inlineManifest } from './remotes-manifest';

/** The persisted session's role, read straight from sessionStorage (the session store is not loaded yet). */
function storedAudience(): Audience {
  try {
    const state = (JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state?: { token?: unknown; role?: unknown } } | null)?.state;
    return state?.token && (state.role === 'BUYER' || state.role === 'SELLER' || state.role === 'ADMIN') ? state.role : 'GUEST';
  } catch {
    return 'GUEST';
  }
}

/** True when a route pattern such as /products/:id matches the path. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || pattern === '/') return pattern === pathname;
  return want.length === have.length && want.every((part, index) => part === have[index] || (part.startsWith(':') && have[index] !== ''));
}

/** Adds `<link rel="preload" as="script">` for the remote entry this page will load, if the manifest is in the page. */
export function preloadRemoteEntry(pathname = window.location.pathname): void {
  const route = REMOTE_ROUTES.find((candidate) => matches(candidate.path, pathname));
  if (!route) return;
  const audience = storedAudience();
  if (!guardRoute(route, audience).allow) return;
  const page = pageFor(route, audience);
  const entry = page && inlineManifest()?.[page.remote];
  if (!entry) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = entry;
  document.head.appendChild(link);
}
