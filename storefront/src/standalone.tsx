import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/shared';
import HomePage from './pages/home-page';
import ContactPage from './pages/contact-page';
import ProductsPage from './pages/products-page';
import ProductPage from './pages/product-page';
import ReviewPage from './pages/review-page';
import CartPage from './pages/cart-page';
import CheckoutPage from './pages/checkout-page';
import WishlistPage from './pages/wishlist-page';
import OrderCreatedPage from './pages/order-created-page';
import MyOrdersPage from './pages/my-orders-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp
      name="Storefront"
      routes={[
        { path: '/', element: <HomePage /> },
        { path: '/contact', element: <ContactPage /> },
        { path: '/products', element: <ProductsPage /> },
        { path: '/products/:id', element: <ProductPage /> },
        { path: '/products/:id/review', element: <ReviewPage /> },
        { path: '/cart', element: <CartPage /> },
        { path: '/checkout', element: <CheckoutPage /> },
        { path: '/wishlist', element: <WishlistPage /> },
        { path: '/order-created', element: <OrderCreatedPage /> },
        { path: '/myorders', element: <MyOrdersPage /> },
      ]}
    />
  </StrictMode>,
);
