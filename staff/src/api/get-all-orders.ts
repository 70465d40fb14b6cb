import { apiClient } from '@shop/shared';
import type { StaffOrder, StaffPage } from '../types';

/** Admin: one page of every order, newest first. */
export async function getAllOrders(page: number, size: number): Promise<StaffPage<StaffOrder>> {
  const { data } = await apiClient.get<StaffPage<StaffOrder>>('/orders', { params: { page, size } });
  return data;
}
