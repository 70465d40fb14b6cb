import { apiClient, type PayoutStatement, type PayoutStatementDetail, type PayoutStatementPage } from '@shop/shared';

/** Payout statements, newest first: a seller's own; an admin's all, of one status if named. */
export async function getStatements(page: number, size: number, status?: PayoutStatement['status']): Promise<PayoutStatementPage> {
  const { data } = await apiClient.get<PayoutStatementPage>('/money/statements', { params: { page, size, ...(status ? { status } : {}) } });
  return data;
}

export async function getStatement(id: number): Promise<PayoutStatementDetail> {
  const { data } = await apiClient.get<PayoutStatementDetail>(`/money/statements/${id}`);
  return data;
}
