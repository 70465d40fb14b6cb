import { useRef, useState } from 'react';
import { apiErrorText, primeQuery, showAlert, useSessionStore } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CheckoutState } from '../../../storefront-types';
import { cartSubtotal } from '../../../lib/cart-subtotal';
import { queryKeys } from '../../../lib/query-keys';
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
      // The answer carries the whole order: the order page shows it without asking again.
      if (answer.order) primeQuery(queryKeys.order(orderId), answer.order);
    } catch (error) {
      // The the product rules' sentence, then the server's reason on its own line.
      const reason = apiErrorText(error, '');
      showAlert(text.failedTitle, reason ? `${text.failed}\n${reason}` : text.failed);
      sending.current = false;
      setBusy(false);
      return;
    }
    // The server took the ordered products out of the cart; do the same here instead of refetching it.
    const ordered = new Set(checkout.cart.map((line) => line.productId));
    // Read the cart now, not at render: only this step needs it, and it must not re-render the page on cart changes.
    setCart(useSessionStore.getState().cart.filter((line) => !ordered.has(line.productId)));
    onPlaced(orderId);
  };

  return { submit, busy };
}
