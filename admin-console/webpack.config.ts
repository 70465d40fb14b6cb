import { createWebpackConfig } from '../webpack.config.base';

export default createWebpackConfig({
  federationName: 'admin_console',
  dir: __dirname,
  devPort: 3004,
  title: 'Admin console (standalone)',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
  },
});
