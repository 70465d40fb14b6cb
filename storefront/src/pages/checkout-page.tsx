import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@shop/shared/router';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { NoPurchasingMessage, PageMessage, SignInMessage } from '../components/page-message';
import { useShopper } from '../hooks/use-shopper';
import { forgetCardSecrets, heldCardSecrets } from '../features/checkout/card-secrets';
import { CheckoutReview } from '../features/checkout/components/checkout-review';
import * as STOREFRONT_TEXT from '../storefront-text';
import type { CartDraft, CheckoutState, OrderCreatedState } from '../storefront-types';

const text = STOREFRONT_TEXT.checkout;

function isCheckoutState(value: unknown): value is CheckoutState {
  const state = value as Partial<CheckoutState> | null;
  return Boolean(state && Array.isArray(state.cart) && state.cart.length > 0 && state.address && state.payment);
}

/** What the cart form gets back: address, payment tab and the non-secret payment fields. */
function draftOf(checkout: CheckoutState): CartDraft {
  return { address: checkout.address, method: checkout.payment.method, details: checkout.payment.details };
}

/**
 * /checkout: needs the cart, address and payment the cart page passes in navigation state (PRODUCT.md:
 * 'Missing cart data.' for anyone who arrives without it). A card's number and CVV come from memory
 * only; after a reload or a Back and Forward they are gone and the buyer is asked for them again.
 */
export default function CheckoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const shopper = useShopper();
  const checkout = isCheckoutState(location.state) ? location.state : null;
  const [cardHeld] = useState(() => heldCardSecrets() !== null);

  // Leaving the page forgets the card (React's development re-mount keeps the same path, so it does not).
  useEffect(() => {
    const here = location.pathname;
    return () => {
      if (window.location.pathname !== here) forgetCardSecrets();
    };
  }, [location.pathname]);

  // The cart's history entry holds the form; without one (history starts here) open the cart with it.
  const backToCart = () => {
    if (checkout && window.history.state?.idx > 0) navigate(-1);
    else navigate('/cart', { state: checkout ? { draft: draftOf(checkout) } : undefined });
  };
  const backLink = (
    <Link to="/cart" state={checkout ? { draft: draftOf(checkout) } : undefined}>
      {text.backToCart}
    </Link>
  );

  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{text.title}</PageTitle>
        {!checkout ? (
          <PageMessage action={backLink}>{text.missing}</PageMessage>
        ) : shopper.kind === 'guest' ? (
          <SignInMessage message={STOREFRONT_TEXT.cart.signIn} />
        ) : shopper.kind === 'staff' ? (
          <NoPurchasingMessage />
        ) : checkout.payment.method === 'CREDIT_CARD' && !cardHeld ? (
          <PageMessage action={backLink}>{text.cardDetailsGone}</PageMessage>
        ) : (
          <CheckoutReview
            checkout={checkout}
            onBack={backToCart}
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
