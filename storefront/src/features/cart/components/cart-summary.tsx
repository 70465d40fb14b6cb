import styled from 'styled-components';
import { Card, cartItemCount, formatPrice } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CartLine } from '../../../storefront-types';
import { cartSubtotal } from '../../../lib/cart-subtotal';

const text = STOREFRONT_TEXT.cart;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dd { margin: 0; text-align: right; }
  .total { font-weight: 700; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

export function CartSummary({ lines }: { lines: CartLine[] }) {
  const subtotal = cartSubtotal(lines);
  return (
    <Card aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{text.summary}</h2>
      <Rows>
        <dt>{text.items}</dt>
        <dd>{cartItemCount(lines)}</dd>
        <dt>{text.subtotal}</dt>
        <dd>{formatPrice(subtotal)}</dd>
        <dt className="total">{text.total}</dt>
        <dd className="total">{formatPrice(subtotal)}</dd>
      </Rows>
    </Card>
  );
}
