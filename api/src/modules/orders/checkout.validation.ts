import type { Static } from 'typebox';
import type { PaymentMethod } from '../../db/schema';
import type { AddressSchema, PaymentSummarySchema } from './orders.schemas';
import { httpError } from '../../plugins/errors';

type Maybe = string | null | undefined;

export interface CheckoutAddressInput {
  fullName?: Maybe;
  street?: Maybe;
  city?: Maybe;
  stateZipCountry?: Maybe;
}

export interface PaymentDetailsInput {
  cardNumber?: Maybe;
  cardName?: Maybe;
  expiry?: Maybe;
  cvv?: Maybe;
  paypalEmail?: Maybe;
  referenceNumber?: Maybe;
}

/** An address after validation, as orders answer it. */
export type CleanAddress = Static<typeof AddressSchema>;

/** What is stored of a payment: never the full card number, never the CVV. */
export type PaymentSummary = Static<typeof PaymentSummarySchema>;

// PRODUCT.md §5 wording and limits (50/100/50/100).
const ADDRESS_RULES: Array<[keyof CleanAddress, string, number]> = [
  ['fullName', 'Full name', 50],
  ['street', 'Street address', 100],
  ['city', 'City', 50],
  ['stateZipCountry', 'State / ZIP / Country', 100],
];

const CARD_NAME_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: Maybe): string {
  return (value ?? '').trim();
}

/** Brand from the number's prefix (IIN ranges); anything unrecognised is just 'Card'. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'Amex';
  const first4 = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'Mastercard';
  const first6 = Number(digits.slice(0, 6));
  if (/^(6011|65|64[4-9])/.test(digits) || (first6 >= 622126 && first6 <= 622925)) return 'Discover';
  return 'Card';
}

/** MM/YY that is valid through the end of its month. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return 'Expiry must be in MM/YY format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + month < current ? 'Card has expired' : null;
}

function validateCard(details: PaymentDetailsInput, fields: Record<string, string>, now: Date): Omit<PaymentSummary, 'method'> {
  // Spaces (and dashes) a user types between groups are not part of the number.
  const digits = text(details.cardNumber).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) fields['paymentDetails.cardNumber'] = 'Card number must be 13-19 digits';
  const cardName = text(details.cardName);
  if (!cardName) fields['paymentDetails.cardName'] = 'Cardholder name is required';
  else if (cardName.length > CARD_NAME_MAX) fields['paymentDetails.cardName'] = `Cardholder name cannot exceed ${CARD_NAME_MAX} characters`;
  const expiry = expiryProblem(text(details.expiry), now);
  if (expiry) fields['paymentDetails.expiry'] = expiry;
  if (!/^\d{3,4}$/.test(text(details.cvv))) fields['paymentDetails.cvv'] = 'CVV must be 3 or 4 digits';
  return { cardBrand: cardBrand(digits), cardLast4: digits.slice(-4), cardName, paypalEmail: null, referenceNumber: null };
}

/**
 * Applies PRODUCT.md §5's address and payment rules on the server; 400 with one message per field.
 * Answers the trimmed address and the payment summary that may be stored.
 */
export function validateCheckoutDetails(
  address: CheckoutAddressInput,
  method: PaymentMethod,
  details: PaymentDetailsInput,
  now = new Date(),
): { address: CleanAddress; payment: PaymentSummary } {
  const fields: Record<string, string> = {};
  const clean = {} as CleanAddress;
  for (const [key, label, max] of ADDRESS_RULES) {
    const value = text(address[key]);
    if (!value) fields[`address.${key}`] = `${label} is required`;
    else if (value.length > max) fields[`address.${key}`] = `${label} cannot exceed ${max} characters`;
    clean[key] = value;
  }

  let summary: Omit<PaymentSummary, 'method'> = { cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null };
  if (method === 'CREDIT_CARD') summary = validateCard(details, fields, now);
  if (method === 'PAYPAL') {
    const email = text(details.paypalEmail);
    if (!EMAIL.test(email) || email.length > 254) fields['paymentDetails.paypalEmail'] = 'Valid PayPal email is required';
    summary.paypalEmail = email;
  }
  if (method === 'PAYNOW') {
    const reference = text(details.referenceNumber);
    if (reference.length > 20) fields['paymentDetails.referenceNumber'] = 'Reference number must be less than 20 characters';
    summary.referenceNumber = reference || null;
  }

  const messages = Object.values(fields);
  if (messages.length > 0) throw httpError(400, messages[0]!, messages.join(' '), fields);
  return { address: clean, payment: { method, ...summary } };
}
