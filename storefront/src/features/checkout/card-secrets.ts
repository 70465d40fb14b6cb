import type { PaymentDetails } from '@shop/shared';
import type { ChosenPayment } from '../../storefront-types';

/** The two card fields that must never reach history state or any storage. */
export interface CardSecrets {
  cardNumber: string;
  cvv: string;
}

// Module memory only: gone on reload, forgotten after the order is placed or the page is left.
let held: CardSecrets | null = null;

/** Splits the chosen payment into what may travel in navigation state and the card secrets. */
export function splitCardSecrets(payment: ChosenPayment): { shareable: ChosenPayment; secrets: CardSecrets | null } {
  const { cardNumber, cvv, ...rest } = payment.details;
  if (payment.method !== 'CREDIT_CARD' || !cardNumber || !cvv) return { shareable: { method: payment.method, details: rest }, secrets: null };
  return { shareable: { method: payment.method, details: rest, cardLast4: cardNumber.slice(-4) }, secrets: { cardNumber, cvv } };
}

export function holdCardSecrets(secrets: CardSecrets | null): void {
  held = secrets;
}

export function heldCardSecrets(): CardSecrets | null {
  return held;
}

export function forgetCardSecrets(): void {
  held = null;
}

/** The payment details to send: the shareable ones plus, for a card, the secrets held in memory. */
export function detailsToSend(payment: ChosenPayment): PaymentDetails | null {
  if (payment.method !== 'CREDIT_CARD') return payment.details;
  return held ? { ...payment.details, ...held } : null;
}
