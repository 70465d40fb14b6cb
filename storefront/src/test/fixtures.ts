import { orderFixture, orderItemFixture, productFixture } from '@shop/shared/testing';
import type { SearchResultPage } from '@shop/shared';
import type { BuyerOrder, BuyerOrderItem, CartLine, CatalogProduct, CatalogProductDetail } from '../storefront-types';

export const product = (overrides: Partial<CatalogProduct> = {}): CatalogProduct => productFixture(overrides);

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

export const orderItem = (overrides: Partial<BuyerOrderItem> = {}): BuyerOrderItem => orderItemFixture(overrides);

export const order = (overrides: Partial<BuyerOrder> = {}): BuyerOrder => orderFixture(overrides);
