// Domain types of SPEC section 3, as the API answers them.

export type Role = 'BUYER' | 'SELLER' | 'ADMIN';

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  category: string;
  stock: number;
  sellerId: number;
  sellerName: string;
  deleted: boolean;
  lowStock: boolean;
  createdAt: string;
}

export interface CartItem {
  productId: number;
  quantity: number;
  name: string;
  price: number;
  imageUrl: string;
  /** Units the product has left; the cart's +/- controls stay within it. */
  stock?: number;
}

export interface Cart {
  items: CartItem[];
}

export interface WishlistProduct {
  productId?: number;
  id?: number;
  name: string;
  price: number;
  imageUrl: string;
}

export interface WishlistItem {
  productId?: number;
  product?: WishlistProduct;
}

export interface Wishlist {
  items: WishlistItem[];
}

export type OrderItemStatus = 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'DISPUTING' | 'RESOLVED';
export type OrderOverallStatus = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED';

export interface OrderItem {
  productId: number;
  productName: string;
  name: string;
  imageUrl: string;
  quantity: number;
  price: number;
  sellerId: number;
  sellerName: string;
  status: OrderItemStatus;
  deliveryDate: string | null;
  disputeReason?: string | null;
  disputeDescription: string | null;
  disputeRaisedAt: string | null;
  /** The order's buyer has already reviewed this product. */
  reviewed: boolean;
}

export interface Address {
  fullName: string;
  street: string;
  city: string;
  stateZipCountry: string;
}

export type PaymentMethod = 'PAYNOW' | 'CREDIT_CARD' | 'PAYPAL';

export interface PaymentDetails {
  cardNumber?: string;
  cardName?: string;
  expiry?: string;
  cvv?: string;
  paypalEmail?: string;
  referenceNumber?: string;
}

/** What the server keeps of a payment: never the full card number or the CVV. */
export interface PaymentSummary {
  method: PaymentMethod;
  cardBrand: string | null;
  cardLast4: string | null;
  cardName: string | null;
  paypalEmail: string | null;
  referenceNumber: string | null;
}

export interface Order {
  orderId: number;
  userId: number;
  buyerUsername: string;
  createdAt: string;
  overallStatus: OrderOverallStatus;
  orderPrice: number;
  items: OrderItem[];
  address: Address;
  payment: PaymentSummary;
}

export interface Review {
  id: number;
  username: string;
  rating: number;
  description: string;
  createdDate: string;
}

export interface ReviewPage {
  content: Review[];
  totalPages: number;
  number: number;
}

export interface User {
  id: number;
  username: string;
  email: string;
  role: Role;
  disabled: boolean;
}

export interface Dispute {
  orderId: number;
  productId: number;
  reason: string;
  description: string;
}

export interface SearchResultPage<T = Product> {
  content: T[];
  totalPages: number;
  totalElements?: number;
  number?: number;
  size?: number;
  /** Search answers: more products match than the server pages through, so the totals are lower bounds. */
  totalCapped?: boolean;
}

/** Error body every API failure carries. */
export interface ApiErrorBody {
  error: string;
  message?: string;
  fields?: Record<string, string>;
}
