import { StatusPill } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CatalogProduct } from '../../../storefront-types';

const text = STOREFRONT_TEXT.product;

/** The detail page trusts the server's lowStock flag (PRODUCT.md §9). */
export function StockBadge({ product }: { product: CatalogProduct }) {
  if (product.stock <= 0) return <StatusPill $tone="danger">{text.outOfStock}</StatusPill>;
  if (product.lowStock) return <StatusPill $tone="warning">{text.lowStock(product.stock)}</StatusPill>;
  return <StatusPill $tone="success">{text.inStock}</StatusPill>;
}
