import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { NoPurchasingMessage, PageMessage, SignInMessage } from '../components/page-message';
import { useShopper } from '../hooks/use-shopper';
import { CheckoutReview } from '../features/checkout/components/checkout-review';
import { STOREFRONT_TEXT } from '../storefront-text';
import type { CheckoutState, OrderCreatedState } from '../storefront-types';

const text = STOREFRONT_TEXT.checkout;

function isCheckoutState(value: unknown): value is CheckoutState {
  const state = value as Partial<CheckoutState> | null;
  return Boolean(state && Array.isArray(state.cart) && state.cart.length > 0 && state.address && state.payment);
}

/** /checkout: needs the cart, address and payment the cart page passes in navigation state. */
export default function CheckoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const shopper = useShopper();
  const checkout = isCheckoutState(location.state) ? location.state : null;

  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{text.title}</PageTitle>
        {shopper.kind === 'guest' ? (
          <SignInMessage message={STOREFRONT_TEXT.cart.signIn} />
        ) : shopper.kind === 'staff' ? (
          <NoPurchasingMessage />
        ) : !checkout ? (
          <PageMessage action={<Link to="/cart">{text.backToCart}</Link>}>{text.missing}</PageMessage>
        ) : (
          <CheckoutReview
            checkout={checkout}
            onPlaced={(orderId) => {
              const state: OrderCreatedState = { orderId };
              navigate('/order-created', { state, replace: true });
            }}
          />
        )}
      </Page>
    </RemoteRoot>
  );
}
