import { StatusPill, type PillTone, type Product } from '@shop/shared';
import { stockStatus, type StockStatus } from '../rules/stock-status';
import { STAFF_TEXT } from '../staff-text';

const TONES: Record<StockStatus, PillTone> = {
  [STAFF_TEXT.stockStatus.deleted]: 'neutral',
  [STAFF_TEXT.stockStatus.outOfStock]: 'danger',
  [STAFF_TEXT.stockStatus.low]: 'warning',
  [STAFF_TEXT.stockStatus.inStock]: 'success',
};

export function StockStatusPill({ product }: { product: Pick<Product, 'deleted' | 'stock'> }) {
  const status = stockStatus(product);
  return <StatusPill $tone={TONES[status]}>{status}</StatusPill>;
}
