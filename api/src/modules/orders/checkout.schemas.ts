import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';
import { OrderSchema } from './orders.schemas';

export const PRICES_CHANGED = 'Prices have changed. Please review your cart.';
export const NO_PURCHASE = 'Sellers and administrators do not have purchasing permissions.';

// Address and payment strings are only typed here; checkout.validation.ts applies the product rules' limits and wording.
const Text = Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]));

export const CheckoutAddress = Type.Object({
  fullName: Text,
  street: Text,
  city: Text,
  stateZipCountry: Text,
});

export const CheckoutPaymentDetails = Type.Object({
  cardNumber: Text,
  cardName: Text,
  expiry: Text,
  cvv: Text,
  paypalEmail: Text,
  referenceNumber: Text,
});

export const CheckoutItem = Type.Object({
  productId: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 1000000, [ERROR_MESSAGE_KEYWORD]: 'Quantity must be a whole number from 1 to 1,000,000.' }),
});

export const CheckoutBody = Type.Object({
  userId: Id,
  address: CheckoutAddress,
  paymentMethod: Type.Enum(['PAYNOW', 'CREDIT_CARD', 'PAYPAL'], {
    [ERROR_MESSAGE_KEYWORD]: 'Payment method must be PAYNOW, CREDIT_CARD or PAYPAL.',
  }),
  paymentDetails: Type.Optional(CheckoutPaymentDetails),
  items: Type.Array(CheckoutItem, { minItems: 1, maxItems: 100, [ERROR_MESSAGE_KEYWORD]: 'Items must list 1 to 100 products.' }),
  subtotal: Type.Number({ minimum: 0, maximum: 100000000, description: 'What the buyer saw, in dollars; must match the server to the cent' }),
});

export const CheckoutHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, [ERROR_MESSAGE_KEYWORD]: 'Idempotency-Key must be 1 to 100 characters.' }),
  ),
});

export const CheckoutAnswer = Type.Object({
  orderId: Type.Integer(),
  order: OrderSchema,
});
