import { type Address, ADDRESS_LIMITS, CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, CVV_MAX_DIGITS, CVV_MIN_DIGITS, isValidEmail, type PaymentDetails, type PaymentMethod, PAYNOW_REFERENCE_MAX } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../storefront-text';

const addressText = STOREFRONT_TEXT.address;
const paymentText = STOREFRONT_TEXT.payment;

export type AddressErrors = Partial<Record<keyof Address, string>>;
export type PaymentField = keyof PaymentDetails;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const ADDRESS_FIELDS = ['fullName', 'street', 'city', 'stateZipCountry'] as const;

const ADDRESS_MESSAGES: Record<keyof Address, { required: string; tooLong: string }> = {
  fullName: { required: addressText.fullNameRequired, tooLong: addressText.fullNameTooLong },
  street: { required: addressText.streetRequired, tooLong: addressText.streetTooLong },
  city: { required: addressText.cityRequired, tooLong: addressText.cityTooLong },
  stateZipCountry: { required: addressText.stateZipCountryRequired, tooLong: addressText.stateZipCountryTooLong },
};

/** PRODUCT.md §5: every address field required, limits 50/100/50/100. */
export function validateAddress(address: Address): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field].trim();
    if (!value) errors[field] = ADDRESS_MESSAGES[field].required;
    else if (value.length > ADDRESS_LIMITS[field]) errors[field] = ADDRESS_MESSAGES[field].tooLong;
  }
  return errors;
}

/** The fields each payment method asks for, in the order they are shown. */
export const PAYMENT_FIELDS: Record<PaymentMethod, readonly PaymentField[]> = {
  PAYNOW: ['referenceNumber'],
  CREDIT_CARD: ['cardNumber', 'cardName', 'expiry', 'cvv'],
  PAYPAL: ['paypalEmail'],
};

/** Fields that must not be empty for each method (PRODUCT.md §5: every payment field of the chosen method). */
export const REQUIRED_PAYMENT_FIELDS: Record<PaymentMethod, readonly PaymentField[]> = {
  PAYNOW: ['referenceNumber'],
  CREDIT_CARD: ['cardNumber', 'cardName', 'expiry', 'cvv'],
  PAYPAL: ['paypalEmail'],
};

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');
const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`);
const CVV = new RegExp(`^\\d{${CVV_MIN_DIGITS},${CVV_MAX_DIGITS}}$`);
const EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** A card is good through the last day of its expiry month (MM/YY, years 20YY). */
function expired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  return 2000 + year < now.getFullYear() || (2000 + year === now.getFullYear() && month < now.getMonth() + 1);
}

/** PRODUCT.md §5: the chosen method's rules, plus an expired card caught here rather than at Place Order. */
export function validatePayment(method: PaymentMethod, details: PaymentDetails, now = new Date()): PaymentErrors {
  const errors: PaymentErrors = {};
  const value = (field: PaymentField) => (details[field] ?? '').trim();
  if (method === 'CREDIT_CARD') {
    if (!CARD_NUMBER.test(digitsOnly(value('cardNumber')))) errors.cardNumber = paymentText.cardNumberInvalid;
    if (!value('cardName')) errors.cardName = paymentText.cardNameRequired;
    if (!EXPIRY.test(value('expiry'))) errors.expiry = paymentText.expiryInvalid;
    else if (expired(value('expiry'), now)) errors.expiry = paymentText.expiryPast;
    if (!CVV.test(value('cvv'))) errors.cvv = paymentText.cvvInvalid;
  } else if (method === 'PAYPAL') {
    if (!isValidEmail(value('paypalEmail'))) errors.paypalEmail = paymentText.paypalEmailInvalid;
  } else if (value('referenceNumber').length > PAYNOW_REFERENCE_MAX) {
    errors.referenceNumber = paymentText.referenceTooLong;
  }
  return errors;
}

/** Only the chosen method's details travel on, trimmed (card number without spaces). */
export function paymentDetailsFor(method: PaymentMethod, details: PaymentDetails): PaymentDetails {
  const chosen: PaymentDetails = {};
  for (const field of PAYMENT_FIELDS[method]) {
    const value = (details[field] ?? '').trim();
    if (value) chosen[field] = field === 'cardNumber' ? digitsOnly(value) : value;
  }
  return chosen;
}
