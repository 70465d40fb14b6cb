import { type Static, Type } from 'typebox';
import { Id, PageOf, PageQuery } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';

export const ITEM_STATUSES = ['PENDING', 'SHIPPED', 'DELIVERED', 'DISPUTING', 'RESOLVED'] as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ItemStatus = Type.Enum([...ITEM_STATUSES], {
  [ERROR_MESSAGE_KEYWORD]: 'Status must be one of PENDING, SHIPPED, DELIVERED, DISPUTING, RESOLVED.',
});

export const TIMELINE_KINDS = ['PLACED', 'SHIPPED', 'DELIVERED', 'DISPUTED', 'ESCALATED', 'RESOLVED'] as const;

/** One step of an item's history: what happened, when, and who did it (SYSTEM: the deadline passed). */
export const TimelineEventSchema = Type.Object({
  kind: Type.Enum([...TIMELINE_KINDS]),
  at: Type.String(),
  actorId: Nullable(Type.Integer()),
  actorRole: Type.Enum(['BUYER', 'SELLER', 'ADMIN', 'SYSTEM']),
  carrier: Nullable(Type.String()),
  trackingNumber: Nullable(Type.String()),
  estimatedDelivery: Nullable(Type.String({ description: 'SHIPPED: the delivery date the seller estimated' })),
  note: Nullable(Type.String()),
  refund: Nullable(Type.Number({ description: 'RESOLVED: what the buyer got back, 2 decimals (0 when nothing)' })),
});
export type TimelineEventDto = Static<typeof TimelineEventSchema>;

export const OrderItemSchema = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  name: Type.String({ description: 'Same as productName' }),
  imageUrl: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number({ description: 'Unit price at checkout, 2 decimals' }),
  sellerId: Type.Integer(),
  sellerName: Type.String(),
  status: ItemStatus,
  deliveryDate: Nullable(Type.String()),
  disputeReason: Nullable(Type.String()),
  disputeDescription: Nullable(Type.String()),
  disputeRaisedAt: Nullable(Type.String()),
  disputeDueAt: Nullable(Type.String({ description: 'The seller must resolve the dispute by then, or it escalates to the admins' })),
  disputeEscalated: Type.Boolean({ description: 'The deadline passed unresolved: an admin may resolve it' }),
  refund: Type.Number({ description: 'What the buyer got back when the dispute was resolved, 2 decimals (0 when nothing)' }),
  disputeOpenUntil: Nullable(Type.String({ description: 'A delivered item: the buyer may dispute it until then (DISPUTE_WINDOW_DAYS after delivery)' })),
  timeline: Type.Array(TimelineEventSchema, { description: 'The item\'s history, oldest first' }),
  reviewed: Type.Boolean({ description: "The order's buyer has reviewed this product" }),
});
export type OrderItemDto = Static<typeof OrderItemSchema>;

export const AddressSchema = Type.Object({
  fullName: Type.String(),
  street: Type.String(),
  city: Type.String(),
  stateZipCountry: Type.String(),
});

export const PaymentSummarySchema = Type.Object({
  method: Type.Enum(['PAYNOW', 'CREDIT_CARD', 'PAYPAL']),
  cardBrand: Nullable(Type.String()),
  cardLast4: Nullable(Type.String()),
  cardName: Nullable(Type.String()),
  paypalEmail: Nullable(Type.String()),
  referenceNumber: Nullable(Type.String()),
});

export const OrderSchema = Type.Object({
  orderId: Type.Integer(),
  userId: Type.Integer(),
  buyerUsername: Type.String(),
  createdAt: Type.String(),
  overallStatus: Type.Enum(['PENDING', 'IN_PROGRESS', 'COMPLETED']),
  orderPrice: Type.Number({ description: 'Sum of the items in this answer (a seller sees the total of their own items)' }),
  items: Type.Array(OrderItemSchema),
  address: AddressSchema,
  payment: PaymentSummarySchema,
});
export type OrderDto = Static<typeof OrderSchema>;

export const OrderPage = PageOf(OrderSchema);

export const OrderIdParams = Type.Object({ orderId: Id });
export const UserIdParams = Type.Object({ userId: Id });

export const OrderQuery = Type.Object({
  sellerId: Type.Optional(Id),
});

export const AllOrdersQuery = Type.Object({ ...PageQuery });

export const SellerOrdersQuery = Type.Object({
  sellerId: Id,
  itemStatus: Type.Optional(ItemStatus),
  ...PageQuery,
});

export const SummarySchema = Type.Object({
  outstandingOrders: Type.Integer({ description: 'Orders with at least one PENDING item (of the seller)' }),
  disputedOrders: Type.Integer({ description: 'Orders with at least one DISPUTING item (of the seller)' }),
  lowStockProducts: Type.Integer({ description: 'Live products with stock below 10 (0 included)' }),
});
