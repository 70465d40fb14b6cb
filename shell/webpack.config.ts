import path from 'node:path';
import { createWebpackConfig, devRemoteEntries, EmitJsonPlugin } from '../webpack.config.base';
import { firstVisitRoutes } from './first-visit-routes';

export default createWebpackConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/app/remote-load-policy.ts')],
  plugins: [new EmitJsonPlugin('first-visit-routes.json', firstVisitRoutes)],
  devServer: {
    // In development each remote runs on its own dev server, cross-origin, as deployed remotes would.
    setupMiddlewares: (middlewares) => [
      { name: 'remotes-manifest', path: '/remotes.json', middleware: (_req: unknown, res: { json: (body: unknown) => void }) => res.json(devRemoteEntries()) },
      ...middlewares,
    ],
  },
});
