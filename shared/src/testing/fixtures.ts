// Answers as the API gives them, for the front end's tests (`@shop/shared/testing`, never imported by app code).
// Each app's tests start from these and override what their screens show.
import type { Order, OrderItem, Product, SellerRatio, SellerScorecard } from '../types/domain';

export function productFixture(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    ...{ id, name: `Product ${id}`, description: `Description of product ${id}`, price: 10, category: 'Books', stock: 50 },
    ...{ imageUrl: `https://img.example/${id}.png`, sellerId: 3, sellerName: 'Sally Seller', deleted: false, lowStock: false },
    ...{ ratingAverage: 0, ratingCount: 0, createdAt: '2026-11-01T09:00:00.000Z' },
    ...overrides,
  };
}

// An item nobody has shipped, disputed or reviewed yet.
const UNTOUCHED = { status: 'PENDING', deliveryDate: null, reviewed: false } as const;
const NO_DISPUTE = { disputeReason: null, disputeDescription: null, disputeRaisedAt: null, disputeDueAt: null, disputeEscalated: false, refund: 0, disputeOpenUntil: null };

export function orderItemFixture(overrides: Partial<OrderItem> = {}): OrderItem {
  const productId = overrides.productId ?? 1;
  const name = overrides.productName ?? overrides.name ?? `Product ${productId}`;
  return {
    ...{ productId, productName: name, name, imageUrl: '', quantity: 1, price: 10, sellerId: 3, sellerName: 'Sally Seller' },
    ...UNTOUCHED,
    ...NO_DISPUTE,
    timeline: [],
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    ...{ orderId: 42, userId: 7, buyerUsername: 'bea', createdAt: '2026-11-01T10:00:00.000Z', overallStatus: 'PENDING', orderPrice: 10 },
    address: { fullName: 'Bea Buyer', street: '1 Main St', city: 'Springfield', stateZipCountry: 'IL 62701 USA' },
    payment: { method: 'PAYNOW', cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null },
    items: [orderItemFixture()],
    ...overrides,
  };
}

type Pair = [count: number, of: number];
const ratio = ([count, of]: Pair): SellerRatio => ({ count, of });

/** A scorecard from its figures: `[average, reviews]`, items sold, and each share as `[count, of]`. */
export function scorecardFixture(
  [averageRating, reviewCount]: [number | null, number],
  itemsSold: number,
  shares: { shipped: Pair; delivered: Pair; disputed: Pair; resolved: Pair },
): SellerScorecard {
  const { shipped, delivered, disputed, resolved } = shares;
  return { averageRating, reviewCount, itemsSold, shippedWithin2Days: ratio(shipped), delivered: ratio(delivered), disputed: ratio(disputed), disputesResolved: ratio(resolved) };
}
