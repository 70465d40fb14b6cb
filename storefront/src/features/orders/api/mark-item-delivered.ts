import { apiClient } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';

/** PUT /orders/buyer/status: SHIPPED -> DELIVERED; answers the updated order. */
export async function markItemDelivered(orderId: number, productId: number): Promise<BuyerOrder> {
  const { data } = await apiClient.put<BuyerOrder>('/orders/buyer/status', { orderId, productId, status: 'DELIVERED' });
  return data;
}
