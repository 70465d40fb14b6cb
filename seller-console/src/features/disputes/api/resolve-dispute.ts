import { apiClient } from '@shop/shared';

/** DISPUTING -> RESOLVED, giving the buyer `refundCents` back (0: nothing). */
export async function resolveDispute(input: { orderId: number; productId: number; refundCents: number }) {
  await apiClient.put('/orders/item/resolve', input);
}
