// Writes dist/first-visit-routes.json: which remote page a guest's first visit to each path opens, so the server can
// write that page's preload hints into the shell's page (api/src/plugins/static-site.ts).
import { sources, type Compiler } from 'webpack';
import { REMOTE_ROUTES } from './src/app/route-table';

export const FIRST_VISIT_ROUTES_FILE = 'first-visit-routes.json';

export class FirstVisitRoutesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FirstVisitRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstVisitRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // A guest sees the default page of routes open to all; guarded routes send a guest elsewhere.
        const routes = REMOTE_ROUTES.filter((route) => !route.roles && route.pages.default).map((route) => ({
          path: route.path,
          remote: route.pages.default!.remote,
          module: route.pages.default!.module,
        }));
        compilation.emitAsset(FIRST_VISIT_ROUTES_FILE, new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
      });
    });
  }
}
