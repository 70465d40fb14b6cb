import { createWebpackConfig } from '../webpack.config.base';

export default createWebpackConfig({
  federationName: 'storefront',
  dir: __dirname,
  devPort: 3002,
  title: 'Storefront (standalone)',
  // Module names match shell/src/app/route-table.ts exactly.
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './ProductsPage': './src/pages/products-page.tsx',
    './ProductPage': './src/pages/product-page.tsx',
    './ReviewPage': './src/pages/review-page.tsx',
    './CartPage': './src/pages/cart-page.tsx',
    './CheckoutPage': './src/pages/checkout-page.tsx',
    './WishlistPage': './src/pages/wishlist-page.tsx',
    './OrderCreatedPage': './src/pages/order-created-page.tsx',
    './MyOrdersPage': './src/pages/my-orders-page.tsx',
  },
});
