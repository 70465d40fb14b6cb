import { apiClient, type EscalatedDispute } from '@shop/shared';

/** Disputes whose seller missed the deadline, oldest escalation first. */
export async function getEscalatedDisputes(signal?: AbortSignal): Promise<EscalatedDispute[]> {
  const { data } = await apiClient.get<EscalatedDispute[]>('/orders/disputes/escalated', { signal });
  return data;
}
