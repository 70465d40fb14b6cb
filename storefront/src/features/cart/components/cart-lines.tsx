import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, formatPrice, VisuallyHidden } from '@shop/shared';
import { ItemRow, ItemRows } from '../../../components/item-rows';
import { ProductImage } from '../../../components/product-image';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CartLine } from '../../../storefront-types';

const text = STOREFRONT_TEXT.cart;

const List = styled(ItemRows)`
  margin: 0;
`;

const Line = styled(ItemRow).attrs({ $picture: 96 })`
  align-items: center;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { margin: 0; }
  /* On a phone the line total moves under the controls instead of squeezing them. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 64px minmax(0, 1fr);
    & > :last-child { grid-column: 2; text-align: left; }
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  output { min-width: 2.5ch; text-align: center; font-weight: 700; }
`;

const LineTotal = styled.p`
  font-weight: 700;
  text-align: right;
`;

export interface CartLinesProps {
  lines: CartLine[];
  busy: boolean;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}

/** The cart's lines with - / + (bounded by stock) and Remove. */
export function CartLines({ lines, busy, onQuantity, onRemove }: CartLinesProps) {
  return (
    <section aria-labelledby="cart-lines-title">
      <VisuallyHidden as="h2" id="cart-lines-title">
        {text.items}
      </VisuallyHidden>
      <List aria-label={text.title}>
        {lines.map((line) => {
          const atMax = line.stock !== undefined && line.quantity >= line.stock;
          return (
            <Line key={line.productId}>
              <ProductImage src={line.imageUrl} alt={line.name} ratio="1 / 1" sizes="96px" />
              <div>
                <h3>
                  <Link to={`/products/${line.productId}`}>{line.name}</Link>
                </h3>
                <p>{formatPrice(line.price)}</p>
                <Controls>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={text.decrease(line.name)}
                    disabled={busy || line.quantity <= 1}
                    onClick={() => onQuantity(line.productId, line.quantity - 1)}
                  >
                    −
                  </Button>
                  <output aria-label={text.quantityOf(line.name)}>{line.quantity}</output>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={text.increase(line.name)}
                    disabled={busy || atMax}
                    onClick={() => onQuantity(line.productId, line.quantity + 1)}
                  >
                    +
                  </Button>
                  <Button type="button" $variant="danger" disabled={busy} onClick={() => onRemove(line.productId)} aria-label={`${text.remove}: ${line.name}`}>
                    {text.remove}
                  </Button>
                </Controls>
              </div>
              <LineTotal>{formatPrice(line.price * line.quantity)}</LineTotal>
            </Line>
          );
        })}
      </List>
    </section>
  );
}
