import { apiClient } from '@shop/shared';

/** PENDING -> SHIPPED with the delivery date the seller chose (an ISO timestamp). */
export async function shipOrderItem(input: { orderId: number; productId: number; sellerId: number; deliveryDate: string }) {
  await apiClient.put('/orders/seller/status', { ...input, status: 'SHIPPED' });
}
