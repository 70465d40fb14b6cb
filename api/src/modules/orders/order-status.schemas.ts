import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';
import { ItemStatus } from './orders.schemas';

export const CARRIER_MAX = 60;
export const TRACKING_MAX = 100;

// Every status value is accepted by the schema, so asking an endpoint for the wrong move is a 409 (illegal change), not a 400.
export const SellerStatusBody = Type.Object({
  orderId: Id,
  productId: Id,
  sellerId: Id,
  status: ItemStatus,
  // Checked in the route so a missing one gets the product rules' 'A delivery date must be chosen.'
  deliveryDate: Type.Optional(Type.Union([Type.String({ maxLength: 40, description: 'ISO 8601 date or date-time' }), Type.Null()])),
  carrier: Type.Optional(Type.Union([Type.String({ maxLength: CARRIER_MAX, description: 'Who carries the parcel (optional)' }), Type.Null()])),
  trackingNumber: Type.Optional(Type.Union([Type.String({ maxLength: TRACKING_MAX, description: "The carrier's tracking number (optional)" }), Type.Null()])),
});

/** Blank optional text is no text. */
export const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;

export const BuyerStatusBody = Type.Object({
  orderId: Id,
  productId: Id,
  status: ItemStatus,
});

export const DisputeBody = Type.Object({
  orderId: Id,
  productId: Id,
  // Checked in the route so a missing, blank or too long reason gets the product rules' wording.
  reason: Type.Optional(Type.String()),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** A resolution's refund to the buyer, in cents: at most what was paid for the item (checked against it). */
export const RefundCents = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Refund to the buyer in cents (default 0): at most what was paid for the item', [ERROR_MESSAGE_KEYWORD]: 'A refund must be a whole number of cents, 0 or more.' }),
);

export const ResolveBody = Type.Object({
  orderId: Id,
  productId: Id,
  refundCents: RefundCents,
});

export const REASON_MAX = 200;
export const DESCRIPTION_MAX = 1000;
