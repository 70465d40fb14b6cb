import type { OrderItemStatus, OrderOverallStatus } from '../../types/domain';
import { STAFF_TEXT } from '../staff-text';
import { StatusPill, type PillTone } from './status-pill';

/** SPEC section 4: COMPLETED is shown green, anything else yellow. */
export function OverallStatusPill({ status }: { status: OrderOverallStatus }) {
  return <StatusPill $tone={status === 'COMPLETED' ? 'success' : 'warning'}>{STAFF_TEXT.overallStatus[status] ?? status}</StatusPill>;
}

const ITEM_TONES: Record<OrderItemStatus, PillTone> = {
  PENDING: 'warning',
  SHIPPED: 'neutral',
  DELIVERED: 'success',
  DISPUTING: 'danger',
  RESOLVED: 'success',
};

export function ItemStatusPill({ status }: { status: OrderItemStatus }) {
  return <StatusPill $tone={ITEM_TONES[status] ?? 'neutral'}>{STAFF_TEXT.itemStatus[status] ?? status}</StatusPill>;
}
