import { useState } from 'react';
import { DEFAULT_PAYMENT_METHOD, type Address, type PaymentDetails, type PaymentMethod } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { CartDraft, ChosenPayment } from '../../../storefront-types';
import {
  ADDRESS_FIELDS,
  PAYMENT_FIELDS,
  paymentDetailsFor,
  REQUIRED_PAYMENT_FIELDS,
  validateAddress,
  validatePayment,
  type PaymentField,
} from '../checkout-rules';

const emptyAddress: Address = { fullName: '', street: '', city: '', stateZipCountry: '' };

export type ProceedResult =
  | { ok: true; address: Address; payment: ChosenPayment }
  | { ok: false; title: string; message: string };

/**
 * Address and payment values, touched flags and errors, and the Proceed check of PRODUCT.md §5.
 * `draft` is the form as it was when the buyer went on to /checkout and came back.
 */
export function useCheckoutForm(draft?: CartDraft) {
  const [address, setAddress] = useState<Address>(() => ({ ...emptyAddress, ...draft?.address }));
  const [addressTouched, setAddressTouched] = useState<Partial<Record<keyof Address, boolean>>>({});
  const [method, setMethod] = useState<PaymentMethod>(draft?.method ?? DEFAULT_PAYMENT_METHOD);
  const [details, setDetails] = useState<PaymentDetails>(() => ({ ...draft?.details }));
  const [paymentTouched, setPaymentTouched] = useState<Partial<Record<PaymentField, boolean>>>({});

  const addressErrors = validateAddress(address);
  const paymentErrors = validatePayment(method, details);

  const proceed = (): ProceedResult => {
    const addressIncomplete = ADDRESS_FIELDS.some((field) => addressErrors[field]);
    if (addressIncomplete) {
      setAddressTouched(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, true])));
      return { ok: false, title: STOREFRONT_TEXT.address.missingTitle, message: STOREFRONT_TEXT.address.missingMessage };
    }
    const fields = PAYMENT_FIELDS[method];
    const paymentIncomplete =
      REQUIRED_PAYMENT_FIELDS[method].some((field) => !(details[field] ?? '').trim()) || fields.some((field) => paymentErrors[field]);
    if (paymentIncomplete) {
      setPaymentTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) }));
      return { ok: false, title: STOREFRONT_TEXT.payment.missingTitle, message: STOREFRONT_TEXT.payment.missingMessage };
    }
    const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field].trim()])) as unknown as Address;
    return { ok: true, address: trimmed, payment: { method, details: paymentDetailsFor(method, details) } };
  };

  return {
    address: {
      values: address,
      errors: addressErrors,
      touched: addressTouched,
      onChange: (field: keyof Address, value: string) => setAddress((current) => ({ ...current, [field]: value })),
      onBlur: (field: keyof Address) => setAddressTouched((current) => ({ ...current, [field]: true })),
    },
    payment: {
      method,
      details,
      errors: paymentErrors,
      touched: paymentTouched,
      onMethodChange: setMethod,
      onChange: (field: PaymentField, value: string) => setDetails((current) => ({ ...current, [field]: value })),
      onBlur: (field: PaymentField) => setPaymentTouched((current) => ({ ...current, [field]: true })),
    },
    proceed,
  };
}
