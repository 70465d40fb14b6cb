import { apiClient, type OrderItemStatus } from '@shop/shared';
import { type StaffOrder, type StaffPage } from '@shop/staff';

/** One page of the orders holding this seller's items (only their items in each), optionally by item status. */
export async function getSellerOrders(
  sellerId: number,
  page: number,
  size: number,
  itemStatus?: OrderItemStatus,
): Promise<StaffPage<StaffOrder>> {
  const { data } = await apiClient.get<StaffPage<StaffOrder>>('/orders/seller', {
    params: { sellerId, page, size, ...(itemStatus ? { itemStatus } : {}) },
  });
  return data;
}
