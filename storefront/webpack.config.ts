import { createWebpackConfig } from '../webpack.config.base';

export default createWebpackConfig({
  federationName: 'storefront',
  dir: __dirname,
  devPort: 3002,
  title: 'Storefront (standalone)',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
  },
});
