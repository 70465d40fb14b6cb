import type { Role } from '@shop/shared';
import type { RemoteName } from './remotes-manifest';

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
  /** PRODUCT.md "Guarded routes": only these roles may open the page. Absent means open to all. */
  roles?: readonly Role[];
}

const storefront = (module: string): RemotePageRef => ({ remote: 'storefront', module });
const sellerConsole = (module: string): RemotePageRef => ({ remote: 'seller-console', module });
const adminConsole = (module: string): RemotePageRef => ({ remote: 'admin-console', module });

/** path -> owning remote -> allowed roles (PRODUCT.md §2). Shell-owned pages live in app.tsx. */
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
  { path: '/products', pages: { default: storefront('./ProductsPage') } },
  { path: '/products/:id', pages: { default: storefront('./ProductPage') } },
  { path: '/products/:id/review', pages: { default: storefront('./ReviewPage') } },
  { path: '/sellers/:id', pages: { default: storefront('./SellerPage') } },
  { path: '/cart', pages: { default: storefront('./CartPage') } },
  { path: '/checkout', pages: { default: storefront('./CheckoutPage') } },
  { path: '/wishlist', pages: { default: storefront('./WishlistPage') } },
  { path: '/order-created', pages: { default: storefront('./OrderCreatedPage') }, roles: ['BUYER'] },
  { path: '/myorders', pages: { default: storefront('./MyOrdersPage') }, roles: ['BUYER'] },
  { path: '/notifications', pages: { default: storefront('./NotificationsPage') }, roles: ['BUYER'] },
  // E-mail (issue 32): anyone signed in chooses their e-mails; the link in an e-mail works with no session.
  { path: '/email-preferences', pages: { default: storefront('./EmailPreferencesPage') }, roles: ['BUYER', 'SELLER', 'ADMIN'] },
  { path: '/unsubscribe', pages: { default: storefront('./UnsubscribePage') } },
  {
    path: '/product-management',
    pages: { SELLER: sellerConsole('./ProductManagementPage'), ADMIN: adminConsole('./ProductManagementPage') },
    roles: ['SELLER', 'ADMIN'],
  },
  { path: '/disputes', pages: { SELLER: sellerConsole('./DisputesPage') }, roles: ['SELLER'] },
  // The admins' arbitration of disputes a seller let pass their deadline: a page of its own, /disputes being the sellers'.
  { path: '/escalated-disputes', pages: { ADMIN: adminConsole('./EscalatedDisputesPage') }, roles: ['ADMIN'] },
  { path: '/users', pages: { ADMIN: adminConsole('./UsersPage') }, roles: ['ADMIN'] },
  { path: '/outbox', pages: { ADMIN: adminConsole('./OutboxPage') }, roles: ['ADMIN'] },
  // Money (issue 33): the seller's earnings, the admins' payouts and commission.
  { path: '/earnings', pages: { SELLER: sellerConsole('./EarningsPage') }, roles: ['SELLER'] },
  { path: '/payouts', pages: { ADMIN: adminConsole('./PayoutsPage') }, roles: ['ADMIN'] },
  {
    path: '/manageorders',
    pages: { SELLER: sellerConsole('./ManageOrdersPage'), ADMIN: adminConsole('./ManageOrdersPage') },
    roles: ['SELLER', 'ADMIN'],
  },
];

export function pageFor(route: RemoteRoute, audience: Audience): RemotePageRef | undefined {
  return route.pages[audience] ?? route.pages.default;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/' };

/** PRODUCT.md: no session sends to /login; a wrong role sends to /. */
export function guardRoute(route: RemoteRoute, audience: Audience): GuardDecision {
  if (!route.roles) return { allow: true };
  if (audience === 'GUEST') return { allow: false, redirectTo: '/login' };
  return route.roles.includes(audience) ? { allow: true } : { allow: false, redirectTo: '/' };
}
