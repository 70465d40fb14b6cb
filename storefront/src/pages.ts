// The pages this remote exposes to the shell, declared once: the webpack config exposes each as `./<Name>`
// (src/pages/<file>.tsx), the standalone app routes `path` to it, and a test checks the shell's route table against it.
export const PAGES = {
  HomePage: { file: 'home-page', path: '/' },
  ContactPage: { file: 'contact-page', path: '/contact' },
  ProductsPage: { file: 'products-page', path: '/products' },
  ProductPage: { file: 'product-page', path: '/products/:id' },
  ReviewPage: { file: 'review-page', path: '/products/:id/review' },
  CartPage: { file: 'cart-page', path: '/cart' },
  CheckoutPage: { file: 'checkout-page', path: '/checkout' },
  WishlistPage: { file: 'wishlist-page', path: '/wishlist' },
  OrderCreatedPage: { file: 'order-created-page', path: '/order-created' },
  MyOrdersPage: { file: 'my-orders-page', path: '/myorders' },
  SellerPage: { file: 'seller-page', path: '/sellers/:id' },
  NotificationsPage: { file: 'notifications-page', path: '/notifications' },
  EmailPreferencesPage: { file: 'email-preferences-page', path: '/email-preferences' },
  UnsubscribePage: { file: 'unsubscribe-page', path: '/unsubscribe' },
} as const satisfies Record<string, { file: string; path: string }>;
