import { StatusBadge } from '../../../components/status-badge';
import { STOREFRONT_TEXT } from '../../../storefront-text';
import type { CatalogProduct } from '../../../storefront-types';

const text = STOREFRONT_TEXT.product;

/** The detail page trusts the server's lowStock flag (SPEC section 9). */
export function StockBadge({ product }: { product: CatalogProduct }) {
  if (product.stock <= 0) return <StatusBadge $tone="danger">{text.outOfStock}</StatusBadge>;
  if (product.lowStock) return <StatusBadge $tone="warning">{text.lowStock(product.stock)}</StatusBadge>;
  return <StatusBadge $tone="success">{text.inStock}</StatusBadge>;
}
