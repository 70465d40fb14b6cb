import styled from 'styled-components';
import { Card, PAYMENT_METHOD_LABELS, type PaymentSummary } from '@shop/shared';
import { PostalAddress } from '@shop/shared/detail-ui';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { BuyerOrder } from '../../../storefront-types';

const text = STOREFRONT_TEXT.checkout;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  address { font-style: normal; }
  p { margin: 0; }
`;

/** The payment as the server recorded it: a card by its last 4 digits only (the server never keeps more). */
export function paymentLine(payment: PaymentSummary): string {
  if (payment.method === 'CREDIT_CARD') return text.cardEnding(payment.cardLast4 ?? '');
  if (payment.method === 'PAYPAL') return text.paypal(payment.paypalEmail ?? '');
  return payment.referenceNumber ? text.paynowReference(payment.referenceNumber) : PAYMENT_METHOD_LABELS.PAYNOW;
}

/** Where the order goes and how it was paid, as the order-created page confirms it. */
export function OrderReceipt({ order }: { order: BuyerOrder }) {
  const { address } = order;
  return (
    <Grid>
      <Card aria-labelledby="receipt-address">
        <h2 id="receipt-address">{text.shipTo}</h2>
        <PostalAddress address={address} />
      </Card>
      <Card aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">{text.payment}</h2>
        <p>{paymentLine(order.payment)}</p>
      </Card>
    </Grid>
  );
}
