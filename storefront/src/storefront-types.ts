import type { Address, CartItem, Order, OrderItem, PaymentDetails, PaymentMethod, Product } from '@shop/shared';

export type { PaymentSummary } from '@shop/shared';

// The storefront's names for the shared domain types it works with.
export type CartLine = CartItem;
export type CatalogProduct = Product;
export type BuyerOrderItem = OrderItem;
export type BuyerOrder = Order;

export interface ChosenPayment {
  method: PaymentMethod;
  details: PaymentDetails;
}

/** What the cart hands to /checkout in navigation state. */
export interface CheckoutState {
  cart: CartLine[];
  address: Address;
  payment: ChosenPayment;
}

/** What /checkout hands to /order-created in navigation state. */
export interface OrderCreatedState {
  orderId: number;
}
