import { apiClient, type StaffPage, type User } from '@shop/shared';

/** One page of buyers and sellers (administrators are never listed); `q` matches username or email. */
export async function getUsers(page: number, size: number, q?: string): Promise<StaffPage<User>> {
  const { data } = await apiClient.get<StaffPage<User>>('/users', { params: { page, size, ...(q ? { q } : {}) } });
  return data;
}
