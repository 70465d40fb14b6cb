import { useLocation, useNavigate } from '@shop/shared/router';
import { NoPurchasingMessage, SignInMessage } from '../components/page-message';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { useShopper } from '../hooks/use-shopper';
import { CartView } from '../features/cart/components/cart-view';
import { holdCardSecrets, splitCardSecrets } from '../features/checkout/card-secrets';
import { STOREFRONT_TEXT } from '../storefront-text';
import type { CartDraft, CheckoutState } from '../storefront-types';

function draftIn(state: unknown): CartDraft | undefined {
  const draft = (state as { draft?: Partial<CartDraft> } | null)?.draft;
  return draft && draft.address && draft.method && draft.details ? (draft as CartDraft) : undefined;
}

export default function CartPage() {
  const shopper = useShopper();
  const location = useLocation();
  const navigate = useNavigate();

  // History keeps the form (for Back from /checkout) and the review; the card number and CVV go to memory only.
  const proceed = (checkout: CheckoutState) => {
    const { shareable, secrets } = splitCardSecrets(checkout.payment);
    holdCardSecrets(secrets);
    const draft: CartDraft = { address: checkout.address, method: shareable.method, details: shareable.details };
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { draft } });
    const state: CheckoutState = { ...checkout, payment: shareable };
    navigate('/checkout', { state });
  };

  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{STOREFRONT_TEXT.cart.title}</PageTitle>
        {shopper.kind === 'guest' && <SignInMessage message={STOREFRONT_TEXT.cart.signIn} />}
        {shopper.kind === 'staff' && <NoPurchasingMessage />}
        {shopper.kind === 'buyer' && <CartView userId={shopper.userId} draft={draftIn(location.state)} onProceed={proceed} />}
      </Page>
    </RemoteRoot>
  );
}
