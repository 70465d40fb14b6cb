import type { OrderSummary } from '../types/contract.gen';
import { apiClient } from './api-client';


/** Counts behind the header bell and the seller/admin summary (the caller's own, or all for an admin). */
export async function getOrderSummary(): Promise<OrderSummary> {
  const { data } = await apiClient.get<OrderSummary>('/orders/summary');
  return data;
}
