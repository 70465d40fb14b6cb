import { apiClient } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';

/** GET /orders/user/{userId}: the buyer's orders, newest first. */
export async function getUserOrders(userId: number, signal?: AbortSignal): Promise<BuyerOrder[]> {
  const { data } = await apiClient.get<BuyerOrder[]>(`/orders/user/${userId}`, { signal });
  return data;
}
