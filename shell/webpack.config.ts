import path from 'node:path';
import { createWebpackConfig } from '../webpack.config.base';

const devRemotes = {
  storefront: 'http://localhost:3002/remoteEntry.js',
  'seller-console': 'http://localhost:3003/remoteEntry.js',
  'admin-console': 'http://localhost:3004/remoteEntry.js',
};

export default createWebpackConfig({
  federationName: 'shell',
  dir: __dirname,
  devPort: 3001,
  title: 'Marketplace',
  runtimePlugins: [path.join(__dirname, 'src/app/remote-load-policy.ts')],
  devServer: {
    // In development each remote runs on its own dev server, cross-origin, as deployed remotes would.
    setupMiddlewares: (middlewares) => [
      { name: 'remotes-manifest', path: '/remotes.json', middleware: (_req: unknown, res: { json: (body: unknown) => void }) => res.json(devRemotes) },
      ...middlewares,
    ],
  },
});
