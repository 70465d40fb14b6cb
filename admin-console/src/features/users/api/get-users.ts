import { apiClient, type User } from '@shop/shared';
import { type StaffPage } from '@shop/staff';

/** One page of buyers and sellers (administrators are never listed); `q` matches username or email. */
export async function getUsers(page: number, size: number, q?: string): Promise<StaffPage<User>> {
  const { data } = await apiClient.get<StaffPage<User>>('/users', { params: { page, size, ...(q ? { q } : {}) } });
  return data;
}
