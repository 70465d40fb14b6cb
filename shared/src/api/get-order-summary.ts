import { apiClient } from './api-client';

/** Counts behind the header bell and the seller/admin summary (the caller's own, or all for an admin). */
export interface OrderSummary {
  outstandingOrders: number;
  disputedOrders: number;
  lowStockProducts: number;
}

export async function getOrderSummary(): Promise<OrderSummary> {
  const { data } = await apiClient.get<OrderSummary>('/orders/summary');
  return data;
}
