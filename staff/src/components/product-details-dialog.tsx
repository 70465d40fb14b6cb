import { Dialog, formatPrice, type Product } from '@shop/shared';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';
import { StockStatusPill } from './stock-status-pill';
import { CloseAction } from './dialog-actions';
import { Facts } from './facts';
import { ProductPicture } from './product-picture';

const Picture = styled(ProductPicture)`
  border-radius: ${({ theme }) => theme.radius.md};
`;

const T = STAFF_TEXT.viewDialog;

/** View: the product as stored, without leaving the console. */
export function ProductDetailsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Dialog title={product.name} onClose={onClose}>
      <Picture src={product.imageUrl} alt={STAFF_TEXT.products.imageAlt(product.name)} />
      <p>{product.description}</p>
      <Facts>
        <dt>{T.seller}</dt>
        <dd>{product.sellerName}</dd>
        <dt>{T.category}</dt>
        <dd>{product.category}</dd>
        <dt>{T.price}</dt>
        <dd>{formatPrice(product.price)}</dd>
        <dt>{T.stock}</dt>
        <dd>{product.stock}</dd>
        <dt>{T.status}</dt>
        <dd>
          <StockStatusPill product={product} />
        </dd>
      </Facts>
      <CloseAction onClose={onClose} />
    </Dialog>
  );
}
