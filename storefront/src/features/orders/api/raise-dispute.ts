import { apiClient, type Dispute } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';

/** POST /orders/dispute: SHIPPED or DELIVERED -> DISPUTING; answers the updated order. */
export async function raiseDispute(dispute: Dispute): Promise<BuyerOrder> {
  const { data } = await apiClient.post<BuyerOrder>('/orders/dispute', dispute);
  return data;
}
