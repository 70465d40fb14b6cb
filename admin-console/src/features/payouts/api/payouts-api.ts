import { apiClient, type Commission, type CommissionRevenue, type PayoutRun, type PayoutStatement, type User } from '@shop/shared';

export async function getCommission(): Promise<Commission> {
  const { data } = await apiClient.get<Commission>('/money/commission');
  return data;
}

export async function setMarketplaceRate(rate: number): Promise<Commission> {
  const { data } = await apiClient.put<Commission>('/money/commission', { rate });
  return data;
}

export async function setSellerRate(sellerId: number, rate: number): Promise<Commission> {
  const { data } = await apiClient.put<Commission>(`/money/commission/sellers/${sellerId}`, { rate });
  return data;
}

export async function removeSellerRate(sellerId: number): Promise<Commission> {
  const { data } = await apiClient.delete<Commission>(`/money/commission/sellers/${sellerId}`);
  return data;
}

/** The seller with exactly this username (the users search matches parts of names and e-mails). */
export async function findSeller(username: string): Promise<User | undefined> {
  const { data } = await apiClient.get<{ content: User[] }>('/users', { params: { q: username, page: 0, size: 100 } });
  return data.content.find((user) => user.role === 'SELLER' && user.username.toLowerCase() === username.toLowerCase());
}

export async function runPayout(periodEnd: string): Promise<PayoutRun> {
  const { data } = await apiClient.post<PayoutRun>('/money/payouts', { periodEnd });
  return data;
}

export async function markPaid(id: number, reference: string): Promise<PayoutStatement> {
  const { data } = await apiClient.put<PayoutStatement>(`/money/statements/${id}/paid`, { reference });
  return data;
}

export async function getRevenue(months: number): Promise<CommissionRevenue> {
  const { data } = await apiClient.get<CommissionRevenue>('/money/revenue', { params: { months } });
  return data;
}
