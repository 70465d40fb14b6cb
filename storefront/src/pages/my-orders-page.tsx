import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { SignInMessage } from '../components/page-message';
import { useShopper } from '../hooks/use-shopper';
import { OrderList } from '../features/orders/components/order-list';
import * as STOREFRONT_TEXT from '../storefront-text';

/** /myorders (BUYER; the shell guards the route). */
export default function MyOrdersPage() {
  const shopper = useShopper();
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.orders.myOrdersTitle}</PageTitle>
        {shopper.kind === 'buyer' ? <OrderList userId={shopper.userId} /> : <SignInMessage message={STOREFRONT_TEXT.orders.signIn} />}
      </Page>
    </RemoteRoot>
  );
}
