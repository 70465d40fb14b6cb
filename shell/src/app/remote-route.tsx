import { Navigate, useLocation } from '@shop/shared/router';
import { loginReturnState, useSessionStore } from '@shop/shared';
import { guardRoute, pageFor, type RemoteRoute as RemoteRouteConfig } from './route-table';
import { RemotePage } from './remote-page';
import { useAudience } from './use-audience';
import { NotFoundPage } from '../pages/not-found-page';

/** Applies the route's guard, then mounts the page of the remote that owns it for this viewer. */
export function RemoteRoute({ route }: { route: RemoteRouteConfig }) {
  const audience = useAudience();
  const location = useLocation();
  const signingOut = useSessionStore((state) => state.endedReason === 'signed-out');
  const decision = guardRoute(route, audience);
  // The session clears at once on Logout while the router's move to the logout page is a transition that renders
  // later: a guarded page sees no session first, and must not send to /login in between.
  if (!decision.allow && decision.redirectTo === '/login' && signingOut) return <Navigate to="/success-logout" replace />;
  if (!decision.allow) {
    // A guest comes back here after logging in.
    const state = decision.redirectTo === '/login' ? loginReturnState(location) : undefined;
    return <Navigate to={decision.redirectTo} state={state} replace />;
  }
  const page = pageFor(route, audience);
  if (!page) return <NotFoundPage />;
  // Keyed by page so switching owner (e.g. after login) starts a fresh load and boundary.
  return <RemotePage key={`${page.remote}:${page.module}`} page={page} />;
}
