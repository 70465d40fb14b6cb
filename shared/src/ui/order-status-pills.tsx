import type { OrderItemStatus, OrderOverallStatus } from '../types/domain';
import { ITEM_STATUS_LABELS, ORDER_STATUS_LABELS } from '../format/order-status-labels';
import { StatusPill, type PillTone } from './status-pill';

/** PRODUCT.md §4: COMPLETED is shown green, anything else yellow. */
export function OverallStatusPill({ status }: { status: OrderOverallStatus }) {
  return <StatusPill $tone={status === 'COMPLETED' ? 'success' : 'warning'}>{ORDER_STATUS_LABELS[status] ?? status}</StatusPill>;
}

const ITEM_TONES: Record<OrderItemStatus, PillTone> = {
  PENDING: 'neutral',
  SHIPPED: 'warning',
  DELIVERED: 'success',
  DISPUTING: 'danger',
  RESOLVED: 'success',
};

export function ItemStatusPill({ status }: { status: OrderItemStatus }) {
  return <StatusPill $tone={ITEM_TONES[status] ?? 'neutral'}>{ITEM_STATUS_LABELS[status] ?? status}</StatusPill>;
}
