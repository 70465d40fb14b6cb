import { apiClient, type Order } from '@shop/shared';

/** PENDING -> SHIPPED with the estimated delivery date the seller chose (an ISO timestamp), and carrier and tracking when given. */
export async function shipOrderItem(input: { orderId: number; productId: number; sellerId: number; deliveryDate: string; carrier?: string; trackingNumber?: string }): Promise<Order> {
  const { data } = await apiClient.put<Order>('/orders/seller/status', { ...input, status: 'SHIPPED' });
  return data;
}
