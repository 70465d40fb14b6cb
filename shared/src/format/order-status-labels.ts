import type { OrderItemStatus, OrderOverallStatus } from '../types/domain';

// How order and item states read on every page, buyer's or staff's alike.
export const ORDER_STATUS_LABELS: Record<OrderOverallStatus, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

export const ITEM_STATUS_LABELS: Record<OrderItemStatus, string> = {
  PENDING: 'Pending',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  DISPUTING: 'Disputing',
  RESOLVED: 'Resolved',
};
