import { useLocation, useNavigate } from '@shop/shared/router';
import { NoPurchasingMessage, SignInMessage } from '../components/page-message';
import { Page, PageTitle, RemoteRoot, showAlert } from '@shop/shared';
import { useShopper } from '../hooks/use-shopper';
import { CartView } from '../features/cart/components/cart-view';
import { holdCardSecrets, splitCardSecrets } from '../features/checkout/card-secrets';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { useCheckoutForm } from '../features/checkout/hooks/use-checkout-form';
import * as STOREFRONT_TEXT from '../storefront-text';
import type { CartDraft, CartLine, CheckoutState } from '../storefront-types';

function draftIn(state: unknown): CartDraft | undefined {
  const draft = (state as { draft?: Partial<CartDraft> } | null)?.draft;
  return draft && draft.address && draft.method && draft.details ? (draft as CartDraft) : undefined;
}

export default function CartPage() {
  const shopper = useShopper();
  const location = useLocation();
  const navigate = useNavigate();
  // The cart feature owns the lines; the checkout feature owns the address and payment form; this page joins them.
  const form = useCheckoutForm(draftIn(location.state));

  // History keeps the form (for Back from /checkout) and the review; the card number and CVV go to memory only.
  const proceed = (lines: CartLine[]) => {
    const result = form.proceed();
    if (!result.ok) return showAlert(result.title, result.message);
    const checkout: CheckoutState = { cart: lines, address: result.address, payment: result.payment };
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
        {shopper.kind === 'buyer' && (
          <CartView userId={shopper.userId} onProceed={proceed}>
            <CheckoutForm form={form} />
          </CartView>
        )}
      </Page>
    </RemoteRoot>
  );
}
