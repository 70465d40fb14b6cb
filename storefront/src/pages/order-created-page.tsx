import { Link, useLocation } from '@shop/shared/router';
import styled from 'styled-components';
import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { LoadingText } from '../components/loading-text';
import { PageMessage } from '../components/page-message';
import { OrderCard } from '../features/orders/components/order-card';
import { OrderReceipt } from '../features/orders/components/order-receipt';
import { useOrder } from '../features/orders/hooks/use-order';
import * as STOREFRONT_TEXT from '../storefront-text';
import type { OrderCreatedState } from '../storefront-types';

const text = STOREFRONT_TEXT.orders;

const NextSteps = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
`;

// Links that look like the shop's buttons: where to go next after buying.
const StepLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  &:hover { background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryHover : theme.colors.background)}; }
`;

function orderIdFrom(state: unknown): number | null {
  const id = (state as Partial<OrderCreatedState> | null)?.orderId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * /order-created (BUYER): the order whose id the checkout passed in navigation state, read from the checkout's own
 * answer (usePlaceOrder primes it) so nothing is fetched again; where it goes, how it was paid, and what next.
 */
export default function OrderCreatedPage() {
  const location = useLocation();
  const [state, replace] = useOrder(orderIdFrom(location.state));

  return (
    <RemoteRoot app="storefront">
      <Page>
        {state.status === 'not-found' ? (
          <>
            <PageTitle>{text.notFound}</PageTitle>
            <PageMessage action={<Link to="/cart">{text.backToCart}</Link>}>{text.notFoundBody}</PageMessage>
          </>
        ) : (
          <>
            <PageTitle>{text.createdTitle}</PageTitle>
            <MutedText>{text.createdIntro}</MutedText>
            <NextSteps aria-label={text.nextSteps}>
              <StepLink to="/myorders" $primary>
                {text.viewMyOrders}
              </StepLink>
              <StepLink to="/products">{text.continueShopping}</StepLink>
            </NextSteps>
            {state.status === 'loading' ? (
              <LoadingText />
            ) : (
              <>
                <OrderReceipt order={state.order} />
                <OrderCard order={state.order} onChange={replace} />
              </>
            )}
          </>
        )}
      </Page>
    </RemoteRoot>
  );
}
