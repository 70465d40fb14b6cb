import { useRef, useState } from 'react';
import { apiErrorText, getCart, showAlert, useSessionStore } from '@shop/shared';
import { STOREFRONT_TEXT } from '../../../storefront-text';
import type { CheckoutState } from '../../../storefront-types';
import { cartSubtotal } from '../../../lib/cart-subtotal';
import { newIdempotencyKey } from '../idempotency-key';
import { placeOrder } from '../api/place-order';
import { detailsToSend, forgetCardSecrets } from '../card-secrets';

const text = STOREFRONT_TEXT.checkout;

/**
 * Places the order once: one Idempotency-Key per checkout view, so a double click or a retry after a
 * lost answer never makes two orders; a second click while sending does nothing.
 */
export function usePlaceOrder(checkout: CheckoutState, onPlaced: (orderId: number) => void) {
  const [key] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const userId = useSessionStore((state) => state.userId);
  const setCart = useSessionStore((state) => state.setCart);

  const submit = async () => {
    const paymentDetails = detailsToSend(checkout.payment);
    if (sending.current || userId === null || !paymentDetails) return;
    sending.current = true;
    setBusy(true);
    let orderId: number;
    try {
      const answer = await placeOrder(
        {
          userId,
          address: checkout.address,
          paymentMethod: checkout.payment.method,
          paymentDetails,
          items: checkout.cart.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          subtotal: cartSubtotal(checkout.cart),
        },
        key,
      );
      orderId = answer.orderId;
      forgetCardSecrets();
    } catch (error) {
      // The SPEC's sentence, then the server's reason on its own line.
      const reason = apiErrorText(error, '');
      showAlert(text.failedTitle, reason ? `${text.failed}\n${reason}` : text.failed);
      sending.current = false;
      setBusy(false);
      return;
    }
    try {
      setCart(await getCart(userId));
    } catch (error) {
      // SPEC section 8: cart failures are only logged; the order itself was placed.
      console.error('Could not refresh the cart after checkout', error);
    }
    onPlaced(orderId);
  };

  return { submit, busy };
}
