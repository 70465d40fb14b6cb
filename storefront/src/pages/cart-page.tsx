import { NoPurchasingMessage, SignInMessage } from '../components/page-message';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { useShopper } from '../hooks/use-shopper';
import { CartView } from '../features/cart/components/cart-view';
import { STOREFRONT_TEXT } from '../storefront-text';

export default function CartPage() {
  const shopper = useShopper();
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.cart.title}</PageTitle>
        {shopper.kind === 'guest' && <SignInMessage message={STOREFRONT_TEXT.cart.signIn} />}
        {shopper.kind === 'staff' && <NoPurchasingMessage />}
        {shopper.kind === 'buyer' && <CartView userId={shopper.userId} />}
      </Page>
    </RemoteRoot>
  );
}
