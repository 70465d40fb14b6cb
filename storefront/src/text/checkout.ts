// Storefront text: checkout (one module per section: a page's chunk carries only what it uses).
export const checkout = {
  title: 'Checkout',
  missing: 'Missing cart data.',
  backToCart: 'Back to cart',
  cardDetailsGone: 'For your safety, card details are not kept. Please enter them again in your cart.',
  items: 'Items',
  shipTo: 'Ship to',
  payment: 'Payment',
  cardEnding: (last4: string) => `Card ending in ${last4}`,
  paypal: (email: string) => `PayPal (${email})`,
  paynow: 'PayNow',
  paynowReference: (reference: string) => `PayNow, reference ${reference}`,
  total: 'Total',
  placeOrder: 'Place Order',
  placing: 'Placing order…',
  failedTitle: 'Order Failed',
  failed: 'Order failed. Please try again.',
} as const;
