import { apiClient, type OutboxMessage, type OutboxPage } from '@shop/shared';

export async function getOutbox(page: number, size: number, status: OutboxMessage['status'] | undefined): Promise<OutboxPage> {
  const { data } = await apiClient.get<OutboxPage>('/admin/mail', { params: { page, size, ...(status ? { status } : {}) } });
  return data;
}

export async function retryMessage(id: number): Promise<void> {
  await apiClient.post(`/admin/mail/${id}/retry`);
}
