import { apiClient } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';

/** GET /orders/{orderId}: the buyer's own order. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<BuyerOrder> {
  const { data } = await apiClient.get<BuyerOrder>(`/orders/${orderId}`, { signal });
  return data;
}
