import { createWebpackConfig } from '../webpack.config.base';

export default createWebpackConfig({
  federationName: 'seller_console',
  dir: __dirname,
  devPort: 3003,
  title: 'Seller console (standalone)',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ProductManagementPage': './src/pages/product-management-page.tsx',
    './ManageOrdersPage': './src/pages/manage-orders-page.tsx',
    './DisputesPage': './src/pages/disputes-page.tsx',
  },
});
