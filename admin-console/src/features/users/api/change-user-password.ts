import { apiClient } from '@shop/shared';

/** Sets a new password; the server ends that user's open sessions. */
export async function changeUserPassword(id: number, password: string): Promise<void> {
  await apiClient.put(`/users/${id}/password`, { password });
}
