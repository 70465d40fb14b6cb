import { Link, useLocation } from '@shop/shared/router';
import { MutedText, Page, PageTitle, RemoteRoot } from '@shop/shared';
import { LoadingText } from '../components/loading-text';
import { PageMessage } from '../components/page-message';
import { OrderCard } from '../features/orders/components/order-card';
import { useOrder } from '../features/orders/hooks/use-order';
import { STOREFRONT_TEXT } from '../storefront-text';
import type { OrderCreatedState } from '../storefront-types';

const text = STOREFRONT_TEXT.orders;

function orderIdFrom(state: unknown): number | null {
  const id = (state as Partial<OrderCreatedState> | null)?.orderId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** /order-created (BUYER): the order whose id the checkout passed in navigation state. */
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
            {state.status === 'loading' ? <LoadingText /> : <OrderCard order={state.order} onChange={replace} />}
          </>
        )}
      </Page>
    </RemoteRoot>
  );
}
