import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { NoPurchasingMessage, SignInMessage } from '../components/page-message';
import { NotificationList } from '../features/notifications/components/notification-list';
import { useShopper } from '../hooks/use-shopper';
import * as STOREFRONT_TEXT from '../storefront-text';

/** /notifications: a buyer's wishlist alerts (back in stock, price drops). */
export default function NotificationsPage() {
  const shopper = useShopper();
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.notifications.title}</PageTitle>
        {shopper.kind === 'guest' && <SignInMessage message={STOREFRONT_TEXT.notifications.signIn} />}
        {shopper.kind === 'staff' && <NoPurchasingMessage />}
        {shopper.kind === 'buyer' && <NotificationList />}
      </Page>
    </RemoteRoot>
  );
}
