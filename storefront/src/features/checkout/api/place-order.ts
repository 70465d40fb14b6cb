import { apiClient, type Address, type PaymentDetails, type PaymentMethod } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';

export interface CheckoutRequest {
  userId: number;
  address: Address;
  paymentMethod: PaymentMethod;
  paymentDetails: PaymentDetails;
  items: { productId: number; quantity: number }[];
  subtotal: number;
}

/** POST /orders/checkout; the same Idempotency-Key never makes a second order. */
export async function placeOrder(request: CheckoutRequest, idempotencyKey: string): Promise<{ orderId: number; order?: BuyerOrder }> {
  const { data } = await apiClient.post<{ orderId: number; order?: BuyerOrder }>('/orders/checkout', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
