import { type ReactNode, useEffect, useState } from 'react';
import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, useSessionStore } from '@shop/shared';
import { PageMessage } from '../../../components/page-message';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CartLine } from '../../../storefront-types';
import { useCartActions } from '../hooks/use-cart-actions';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';

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
  /** What the page puts under the lines (the checkout feature's address and payment form). */
  children?: ReactNode;
  /** Proceed to Checkout with these lines; the page checks its form and goes on (or says what is missing). */
  onProceed: (lines: CartLine[]) => void;
}

/** A buyer's cart: lines, summary and Proceed to Checkout; checkout's own parts come in as children. */
export function CartView({ userId, children, onProceed }: CartViewProps) {
  const lines = useSessionStore((state) => state.cart) as CartLine[];
  const actions = useCartActions(userId);
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
        {children}
      </Column>
      <Column>
        <CartSummary lines={lines} />
        <Button type="button" onClick={() => onProceed(lines)} disabled={busy}>
          {text.proceed}
        </Button>
      </Column>
    </Layout>
  );
}
