import { apiClient, type User } from '@shop/shared';

/** Enable or disable an account; disabling ends its open sessions. */
export async function setUserEnabled(id: number, enabled: boolean): Promise<User> {
  const { data } = await apiClient.put<User>(`/users/${id}/${enabled ? 'enable' : 'disable'}`);
  return data;
}
