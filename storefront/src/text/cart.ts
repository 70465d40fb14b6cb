// Storefront text: cart (one module per section: a page's chunk carries only what it uses).
export const cart = {
  title: 'Your Cart',
  empty: 'Your cart is empty.',
  signIn: 'Please log in to view your cart.',
  remove: 'Remove',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  summary: 'Order Summary',
  items: 'Items',
  subtotal: 'Subtotal',
  total: 'Total',
  continueShopping: 'Continue shopping',
  proceed: 'Proceed to Checkout',
} as const;
