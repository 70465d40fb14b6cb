import { type Static, Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { RefundCents } from './order-status.schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Party = Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() });

export const EscalatedDisputeSchema = Type.Object({
  orderId: Type.Integer(),
  productId: Type.Integer(),
  productName: Type.String(),
  quantity: Type.Integer(),
  itemTotalCents: Type.Integer({ description: 'What the buyer paid for the item: the most a refund may give back' }),
  reason: Nullable(Type.String()),
  description: Nullable(Type.String()),
  raisedAt: Nullable(Type.String()),
  dueAt: Nullable(Type.String({ description: 'The deadline the seller missed' })),
  escalatedAt: Type.String(),
  buyer: Party,
  seller: Party,
});
export type EscalatedDisputeDto = Static<typeof EscalatedDisputeSchema>;

export const ARBITRATION_NOTE_MAX = 1000;

export const ArbitrateBody = Type.Object({
  orderId: Id,
  productId: Id,
  note: Type.Optional(Type.Union([Type.String({ maxLength: ARBITRATION_NOTE_MAX, description: "The admin's ruling, shown on the timeline" }), Type.Null()])),
  refundCents: RefundCents,
});
