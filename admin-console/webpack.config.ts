import { createWebpackConfig } from '../webpack.config.base';

export default createWebpackConfig({
  federationName: 'admin_console',
  dir: __dirname,
  devPort: 3004,
  title: 'Admin console (standalone)',
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ProductManagementPage': './src/pages/product-management-page.tsx',
    './UsersPage': './src/pages/users-page.tsx',
    './ManageOrdersPage': './src/pages/manage-orders-page.tsx',
  },
});
