import { inList, preparedRead } from '../../db/prepared';
import type { Db } from './orders.repository';
import type { TimelineEventDto } from './orders.schemas';

export const itemKey = (orderId: number, productId: number) => `${orderId}:${productId}`;

const eventsOf = preparedRead((db: Db, { orderIds }: { orderIds: readonly number[] }, dialect) =>
  db.selectFrom('order_item_events').selectAll().where(inList(dialect, 'order_id', orderIds)).orderBy('order_id').orderBy('product_id').orderBy('id'),
);

/** The timelines of every item of the given orders, oldest step first, keyed by itemKey. */
export async function loadTimelines(db: Db, orderIds: number[]): Promise<Map<string, TimelineEventDto[]>> {
  const timelines = new Map<string, TimelineEventDto[]>();
  if (orderIds.length === 0) return timelines;
  const rows = await eventsOf(db, { orderIds });
  for (const row of rows) {
    const key = itemKey(row.order_id, row.product_id);
    const list = timelines.get(key) ?? [];
    list.push({
      kind: row.kind,
      at: row.at,
      actorId: row.actor_id,
      actorRole: row.actor_role,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      estimatedDelivery: row.estimated_delivery,
      note: row.note,
    });
    timelines.set(key, list);
  }
  return timelines;
}
