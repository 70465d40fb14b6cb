import { apiClient, type User } from '@shop/shared';

/** Username and email change; the role is sent unchanged (it is read-only). */
export async function updateUser(user: Pick<User, 'id' | 'username' | 'email' | 'role'>): Promise<User> {
  const { data } = await apiClient.put<User>(`/users/${user.id}`, { username: user.username, email: user.email, role: user.role });
  return data;
}
