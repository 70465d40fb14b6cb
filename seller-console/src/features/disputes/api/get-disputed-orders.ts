import { apiClient } from '@shop/shared';
import { type StaffOrder, type StaffPage } from '@shop/staff';

/** One page of the orders where this seller has an item in DISPUTING. */
export async function getDisputedOrders(sellerId: number, page: number, size: number): Promise<StaffPage<StaffOrder>> {
  const { data } = await apiClient.get<StaffPage<StaffOrder>>('/orders/seller', {
    params: { sellerId, itemStatus: 'DISPUTING', page, size },
  });
  return data;
}
