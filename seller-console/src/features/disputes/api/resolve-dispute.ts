import { apiClient } from '@shop/shared';

/** DISPUTING -> RESOLVED. */
export async function resolveDispute(input: { orderId: number; productId: number }) {
  await apiClient.put('/orders/item/resolve', input);
}
