// dist/first-visit-routes.json: which remote page a guest's first visit to each path opens, so the server can write
// that page's preload hints into the shell's page (api/src/plugins/static-site.ts).
import { REMOTE_ROUTES } from './src/app/route-table';

export const firstVisitRoutes = () =>
  // A guest sees the default page of routes open to all; guarded routes send a guest elsewhere.
  REMOTE_ROUTES.filter((route) => !route.roles && route.pages.default).map((route) => ({
    path: route.path,
    remote: route.pages.default!.remote,
    module: route.pages.default!.module,
  }));
