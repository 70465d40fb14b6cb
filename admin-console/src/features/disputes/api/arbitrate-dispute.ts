import { apiClient } from '@shop/shared';

/** An admin's ruling on an escalated dispute: the item becomes RESOLVED, the note lands on its timeline. */
export async function arbitrateDispute(input: { orderId: number; productId: number; note: string; refundCents: number }): Promise<void> {
  await apiClient.put('/orders/disputes/arbitrate', { ...input, note: input.note.trim() || null });
}
