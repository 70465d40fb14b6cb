import { useEffect, useState } from 'react';
import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, showAlert, useSessionStore } from '@shop/shared';
import { PageMessage } from '../../../components/page-message';
import { STOREFRONT_TEXT } from '../../../storefront-text';
import type { CartDraft, CartLine, CheckoutState } from '../../../storefront-types';
import { useCartActions } from '../hooks/use-cart-actions';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { AddressForm } from './address-form';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { PaymentTabs } from './payment-tabs';

const text = STOREFRONT_TEXT.cart;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) { grid-template-columns: 1fr; }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface CartViewProps {
  userId: number;
  /** The form as the buyer left it when they went on to /checkout. */
  draft?: CartDraft;
  /** The checked cart, address and payment (with any card secrets; the page decides where they go). */
  onProceed: (checkout: CheckoutState) => void;
}

/** A buyer's cart: lines, summary, address, payment and Proceed to Checkout. */
export function CartView({ userId, draft, onProceed }: CartViewProps) {
  const lines = useSessionStore((state) => state.cart) as CartLine[];
  const actions = useCartActions(userId);
  const form = useCheckoutForm(draft);
  const [busy, setBusy] = useState(false);
  const { refresh } = actions;

  // The session cart may be stale (another tab, a deleted product): take the server's.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const change = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };

  const proceed = () => {
    const result = form.proceed();
    if (!result.ok) {
      showAlert(result.title, result.message);
      return;
    }
    onProceed({ cart: lines, address: result.address, payment: result.payment });
  };

  if (lines.length === 0) {
    return <PageMessage action={<Link to="/products">{text.continueShopping}</Link>}>{text.empty}</PageMessage>;
  }

  return (
    <Layout>
      <Column>
        <CartLines
          lines={lines}
          busy={busy}
          onQuantity={(productId, quantity) => change(() => actions.update(productId, quantity))}
          onRemove={(productId) => change(() => actions.remove(productId))}
        />
        <AddressForm {...form.address} />
        <PaymentTabs {...form.payment} />
      </Column>
      <Column>
        <CartSummary lines={lines} />
        <Button type="button" onClick={proceed} disabled={busy}>
          {text.proceed}
        </Button>
      </Column>
    </Layout>
  );
}
