import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { SellerOrders } from '../features/orders/components/seller-orders';
import { SELLER_TEXT } from '../seller-text';

/** /manageorders for sellers: orders holding their items; ship from the detail dialog. */
export default function ManageOrdersPage() {
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <PageTitle>{SELLER_TEXT.orders.title}</PageTitle>
        <SellerOrders />
      </Page>
    </RemoteRoot>
  );
}
