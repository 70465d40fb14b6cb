import styled from 'styled-components';
import { Button, Card, formatPrice, PAYMENT_METHOD_LABELS } from '@shop/shared';
import { PostalAddress } from '@shop/shared/detail-ui';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CheckoutState, ChosenPayment } from '../../../storefront-types';
import { cartSubtotal } from '../../../lib/cart-subtotal';
import { usePlaceOrder } from '../hooks/use-place-order';

const text = STOREFRONT_TEXT.checkout;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin-top: 0; }
  address { font-style: normal; }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space.sm}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  td:last-child, th:last-child { text-align: right; }
`;

const Total = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** How the chosen payment is shown back: never more than the card's last 4 digits. */
export function describePayment(payment: ChosenPayment): string {
  const { method, details } = payment;
  if (method === 'CREDIT_CARD') return text.cardEnding(payment.cardLast4 ?? (details.cardNumber ?? '').slice(-4));
  if (method === 'PAYPAL') return text.paypal(details.paypalEmail ?? '');
  return details.referenceNumber ? text.paynowReference(details.referenceNumber) : PAYMENT_METHOD_LABELS.PAYNOW;
}

export interface CheckoutReviewProps {
  checkout: CheckoutState;
  onPlaced: (orderId: number) => void;
  onBack: () => void;
}

export function CheckoutReview({ checkout, onPlaced, onBack }: CheckoutReviewProps) {
  const { submit, busy } = usePlaceOrder(checkout, onPlaced);
  const { address } = checkout;
  return (
    <Stack>
      <Card aria-labelledby="checkout-items">
        <h2 id="checkout-items">{text.items}</h2>
        <Lines>
          <thead>
            <tr>
              <th scope="col">{STOREFRONT_TEXT.wishlist.product}</th>
              <th scope="col">{STOREFRONT_TEXT.product.quantity}</th>
              <th scope="col">{STOREFRONT_TEXT.wishlist.price}</th>
            </tr>
          </thead>
          <tbody>
            {checkout.cart.map((line) => (
              <tr key={line.productId}>
                <td>{line.name}</td>
                <td>{line.quantity}</td>
                <td>{formatPrice(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </Lines>
        <Total>
          {text.total}: {formatPrice(cartSubtotal(checkout.cart))}
        </Total>
      </Card>
      <Card aria-labelledby="checkout-address">
        <h2 id="checkout-address">{text.shipTo}</h2>
        <PostalAddress address={address} />
      </Card>
      <Card aria-labelledby="checkout-payment">
        <h2 id="checkout-payment">{text.payment}</h2>
        <p>{describePayment(checkout.payment)}</p>
      </Card>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onBack} disabled={busy}>
          {text.backToCart}
        </Button>
        <Button type="button" onClick={submit} disabled={busy} aria-busy={busy}>
          {busy ? text.placing : text.placeOrder}
        </Button>
      </Actions>
    </Stack>
  );
}
