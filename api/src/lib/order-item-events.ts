import type { Insertable, Kysely } from 'kysely';
import type { Database, EventActorRole, OrderItemEventKind, OrderItemEventsTable } from '../db/schema';

/** Who took a step on an order item: a user with their role, or the system (no id) for escalations. */
export interface EventActor {
  id: number | null;
  role: EventActorRole;
}

export interface ItemEvent {
  orderId: number;
  productId: number;
  kind: OrderItemEventKind;
  at: string;
  actor: EventActor;
  carrier?: string | null;
  trackingNumber?: string | null;
  estimatedDelivery?: string | null;
  note?: string | null;
  /** RESOLVED: the refund to the buyer, in cents. */
  refundCents?: number | null;
}

/** The row an event is stored as. */
export function itemEventRow(event: ItemEvent): Insertable<OrderItemEventsTable> {
  return {
    order_id: event.orderId,
    product_id: event.productId,
    kind: event.kind,
    at: event.at,
    actor_id: event.actor.id,
    actor_role: event.actor.role,
    carrier: event.carrier ?? null,
    tracking_number: event.trackingNumber ?? null,
    estimated_delivery: event.estimatedDelivery ?? null,
    note: event.note ?? null,
    refund_cents: event.refundCents ?? null,
  };
}

/** Appends steps to items' timelines; call it with the transaction that made the change it records. */
export async function recordItemEvents(db: Kysely<Database>, events: ItemEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insertInto('order_item_events').values(events.map(itemEventRow)).execute();
}
