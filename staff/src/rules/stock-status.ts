import { TABLE_LOW_STOCK_MAX, type Product } from '@shop/shared';
import { STAFF_TEXT } from '../staff-text';

export type StockStatus = (typeof STAFF_TEXT.stockStatus)[keyof typeof STAFF_TEXT.stockStatus];

/** PRODUCT.md §4: Deleted; Out of Stock (0 or less); Low (at most 20); In Stock otherwise. */
export function stockStatus(product: Pick<Product, 'deleted' | 'stock'>): StockStatus {
  if (product.deleted) return STAFF_TEXT.stockStatus.deleted;
  if (product.stock <= 0) return STAFF_TEXT.stockStatus.outOfStock;
  if (product.stock <= TABLE_LOW_STOCK_MAX) return STAFF_TEXT.stockStatus.low;
  return STAFF_TEXT.stockStatus.inStock;
}
