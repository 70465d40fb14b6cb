/**
 * How a page sends a guest to /login and gets them back: the page puts this in the /login entry's
 * navigation state; after login the shell returns to `from` and hands `resume` (what the guest was
 * doing, e.g. an Add to Cart) back to that page in its navigation state.
 */
export interface LoginReturn {
  from: string;
  /** Opaque to the shell: only the page that asked understands it. Never secrets. */
  resume?: unknown;
}

/** Pages the shopper should not be returned to after logging in. */
const NO_RETURN = /^\/(login|register|success-logout)(\/|\?|#|$)/;

/** The /login navigation state for "come back here", optionally finishing `resume` on return. */
export function loginReturnState(location: { pathname: string; search?: string; hash?: string }, resume?: unknown): LoginReturn {
  return { from: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`, ...(resume === undefined ? {} : { resume }) };
}

/** Where to go after login and what to hand over there; only same-site paths are followed. */
export function returnAfterLogin(state: unknown): { to: string; state?: { resume: unknown } } {
  const from = (state as Partial<LoginReturn> | null)?.from;
  const safe = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\') && !NO_RETURN.test(from);
  if (!safe) return { to: '/' };
  const resume = (state as LoginReturn).resume;
  return resume === undefined ? { to: from } : { to: from, state: { resume } };
}

/** The `resume` a login handed back to this page, if any. */
export function resumedAfterLogin(state: unknown): unknown {
  return (state as { resume?: unknown } | null)?.resume;
}
