import type { SearchResultPage } from '@shop/shared';
import type { BuyerOrder, BuyerOrderItem, CartLine, CatalogProduct, CatalogProductDetail } from '../storefront-types';

export function product(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    description: `Description of product ${id}`,
    price: 10,
    imageUrl: `https://img.example/${id}.png`,
    category: 'Books',
    stock: 50,
    sellerId: 3,
    sellerName: 'Sally Seller',
    deleted: false,
    lowStock: false,
    ratingAverage: 0,
    ratingCount: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A product as GET /products/{id} answers it: with its star breakdown (5★ … 1★). */
export function productDetail(overrides: Partial<CatalogProductDetail> = {}): CatalogProductDetail {
  return { ...product(overrides), ratingBreakdown: [0, 0, 0, 0, 0], ...overrides };
}

export function page<T>(content: T[], totalPages = 1, number = 0): SearchResultPage<T> {
  return { content, totalPages, totalElements: content.length, number, size: content.length };
}

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const productId = overrides.productId ?? 1;
  return { productId, quantity: 1, name: `Product ${productId}`, price: 10, imageUrl: '', stock: 5, ...overrides };
}

export function orderItem(overrides: Partial<BuyerOrderItem> = {}): BuyerOrderItem {
  const productId = overrides.productId ?? 1;
  return {
    productId,
    productName: `Product ${productId}`,
    name: `Product ${productId}`,
    imageUrl: '',
    quantity: 1,
    price: 10,
    sellerId: 3,
    sellerName: 'Sally Seller',
    status: 'PENDING',
    deliveryDate: null,
    disputeReason: null,
    disputeDescription: null,
    disputeRaisedAt: null,
    disputeDueAt: null,
    disputeEscalated: false,
    timeline: [],
    reviewed: false,
    ...overrides,
  };
}

export function order(overrides: Partial<BuyerOrder> = {}): BuyerOrder {
  return {
    orderId: 42,
    userId: 7,
    buyerUsername: 'bea',
    address: { fullName: 'Bea Buyer', street: '1 Main St', city: 'Springfield', stateZipCountry: 'IL 62701 USA' },
    payment: { method: 'PAYNOW', cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    overallStatus: 'PENDING',
    orderPrice: 10,
    items: [orderItem()],
    ...overrides,
  };
}
