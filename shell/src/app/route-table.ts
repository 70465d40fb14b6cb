import type { Role } from '@shop/shared';
import type { RemoteName } from './remotes';

/** Who is looking: a role, or a guest with no session. */
export type Audience = Role | 'GUEST';

/** A page some remote exposes, e.g. storefront's './ContactPage'. */
export interface RemotePageRef {
  remote: RemoteName;
  module: string;
}

export interface RemoteRoute {
  path: string;
  /** Which remote draws the page for each audience; `default` covers audiences not named. */
  pages: Partial<Record<Audience | 'default', RemotePageRef>>;
  /** SPEC "Guarded routes": only these roles may open the page. Absent means open to all. */
  roles?: readonly Role[];
}

const storefront = (module: string): RemotePageRef => ({ remote: 'storefront', module });
const sellerConsole = (module: string): RemotePageRef => ({ remote: 'seller-console', module });
const adminConsole = (module: string): RemotePageRef => ({ remote: 'admin-console', module });

/** path -> owning remote -> allowed roles (SPEC section 2). Shell-owned pages live in app.tsx. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  {
    path: '/',
    pages: {
      default: storefront('./HomePage'),
      SELLER: sellerConsole('./HomePage'),
      ADMIN: adminConsole('./HomePage'),
    },
  },
  { path: '/contact', pages: { default: storefront('./ContactPage') } },
];

export function pageFor(route: RemoteRoute, audience: Audience): RemotePageRef | undefined {
  return route.pages[audience] ?? route.pages.default;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/' };

/** SPEC: no session sends to /login; a wrong role sends to /. */
export function guardRoute(route: RemoteRoute, audience: Audience): GuardDecision {
  if (!route.roles) return { allow: true };
  if (audience === 'GUEST') return { allow: false, redirectTo: '/login' };
  return route.roles.includes(audience) ? { allow: true } : { allow: false, redirectTo: '/' };
}
