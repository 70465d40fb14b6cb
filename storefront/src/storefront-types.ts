import type { Address, CartItem, Order, OrderItem, PaymentDetails, PaymentMethod, Product, ProductDetail } from '@shop/shared';

export type { PaymentSummary } from '@shop/shared';

// The storefront's names for the shared domain types it works with.
export type CartLine = CartItem;
export type CatalogProduct = Product;
/** A product as its own page loads it: with the spread of its reviews over the stars. */
export type CatalogProductDetail = ProductDetail;
export type BuyerOrderItem = OrderItem;
export type BuyerOrder = Order;

export interface ChosenPayment {
  method: PaymentMethod;
  details: PaymentDetails;
  /** Shown back on /checkout: the card's last 4 digits, never the whole number. */
  cardLast4?: string;
}

/**
 * What the cart hands to /checkout in navigation state. Navigation state lives in the browser's
 * session history, so it never holds the card number or CVV: those stay in memory only.
 */
export interface CheckoutState {
  cart: CartLine[];
  address: Address;
  payment: ChosenPayment;
}

/** The cart form as the /cart history entry keeps it for coming back: no card number or CVV. */
export interface CartDraft {
  address: Address;
  method: PaymentMethod;
  details: PaymentDetails;
}

/** What /checkout hands to /order-created in navigation state. */
export interface OrderCreatedState {
  orderId: number;
}
